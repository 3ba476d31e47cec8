/**
 * The cards the search benchmark lists a million times: the demo pools' real cards (popular, drawn
 * most often) and ~20,000 synthetic ones (players from name lists, sets, years, numbers), so the
 * vocabulary and the spread of matches look like a real marketplace's.
 */
import { Random } from '../server/db/seed/random';
import { buildCategories } from '../server/db/seed/categories';
import { manufacturerId, type ManufacturerName } from '../server/db/seed/manufacturers';
import { sportsCards } from '../server/db/seed/pools/sports-cards';
import { tcgCards } from '../server/db/seed/pools/tcg-cards';
import { nonSportCards } from '../server/db/seed/pools/non-sport-cards';
import type { CardSpec } from '../server/db/seed/pools/card-spec';

export interface BenchCard {
  id: number;
  kind: 'sports' | 'tcg' | 'nonsport';
  first: number;
  second: number;
  secondName: string;
  singles: number;
  graded: number;
  year: number;
  set: string;
  manufacturer: number;
  subject: string;
  number: string;
  rookie: boolean;
  auto: boolean;
  valueCents: number;
}

const firstNames = ('James Michael Robert John David William Richard Joseph Thomas Chris Daniel Matthew Anthony Mark Steven Paul ' +
  'Andrew Joshua Kevin Brian George Tim Ryan Jacob Gary Nick Eric Jonathan Justin Brandon Sam Ben Tyler Aaron Jose Adam ' +
  'Nathan Zach Kyle Noah Ethan Dylan Austin Jordan Cody Caleb Jalen Trey Devin Marcus Tyrese Shai Victor Bobby Corbin Jackson ' +
  'Riley Carlos Luis Miguel Rafael Yoshi Kenta Hiro Luka Nikola Jamal Darius Cade Bryce Malik Jaylen Zion Evan Max Owen').split(' ');
const lastNames = ('Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson ' +
  'Anderson Thomas Taylor Moore Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen ' +
  'King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez ' +
  'Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz ' +
  'Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray ' +
  'Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Witt Carroll Skenes Wembanyama ' +
  'Stroud Purdy Bedard Caminero Holliday Chourio Merrill Langford Crews Jobe Tanaka Yamamoto Sasaki Suzuki Okafor').split(' ');
const sportsSets: [string, ManufacturerName][] = [
  ['Topps', 'Topps'], ['Topps Chrome', 'Topps'], ['Topps Update', 'Topps'], ['Topps Heritage', 'Topps'], ['Stadium Club', 'Topps'],
  ['Bowman', 'Bowman'], ['Bowman Chrome', 'Bowman'], ['Bowman Draft', 'Bowman'], ['Panini Prizm', 'Panini'], ['Select', 'Panini'],
  ['Mosaic', 'Panini'], ['National Treasures', 'Panini'], ['Donruss', 'Donruss'], ['Donruss Optic', 'Donruss'],
  ['Upper Deck', 'Upper Deck'], ['SP Authentic', 'Upper Deck'], ['Fleer', 'Fleer'], ['Fleer Ultra', 'Fleer'], ['Leaf Metal', 'Leaf'],
];
const monsters = ('Pikachu Charizard Blastoise Venusaur Mewtwo Mew Gengar Eevee Umbreon Espeon Sylveon Rayquaza Lugia Ho-Oh ' +
  'Gyarados Dragonite Snorlax Lucario Greninja Garchomp Giratina Arceus Zapdos Moltres Articuno Jolteon Vaporeon Flareon ' +
  'Leafeon Glaceon Gardevoir Tyranitar Metagross Salamence Darkrai Dialga Palkia Zekrom Reshiram Kyogre Groudon Mimikyu').split(' ');
const monsterVariants = ['V', 'VMAX', 'VSTAR', 'ex', 'GX', 'Holo', 'Full Art', 'Alternate Art', 'Illustration Rare', 'Reverse Holo'];
const tcgSets = ['Base Set', 'Jungle', 'Fossil', 'Team Rocket', 'Neo Genesis', 'Evolving Skies', 'Brilliant Stars', 'Lost Origin',
  'Silver Tempest', 'Crown Zenith', 'Obsidian Flames', 'Paldea Evolved', 'Paradox Rift', 'Temporal Forces', 'Surging Sparks'];
const sportsSeconds = ['Baseball', 'Basketball', 'Football', 'Soccer', 'Hockey'];

export function buildBenchCards(count: number, seed = 7): BenchCard[] {
  const random = new Random(seed);
  const categories = buildCategories();
  const cards: BenchCard[] = [];
  const add = (kind: BenchCard['kind'], spec: Omit<CardSpec, 'first'> & { firstName: string }) => {
    const singles = categories.find(spec.firstName, spec.second, 'Singles');
    const graded = categories.find(spec.firstName, spec.second, 'Graded');
    cards.push({
      id: cards.length + 1, kind, first: singles.first, second: singles.second, secondName: spec.second,
      singles: singles.third, graded: graded.third, year: spec.year, set: spec.set, manufacturer: manufacturerId(spec.manufacturer),
      subject: spec.subject, number: spec.number, rookie: spec.rookie, auto: spec.auto, valueCents: Math.round(spec.valueUsd * 100),
    });
  };
  const kindOf = (first: CardSpec['first']) => (first === 'Sports' ? 'sports' : first === 'TCG' ? 'tcg' : 'nonsport');
  for (const card of [...sportsCards, ...tcgCards, ...nonSportCards]) add(kindOf(card.first), { ...card, firstName: card.first });
  while (cards.length < count) {
    if (random.chance(0.7)) {
      const [set, maker] = random.pick(sportsSets);
      const year = random.chance(0.8) ? random.int(2000, 2025) : random.int(1952, 1999);
      add('sports', {
        firstName: 'Sports', second: random.pick(sportsSeconds), year, set, manufacturer: maker,
        subject: `${random.pick(firstNames)} ${random.pick(lastNames)}`, number: String(random.int(1, 400)),
        rookie: random.chance(0.3), auto: random.chance(0.1), valueUsd: random.int(2, 800),
      });
    } else {
      const size = random.int(60, 250);
      add('tcg', {
        firstName: 'TCG', second: 'Pokémon', year: random.int(1999, 2025), set: `Pokémon ${random.pick(tcgSets)}`,
        manufacturer: 'The Pokémon Company', subject: `${random.pick(monsters)} ${random.pick(monsterVariants)}`,
        number: `${random.int(1, size)}/${size}`, rookie: false, auto: false, valueUsd: random.int(1, 900),
      });
    }
  }
  return cards;
}

/** Words buyers type: popular subjects' surnames, full names, sets, years, monsters. */
export const benchVocabulary = { lastNames, monsters, sportsSets: sportsSets.map(([set]) => set), tcgSets };
