/**
 * Demo promotions (spec 3 "Promotions"), in four languages, around the seeding time: a live US
 * holiday raffle with the pop-up, the live Korean sign-up (type 0) and address (type 1)
 * promotions of /promotion/0 and /promotion/1, one coming soon, one finished; and gifts: a
 * released raffle and a released physical prize for the demo buyer, an unreleased one for the bidder.
 */
import type { activities, activityGifts } from '../schema';

const DAY_MS = 86_400_000;
type ActivityInsert = typeof activities.$inferInsert;
type GiftInsert = typeof activityGifts.$inferInsert;

export function buildPromotions(demo: { buyer: number; bidder: number; staff: number }, at: number) {
  const day = (days: number) => new Date(at + days * DAY_MS);
  const activityRows: ActivityInsert[] = [
    {
      id: 1,
      name: { en: 'Holiday grading raffle', ja: 'ホリデー鑑定くじ', ko: '홀리데이 그레이딩 추첨', 'zh-Hant': '節日鑑定抽獎' },
      summary: {
        en: 'Every graded card you win at auction before the end of the year earns a raffle ticket. Tickets are drawn in January for free grading vouchers and sealed booster boxes.',
        ja: '年末までにオークションで落札した鑑定済みカード1枚ごとに、抽選券を1枚進呈します。1月の抽選で無料鑑定券や未開封ブースターボックスが当たります。',
        ko: '연말까지 경매에서 낙찰받은 그레이딩 카드 한 장마다 추첨권 한 장을 드립니다. 1월 추첨에서 무료 그레이딩 쿠폰과 미개봉 부스터 박스를 드립니다.',
        'zh-Hant': '年底前在拍賣中得標的每張鑑定卡，都可獲得一張抽獎券。一月抽出免費鑑定券與未拆封補充包盒。',
      },
      images: ['/promo/holiday-raffle.svg', '/promo/holiday-raffle-2.svg'],
      activityType: 2,
      regions: ['US'],
      startsAt: day(-6),
      endsAt: day(30),
      popup: true,
      createdBy: demo.staff,
      createdAt: day(-10),
    },
    {
      id: 2,
      name: { en: 'Welcome gift for new members', ja: '新規会員ウェルカムギフト', ko: '신규 회원 가입 선물', 'zh-Hant': '新會員迎新禮' },
      summary: {
        en: 'Sign up to Holo from Korea and receive a set of premium card sleeves with your first order.',
        ja: '韓国からHoloに登録すると、初回注文にプレミアムカードスリーブセットをお付けします。',
        ko: '한국에서 Holo에 가입하시면 첫 주문 시 프리미엄 카드 슬리브 세트를 함께 보내 드립니다.',
        'zh-Hant': '從韓國註冊 Holo，首筆訂單即附贈一組高級卡套。',
      },
      images: ['/promo/kr-signup.svg'],
      activityType: 0,
      regions: ['KR'],
      startsAt: day(-20),
      endsAt: day(40),
      popup: true,
      createdBy: demo.staff,
      createdAt: day(-21),
    },
    {
      id: 3,
      name: { en: 'Save your address, win a booster box', ja: '住所を登録してブースターボックスを当てよう', ko: '배송지 등록하고 부스터 박스 받기', 'zh-Hant': '登錄地址抽補充包盒' },
      summary: {
        en: 'Members in Korea who keep a shipping address in their account enter the monthly draw for a sealed booster box.',
        ja: 'アカウントに配送先住所を登録している韓国の会員は、未開封ブースターボックスが当たる毎月の抽選に参加できます。',
        ko: '계정에 배송지를 등록한 한국 회원은 매월 미개봉 부스터 박스 추첨에 자동 응모됩니다.',
        'zh-Hant': '在帳戶中登錄收件地址的韓國會員，可參加每月未拆封補充包盒抽獎。',
      },
      images: ['/promo/kr-address.svg'],
      activityType: 1,
      regions: ['KR'],
      startsAt: day(-15),
      endsAt: day(45),
      popup: false,
      createdBy: demo.staff,
      createdAt: day(-16),
    },
    {
      id: 4,
      name: { en: 'Spring grading week', ja: '春の鑑定ウィーク', ko: '봄맞이 그레이딩 위크', 'zh-Hant': '春季鑑定週' },
      summary: {
        en: 'A week of reduced grading fees on cards sent through the overseas warehouse.',
        ja: '海外倉庫経由で送るカードの鑑定料金が1週間割引になります。',
        ko: '해외 창고를 통해 보내는 카드의 그레이딩 수수료를 일주일 동안 할인해 드립니다.',
        'zh-Hant': '透過海外倉庫寄送的卡片，一週內鑑定費用享折扣。',
      },
      images: ['/promo/spring-grading.svg'],
      activityType: 2,
      regions: [],
      startsAt: day(60),
      endsAt: day(67),
      popup: false,
      createdBy: demo.staff,
      createdAt: day(-2),
    },
    {
      id: 5,
      name: { en: 'Summer pack opening', ja: 'サマーパック開封イベント', ko: '여름 팩 개봉 이벤트', 'zh-Hant': '夏日開包活動' },
      summary: {
        en: 'Our summer event is over: thank you to everyone who opened packs with us. Winners have received their prizes.',
        ja: '夏のイベントは終了しました。ご参加ありがとうございました。当選者には賞品をお届けしました。',
        ko: '여름 이벤트가 종료되었습니다. 함께해 주셔서 감사합니다. 당첨자분들께 상품을 보내 드렸습니다.',
        'zh-Hant': '夏日活動已結束，感謝大家一起開包。得獎者已收到獎品。',
      },
      images: ['/promo/summer-packs.svg'],
      activityType: 2,
      regions: [],
      startsAt: day(-150),
      endsAt: day(-120),
      popup: false,
      createdBy: demo.staff,
      createdAt: day(-160),
    },
  ];
  const tickets = { en: 'Raffle tickets', ja: '抽選券', ko: '추첨권', 'zh-Hant': '抽獎券' };
  const sleeves = { en: 'Premium card sleeves', ja: 'プレミアムカードスリーブ', ko: '프리미엄 카드 슬리브', 'zh-Hant': '高級卡套' };
  const giftRows: GiftInsert[] = [
    {
      id: 1, activityId: 1, memberId: demo.buyer, giftName: tickets, giftImage: '/promo/gift-tickets.svg', giftType: 1, status: 1,
      redemptionCodes: ['HOLO-7KQ2-M4XD', 'HOLO-R9TW-3HPZ'], createdAt: day(-3), releasedAt: day(-2),
    },
    {
      id: 2, activityId: 5, memberId: demo.buyer, giftName: sleeves, giftImage: '/promo/gift-sleeves.svg', giftType: 0, status: 1,
      carrierName: 'UPS', trackingNumber: '1Z999AA10123456784', createdAt: day(-118), releasedAt: day(-115),
    },
    { id: 3, activityId: 1, memberId: demo.bidder, giftName: tickets, giftImage: '/promo/gift-tickets.svg', giftType: 1, status: 2, redemptionCodes: ['HOLO-C8VN-6JLE'], createdAt: day(-1) },
  ];
  return { activities: activityRows, activityGifts: giftRows };
}
