import { describe, expect, it } from 'vitest';
import { categoryName } from './category-name';

describe('categoryName', () => {
  const basketball = { EnName: 'Basketball', ChName: '籃球' };

  it('shows the Chinese name in Traditional Chinese', () => {
    expect(categoryName(basketball, 'zh-Hant')).toBe('籃球');
  });

  it('shows the Japanese and Korean names the database keeps, English in English', () => {
    const named = { ...basketball, JaName: 'バスケットボール', KoName: '농구' };
    expect(categoryName(named, 'ja')).toBe('バスケットボール');
    expect(categoryName(named, 'ko')).toBe('농구');
    expect(categoryName(named, 'en')).toBe('Basketball');
  });

  it('shows English in Japanese and Korean when a tree cached before those names has none', () => {
    for (const locale of ['en', 'ko', 'ja']) expect(categoryName(basketball, locale)).toBe('Basketball');
  });

  it('falls back to English when a category has no Chinese name', () => {
    expect(categoryName({ EnName: 'Other', ChName: '' }, 'zh-Hant')).toBe('Other');
  });
});
