import { describe, expect, it } from 'vitest';
import { contactUsVariant } from './contact-us-variant';

describe('contactUsVariant', () => {
  it("follows a member's region whatever language they read", () => {
    expect(contactUsVariant('KR', 'en')).toBe('kr');
    expect(contactUsVariant('US', 'ko')).toBe('us');
    expect(contactUsVariant('JP', 'ja')).toBe('us');
  });

  it("gives a visitor the Korean desk when they read Korean", () => {
    expect(contactUsVariant(null, 'ko')).toBe('kr');
    expect(contactUsVariant(null, 'zh-Hant')).toBe('us');
  });
});
