/**
 * The benchmark's fixed query mix: what buyers do on the market page, drawn with a seeded
 * generator so every run sends the same 1,000 searches. Keywords come from the listed cards
 * (player and card names, sets, years), some misspelled or in another word order.
 */
import { Random } from '../server/db/seed/random';
import { marketSearchQuery, type MarketSearch } from '../src/domain/catalog/market-search.schema';
import { buildCategories } from '../server/db/seed/categories';
import type { BenchCard } from './search-bench-cards';
import { BENCH_MEMBERS, BENCH_SELLERS } from './search-bench-data';

export interface BenchQuery {
  kind: string;
  search: MarketSearch;
  viewerId: number | null;
}

const broadWords = ['topps', 'pokemon', 'prizm', 'psa 10', 'rookie', 'charizard', 'chrome refractor', 'bgs 9.5', 'auto', 'holo'];
const kinds = [
  ['keyword-player', 20], ['keyword-combo', 15], ['keyword-typo', 7], ['keyword-broad', 8], ['keyword-rare', 5],
  ['browse-category', 25], ['browse-filters', 10], ['sold', 5], ['landing', 5],
] as const;

export function buildQueryMix(count: number, seed: number, cards: BenchCard[]): BenchQuery[] {
  const random = new Random(seed);
  const categories = buildCategories().categories;
  const popular = cards.slice(0, 111);
  const rare = cards.slice(111);
  const queries: BenchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kind = random.weighted(kinds);
    const params: Record<string, string | string[]> = {};
    const card = random.pick(kind === 'keyword-rare' ? rare : popular);
    const words = card.subject.split(' ');
    if (kind === 'keyword-player') params.key = random.chance(0.5) ? words.at(-1)! : card.subject;
    if (kind === 'keyword-combo') params.key = random.shuffle([words.at(-1)!, ...card.set.split(' ').slice(0, 2), String(card.year)]).join(' ');
    if (kind === 'keyword-typo') params.key = misspell(random, words.reduce((a, b) => (b.length > a.length ? b : a)));
    if (kind === 'keyword-broad') params.key = random.pick(broadWords);
    if (kind === 'keyword-rare') params.key = card.subject;
    if (kind === 'sold') {
      params.status = 'sold';
      if (random.chance(0.5)) params.key = words.at(-1)!;
    }
    const keyword = params.key !== undefined;
    if (kind === 'browse-category' || (keyword && random.chance(0.25)) || (kind === 'sold' && !keyword)) {
      const level = random.int(1, 3);
      const category = random.pick(categories.filter((c) => c.level === level));
      params[level === 1 ? 'f' : level === 2 ? 's' : 't'] = String(category.id);
    }
    if (kind === 'browse-filters' || random.chance(0.15)) {
      const min = random.pick([0, 5, 10, 25, 50, 100]);
      params.min = String(min);
      params.max = String(min + random.pick([20, 50, 100, 500, 5000]));
    }
    if (kind === 'browse-filters' || random.chance(0.1)) params.type = String(random.int(1, 3));
    if (kind === 'browse-filters' && random.chance(0.5)) params.graded = random.pick(['0', '1']);
    if (kind === 'browse-filters' && random.chance(0.5)) params.prop = random.pick([['Rookie:Yes'], ['Auto:Yes'], ['Sports:Baseball', 'Sports:Basketball']]);
    // Grader and grade, condition or year (issue 32), from a stream of their own so the rest of the mix stays as it was.
    if (kind === 'browse-filters') Object.assign(params, specificsFilter(new Random(0x5bec + queries.length)));
    if (!keyword || random.chance(0.3)) params.sort = String(random.weighted([[1, 40], [2, 25], [3, 25], [4, 10]] as const));
    if (params.sort === '2') params.dir = random.pick(['asc', 'desc']);
    params.page = String(random.weighted([[1, 75], [random.int(2, 5), 20], [random.int(6, 30), 5]] as const));
    params.size = String(random.weighted([[60, 80], [120, 15], [240, 5]] as const));
    const viewerId = random.chance(0.3) ? random.int(BENCH_SELLERS + 1, BENCH_MEMBERS) : null;
    queries.push({ kind, search: marketSearchQuery.parse(params), viewerId });
  }
  return queries;
}

function specificsFilter(random: Random): Record<string, string> {
  if (!random.chance(0.5)) return {};
  const choices: [Record<string, string>, number][] = [
    [{ grader: 'PSA', grade: '10' }, 3],
    [{ grade: '9.5' }, 2],
    [{ cond: 'NM' }, 2],
    [{ year: String(random.int(1986, 2024)) }, 2],
  ];
  return random.weighted(choices);
}

/** One slip of the finger: two neighbouring letters swapped, or one dropped. */
function misspell(random: Random, word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 5) return lower;
  const at = random.int(1, lower.length - 2);
  return random.chance(0.5)
    ? lower.slice(0, at) + lower[at + 1] + lower[at] + lower.slice(at + 2)
    : lower.slice(0, at) + lower.slice(at + 1);
}
