import { describe, expect, it } from 'vitest';
import { noticeText } from './notice-text';

describe('noticeText', () => {
  it('words a translated entry in the language, placeholders filled', () => {
    expect(noticeText('ja').t('You have been outbid on {title}', { title: 'Charizard' })).toBe('Charizard で他の入札者に上回られました');
    expect(noticeText('ko').t('Order {code} was delivered', { code: 'H-1' })).toBe('주문 H-1이(가) 배송 완료되었습니다');
    expect(noticeText('zh-Hant').t('Bid again before the auction ends.')).toBe('請在拍賣結束前再次出價。');
  });

  it('fills plurals by the language', () => {
    const message = 'Please pay within {days, plural, one {# day} other {# days}}.';
    expect(noticeText('en').t(message, { days: 1 })).toBe('Please pay within 1 day.');
    expect(noticeText('en').t(message, { days: 3 })).toBe('Please pay within 3 days.');
    expect(noticeText('ja').t(message, { days: 3 })).toBe('3日以内にお支払いください。');
  });

  it('falls back to English for an unknown language or an entry the catalog lacks', () => {
    for (const language of ['fr', '', null, undefined, 'JA']) {
      expect(noticeText(language).language).toBe('en');
      expect(noticeText(language).t('You won {title}', { title: 'Pikachu' })).toBe('You won Pikachu');
    }
    expect(noticeText('ja').t('A text no catalog has, with {name}', { name: 'Holo' })).toBe('A text no catalog has, with Holo');
  });

  it('keeps an English apostrophe as written (ICU reads it as a quote only before { or })', () => {
    expect(noticeText('en').t("The seller's counter-offer of {price} expired without an answer.", { price: 'USD 1.00' })).toBe(
      "The seller's counter-offer of USD 1.00 expired without an answer.",
    );
  });

  it('inserts values as given: no markup of its own, no ICU parsing of what a member typed', () => {
    expect(noticeText('en').t('New listing for "{name}"', { name: '<b>{x}</b>' })).toBe('New listing for "<b>{x}</b>"');
  });
});
