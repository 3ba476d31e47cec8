/** The notices' words in a member's language: translated around the values, and the values escaped in HTML. */
import { describe, expect, it } from 'vitest';
import { noticeText } from '../i18n/notice-text';
import { auctionNotices } from './auction-notices';
import { offerNotices } from './offer-notices';
import { orderNotices, type NoticeOrder } from './order-notices';
import { caseNotices } from './case-notifications';
import { alertEmail, alertNotification } from './alert-message';
import { PAYMENT_WINDOW_MS } from '../services/orders/create-marketplace-order';

const payDays = PAYMENT_WINDOW_MS / 86_400_000;

const hostile = '<img src=x onerror=alert(1)> & {name}';
const ja = noticeText('ja').t;
const ko = noticeText('ko').t;
const en = noticeText('en').t;

const storeOrder: NoticeOrder = {
  relationId: 4,
  code: 'S-1001',
  what: 'S-1001',
  isStoreOrder: true,
  page: '/myholo/orderdetail/4',
  totalCents: 1250,
  sellerTotalCents: 1100,
  buyerMemberId: 1,
  shipment: null,
  feedback: { positive: false, content: hostile },
};

describe('notice words', () => {
  it('words an auction notice in Japanese with the item’s title escaped in the HTML, and plain in the title', () => {
    const item = { id: 9, title: hostile, priceCents: 8500 };
    const notice = auctionNotices['auction.won'];
    expect(notice.title(item, ja)).toBe(`${hostile} を落札しました`);
    const body = notice.body(item, ja);
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; {name}');
    expect(body).not.toContain('<img');
    expect(body).toContain(`${payDays}日以内に<a href="/myholo/purchase?type=1">購入履歴</a>からお支払いください。`);
    expect(notice.body(item, en)).toContain(`Please pay within ${payDays} days in <a href="/myholo/purchase?type=1">your purchases</a>.`);
  });

  it('words an offer notice in Korean around its links', () => {
    const body = offerNotices['offer.declined'].body({ id: 5, title: 'Pikachu' }, { commodityId: 5, memberId: 1, offerId: 2, priceCents: 4000, bargainType: 1 }, ko);
    expect(body).toBe(
      '<p><a href="/carddetails/5">Pikachu</a>에 대한 USD 40.00 가격 제안이 거절되었습니다.</p><p><a href="/myholo/offerhistory/5">가격 제안 내역</a>을 확인하세요.</p>',
    );
  });

  it('names a store order and its feedback in the member’s language, the quote escaped', () => {
    const event = { memberId: 1, storeOrderId: 4 };
    expect(orderNotices['feedback.received'].title(storeOrder, event, ja)).toBe('注文 S-1001 で悪い評価を受けました');
    const body = orderNotices['feedback.received'].body(storeOrder, event, ja);
    expect(body).toContain('&lt;img');
    expect(body).toContain('<a href="/myholo/orderdetail/4">ストア注文 S-1001</a> の注文について。');
    expect(caseNotices['case.refunded'].body(storeOrder, event, en)).toBe(
      '<p>A refund was decided on store order S-1001. See <a href="/pay/outcome/4">the refund</a>.</p>',
    );
  });

  it('writes the saved-search alert e-mail and notice in the member’s language', () => {
    const listing = { id: 3, title: 'Charizard', priceCents: 2500, byWay: 2, orderType: 0 };
    const search = { showValue: hostile, nickname: 'Minji' };
    const mail = alertEmail(listing, search, 'https://holo.test', ko);
    expect(mail.subject).toBe(`저장한 검색 "${hostile}"에 새 상품이 등록되었습니다`);
    expect(mail.body.split('\n')).toEqual([
      'Minji 님, 안녕하세요.',
      '',
      `저장한 검색 "${hostile}"에 맞는 새 상품이 등록되었습니다:`,
      '',
      'Charizard',
      '시작가: USD 25.00',
      'https://holo.test/carddetails/3',
      '',
      '이 알림은 https://holo.test/myholo/search에서 끌 수 있습니다',
    ]);
    const notice = alertNotification(listing, search, ko);
    expect(notice.body).toContain('<strong>&lt;img src=x onerror=alert(1)&gt; &amp; {name}</strong>');
    expect(alertNotification(listing, search).title).toBe(`New listing for "${hostile}"`);
  });
});
