import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './first-view-hints';

describe('acceptedLanguages', () => {
  it('orders Accept-Language by weight, keeping the header order among equals', () => {
    expect(acceptedLanguages('en;q=0.5, ko, zh-TW;q=0.8, ja')).toEqual(['ko', 'ja', 'zh-TW', 'en']);
  });
  it('drops refused and wildcard languages, and reads a missing header as none', () => {
    expect(acceptedLanguages('ja;q=0, *;q=0.1, en-GB')).toEqual(['en-GB']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
