/** Sealed boxes and cases; listed under Sealed (Wax) of their game or under Boxes & Cases. */
import type { SealedSpec } from './card-spec';

type Row = [first: SealedSpec['first'], second: string, year: number, title: string, manufacturer: SealedSpec['manufacturer'], box: SealedSpec['box'], valueUsd: number];

const rows: Row[] = [
  ['Sports', 'Baseball', 2024, '2024 Topps Chrome Baseball Hobby Box', 'Topps', 'Hobby Boxes', 300],
  ['Sports', 'Baseball', 2024, '2024 Bowman Baseball Hobby Box', 'Bowman', 'Hobby Boxes', 260],
  ['Sports', 'Baseball', 2024, '2024 Topps Series 1 Baseball Blaster Box', 'Topps', 'Blaster Boxes', 30],
  ['Sports', 'Baseball', 2024, '2024 Topps Series 1 Baseball Hobby Case (12 Boxes)', 'Topps', 'Cases', 1100],
  ['Sports', 'Basketball', 2023, '2023-24 Panini Prizm Basketball Hobby Box', 'Panini', 'Hobby Boxes', 900],
  ['Sports', 'Basketball', 2024, '2024-25 Panini Prizm Basketball Blaster Box', 'Panini', 'Blaster Boxes', 60],
  ['Sports', 'Basketball', 2023, '2023-24 Panini Prizm Basketball Hobby Case (12 Boxes)', 'Panini', 'Cases', 9500],
  ['Sports', 'Football', 2024, '2024 Panini Prizm Football Hobby Box', 'Panini', 'Hobby Boxes', 800],
  ['Sports', 'Football', 2024, '2024 Donruss Football Blaster Box', 'Donruss', 'Blaster Boxes', 35],
  ['Sports', 'Soccer', 2024, '2024-25 Topps Chrome UEFA Club Competitions Hobby Box', 'Topps', 'Hobby Boxes', 220],
  ['Sports', 'Hockey', 2024, '2024-25 Upper Deck Series 1 Hockey Hobby Box', 'Upper Deck', 'Hobby Boxes', 250],
  ['Sports', 'Hockey', 2024, '2024-25 Upper Deck Series 1 Hockey Blaster Box', 'Upper Deck', 'Blaster Boxes', 35],
  ['TCG', 'Pokémon', 2021, 'Pokémon Evolving Skies Booster Box', 'The Pokémon Company', 'Hobby Boxes', 1100],
  ['TCG', 'Pokémon', 2025, 'Pokémon Prismatic Evolutions Elite Trainer Box', 'The Pokémon Company', 'Blaster Boxes', 90],
  ['TCG', 'Pokémon', 2024, 'Pokémon Surging Sparks Booster Box Case (6 Boxes)', 'The Pokémon Company', 'Cases', 1000],
  ['TCG', 'Magic: The Gathering', 2024, 'MTG Modern Horizons 3 Play Booster Box', 'Wizards of the Coast', 'Hobby Boxes', 250],
  ['TCG', 'Magic: The Gathering', 2024, 'MTG Bloomburrow Play Booster Case (6 Boxes)', 'Wizards of the Coast', 'Cases', 800],
  ['TCG', 'Yu-Gi-Oh!', 2023, 'Yu-Gi-Oh! 25th Anniversary Rarity Collection Booster Box', 'Konami', 'Hobby Boxes', 80],
  ['TCG', 'One Piece', 2023, 'One Piece Awakening of the New Era OP-05 Booster Box', 'Bandai', 'Hobby Boxes', 300],
  ['Non-Sport', 'Star Wars', 2023, '2023 Topps Chrome Star Wars Hobby Box', 'Topps', 'Hobby Boxes', 120],
  ['Non-Sport', 'Marvel', 2024, '2024 Upper Deck Marvel Flair Hobby Box', 'Upper Deck', 'Hobby Boxes', 150],
  ['Non-Sport', 'Garbage Pail Kids', 2024, '2024 Topps Garbage Pail Kids Blaster Box', 'Topps', 'Blaster Boxes', 25],
];

export const sealedProducts: SealedSpec[] = rows.map(([first, second, year, title, manufacturer, box, valueUsd]) => ({
  first, second, year, title, manufacturer, box, valueUsd,
}));
