import { describe, expect, it } from 'vitest';
import { categoryName } from './category-name';

describe('categoryName', () => {
  const basketball = { EnName: 'Basketball', ChName: '籃球' };

  it('shows the Chinese name in Traditional Chinese', () => {
    expect(categoryName(basketball, 'zh-Hant')).toBe('籃球');
  });

  it('shows the English name in English, Korean and Japanese', () => {
    for (const locale of ['en', 'ko', 'ja']) expect(categoryName(basketball, locale)).toBe('Basketball');
  });

  it('falls back to English when a category has no Chinese name', () => {
    expect(categoryName({ EnName: 'Other', ChName: '' }, 'zh-Hant')).toBe('Other');
  });
});
