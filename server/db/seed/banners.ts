/**
 * Home page banners for the US and Macao areas, one of each click type. click_url holds what the
 * click type needs: 0 an external URL, 2 an item id, 6 a manufacturer id (its /list tab), 9 a store
 * id, 10 a market query string.
 */
import type { BannerTexts, banners } from '../schema';
import type { CategorySeed } from './categories';
import type { PlannedListing } from './listings';
import { generatedImageUrl } from '../../services/media/generated-image-url';
import { manufacturerId } from './manufacturers';
import { storeDefs } from './stores';

type BannerRow = typeof banners.$inferInsert;

export function buildBanners(listings: PlannedListing[], categories: CategorySeed): BannerRow[] {
  const headline = listings
    .filter((l) => l.kind === 'auction-live' && l.item.grade)
    .reduce((best, l) => (l.row.priceCents > best.row.priceCents ? l : best));
  const storeId = (name: string) => String(storeDefs.findIndex((s) => s.name === name) + 1);
  const basketball = categories.find('Sports', 'Basketball', 'Graded');
  const pokemon = categories.find('TCG', 'Pokémon', 'Singles');
  const market = (path: { first: number; second: number; third: number }, extra = '') =>
    `type=category&f=${path.first}&s=${path.second}&t=${path.third}${extra}`;

  // The headline lot's subtitle is its title: a listing's title is the seller's words, not translated.
  const live = (subtitle: string): BannerTexts => ({
    ja: { title: '注目のロット、ライブ中', subtitle },
    ko: { title: '주목할 경매, 지금 진행 중', subtitle },
    'zh-Hant': { title: '焦點拍品，正在競標', subtitle },
  });
  const us: Omit<BannerRow, 'id' | 'imgUrl' | 'areaCode' | 'sort'>[] = [
    { title: 'Headline lot, live now', subtitle: headline.row.title, texts: live(headline.row.title), clickType: 2, clickUrl: String(headline.row.id) },
    {
      title: 'Graded basketball, ending soon',
      subtitle: 'PSA, BGS and SGC slabs from trusted sellers',
      texts: {
        ja: { title: '鑑定済みバスケットボール、まもなく終了', subtitle: '信頼できる出品者のPSA・BGS・SGCスラブ' },
        ko: { title: '그레이딩 농구 카드, 곧 마감', subtitle: '믿을 수 있는 판매자의 PSA·BGS·SGC 슬랩' },
        'zh-Hant': { title: '鑑定籃球卡，即將結標', subtitle: '來自可信賣家的 PSA、BGS、SGC 評級卡' },
      },
      clickType: 10,
      clickUrl: market(basketball, '&sort=1'),
    },
    {
      title: 'Shop Topps',
      subtitle: 'Chrome, Update and Heritage: every Topps card in one place',
      texts: {
        ja: { title: 'Toppsを探す', subtitle: 'Chrome、Update、Heritage。Toppsのカードがここに揃います' },
        ko: { title: 'Topps 둘러보기', subtitle: 'Chrome, Update, Heritage까지 모든 Topps 카드를 한곳에서' },
        'zh-Hant': { title: '選購 Topps', subtitle: 'Chrome、Update、Heritage，所有 Topps 卡一次看齊' },
      },
      clickType: 6,
      clickUrl: String(manufacturerId('Topps')),
    },
    {
      title: 'Visit Charizard Corner',
      subtitle: 'WOTC holos, alternate arts & sealed booster boxes',
      texts: {
        ja: { title: 'Charizard Cornerへ', subtitle: 'WOTCのホロ、アートレア、未開封ブースターボックス' },
        ko: { title: 'Charizard Corner 방문하기', subtitle: 'WOTC 홀로, 얼터너티브 아트, 미개봉 부스터 박스' },
        'zh-Hant': { title: '逛逛 Charizard Corner', subtitle: 'WOTC 閃卡、異圖卡與未拆封補充包盒' },
      },
      clickType: 9,
      clickUrl: storeId('Charizard Corner'),
    },
    {
      title: 'Get your cards graded',
      subtitle: 'How grading works and what it costs',
      texts: {
        ja: { title: 'カードを鑑定に出そう', subtitle: '鑑定の仕組みと費用' },
        ko: { title: '카드 그레이딩 받기', subtitle: '그레이딩 방법과 비용 안내' },
        'zh-Hant': { title: '送卡鑑定', subtitle: '鑑定流程與費用說明' },
      },
      clickType: 0,
      clickUrl: 'https://www.psacard.com/services',
    },
  ];
  const macao: typeof us = [
    {
      title: 'Macau Card Exchange',
      subtitle: 'Local seller, shipped through the Holo warehouse',
      texts: {
        ja: { title: 'Macau Card Exchange', subtitle: '地元の出品者、Holo倉庫から発送' },
        ko: { title: 'Macau Card Exchange', subtitle: '현지 판매자, Holo 창고를 통해 배송' },
        'zh-Hant': { title: 'Macau Card Exchange', subtitle: '本地賣家，經 Holo 倉庫寄送' },
      },
      clickType: 9,
      clickUrl: storeId('Macau Card Exchange'),
    },
    {
      title: 'Pokémon singles from Asia',
      subtitle: 'Alternate arts and special illustration rares',
      texts: {
        ja: { title: 'アジアのポケモンシングル', subtitle: 'アートレアとスペシャルアートレア' },
        ko: { title: '아시아 포켓몬 싱글 카드', subtitle: '얼터너티브 아트와 스페셜 일러스트 레어' },
        'zh-Hant': { title: '來自亞洲的寶可夢單卡', subtitle: '異圖卡與特別插畫稀有卡' },
      },
      clickType: 10,
      clickUrl: market(pokemon),
    },
    { title: 'Headline lot, live now', subtitle: headline.row.title, texts: live(headline.row.title), clickType: 2, clickUrl: String(headline.row.id) },
  ];
  const rows = [...us.map((b) => ({ ...b, areaCode: 'US' })), ...macao.map((b) => ({ ...b, areaCode: 'MO' }))];
  return rows.map((banner, index) => ({
    ...banner,
    id: index + 1,
    imgUrl: generatedImageUrl('banner', index + 1),
    sort: banner.areaCode === 'US' ? index : index - us.length,
  }));
}
