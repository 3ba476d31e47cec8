import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedbackName, formatPositivePercent, positiveHundredths } from './feedback-rules';

describe('positiveHundredths', () => {
  it('is null with no ratings', () => {
    expect(positiveHundredths(0, 0)).toBeNull();
  });
  it('is the positive share in hundredths of a percent', () => {
    expect(positiveHundredths(1, 1)).toBe(5_000);
    expect(positiveHundredths(199, 200 - 199)).toBe(9_950);
    expect(positiveHundredths(5, 0)).toBe(10_000);
    expect(positiveHundredths(0, 3)).toBe(0);
  });
  it('rounds to the nearest hundredth', () => {
    expect(positiveHundredths(2, 1)).toBe(6_667); // 66.666…
    expect(positiveHundredths(1, 2)).toBe(3_333); // 33.333…
    expect(positiveHundredths(1, 7)).toBe(1_250); // 12.5 exactly
    expect(positiveHundredths(1, 15)).toBe(625); // 6.25 exactly
    expect(positiveHundredths(1, 29)).toBe(333); // 3.333…
  });
  it('never reaches 100% with a negative nor 0% with a positive', () => {
    expect(positiveHundredths(19_999, 1)).toBe(9_999); // 99.995 would round to 100.00
    expect(positiveHundredths(1, 19_999)).toBe(1); // 0.005 would round to 0.00
  });
});

describe('formatPositivePercent', () => {
  it('shows 100% without decimals when nobody has rated the member', () => {
    expect(formatPositivePercent(0, 0, 'en')).toBe('100%');
  });
  it('shows two decimals for a record with a negative', () => {
    expect(formatPositivePercent(1, 1, 'en')).toBe('50.00%');
    expect(formatPositivePercent(199, 1, 'en')).toBe('99.50%');
    expect(formatPositivePercent(2, 1, 'en')).toBe('66.67%');
    expect(formatPositivePercent(19_999, 1, 'en')).toBe('99.99%');
    expect(formatPositivePercent(0, 4, 'en')).toBe('0.00%');
  });
  it('shows a record without a negative as 100%, like no ratings', () => {
    expect(formatPositivePercent(1, 0, 'en')).toBe('100%');
    expect(formatPositivePercent(3_000, 0, 'en')).toBe('100%');
  });
  it('writes the number as the locale does', () => {
    expect(formatPositivePercent(199, 1, 'de').replace(/\s/g, ' ')).toBe('99,50 %');
    expect(formatPositivePercent(199, 1, 'ja')).toBe('99.50%');
  });
});

describe('feedbackName', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a latin name of up to 14 characters as it is', () => {
    expect(feedbackName('Collector')).toBe('Collector');
    expect(feedbackName('CardCollector1')).toBe('CardCollector1');
  });
  it('cuts a longer latin name at 14 characters with an ellipsis', () => {
    expect(feedbackName('CardCollector12')).toBe('CardCollector1…');
    expect(feedbackName('The Vintage Baseball Card Shop')).toBe('The Vintage Ba…');
  });
  it('cuts a name with CJK characters at 7', () => {
    expect(feedbackName('卡牌收藏家小王')).toBe('卡牌收藏家小王');
    expect(feedbackName('卡牌收藏家小王的店')).toBe('卡牌收藏家小王…');
    expect(feedbackName('カードコレクターです')).toBe('カードコレクタ…');
    expect(feedbackName('카드수집가입니다요')).toBe('카드수집가입니…');
    // One CJK character is enough for the shorter limit.
    expect(feedbackName('Card王Collector')).toBe('Card王Co…');
  });
  it('counts an emoji as one character, never splitting it', () => {
    expect(feedbackName('😀'.repeat(14))).toBe('😀'.repeat(14));
    expect(feedbackName(`${'😀'.repeat(13)}🃏x`)).toBe(`${'😀'.repeat(13)}🃏…`);
    expect(feedbackName(`${'a'.repeat(13)}👨‍👩‍👧x`)).toBe(`${'a'.repeat(13)}👨‍👩‍👧…`);
  });
  it('counts code points where the runtime cannot split graphemes', () => {
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { Segmenter: undefined }));
    expect(feedbackName(`${'😀'.repeat(13)}🃏x`)).toBe(`${'😀'.repeat(13)}🃏…`);
    expect(feedbackName('CardCollector1')).toBe('CardCollector1');
  });
});
