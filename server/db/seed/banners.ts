/**
 * Home page banners for the US and Macao areas, one of each click type. click_url holds what the
 * click type needs: 0 an external URL, 2 an item id, 6 a manufacturer id (its /list tab), 9 a store
 * id, 10 a market query string.
 */
import type { banners } from '../schema';
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

  const us: Omit<BannerRow, 'id' | 'imgUrl' | 'areaCode' | 'sort'>[] = [
    { title: 'Headline lot, live now', subtitle: headline.row.title, clickType: 2, clickUrl: String(headline.row.id) },
    { title: 'Graded basketball, ending soon', subtitle: 'PSA, BGS and SGC slabs from trusted sellers', clickType: 10, clickUrl: market(basketball, '&sort=1') },
    { title: 'Shop Topps', subtitle: 'Chrome, Update and Heritage: every Topps card in one place', clickType: 6, clickUrl: String(manufacturerId('Topps')) },
    { title: 'Visit Charizard Corner', subtitle: 'WOTC holos, alternate arts & sealed booster boxes', clickType: 9, clickUrl: storeId('Charizard Corner') },
    { title: 'Get your cards graded', subtitle: 'How grading works and what it costs', clickType: 0, clickUrl: 'https://www.psacard.com/services' },
  ];
  const macao: typeof us = [
    { title: 'Macau Card Exchange', subtitle: 'Local seller, shipped through the Holo warehouse', clickType: 9, clickUrl: storeId('Macau Card Exchange') },
    { title: 'Pokémon singles from Asia', subtitle: 'Alternate arts and special illustration rares', clickType: 10, clickUrl: market(pokemon) },
    { title: 'Headline lot, live now', subtitle: headline.row.title, clickType: 2, clickUrl: String(headline.row.id) },
  ];
  const rows = [...us.map((b) => ({ ...b, areaCode: 'US' })), ...macao.map((b) => ({ ...b, areaCode: 'MO' }))];
  return rows.map((banner, index) => ({
    ...banner,
    id: index + 1,
    imgUrl: generatedImageUrl('banner', index + 1),
    sort: banner.areaCode === 'US' ? index : index - us.length,
  }));
}
