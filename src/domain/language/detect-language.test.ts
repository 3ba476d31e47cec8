import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it.each([
    [['en-US'], 'en'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK', 'en'], 'zh-Hant'],
    [['zh-Hant-TW'], 'zh-Hant'],
    [['zh-CN'], 'zh-Hant'],
    [['ko-KR'], 'ko'],
    [['ja'], 'ja'],
    [['fr-FR', 'ja-JP', 'en'], 'ja'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
  ])('maps browser languages %j to %s', (languages, expected) => {
    expect(detectLanguage(undefined, languages)).toBe(expected);
  });

  it('lets the remembered cookie win over the browser language', () => {
    expect(detectLanguage('ko', ['ja-JP', 'en'])).toBe('ko');
  });

  it('ignores a cookie naming a language we do not offer', () => {
    expect(detectLanguage('fr', ['ja-JP'])).toBe('ja');
  });
});
