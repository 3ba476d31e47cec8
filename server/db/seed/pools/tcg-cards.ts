/** Key TCG singles with rough raw values. */
import { cards } from './card-spec';

export const tcgCards = [
  ...cards('TCG', 'Pokémon', [
    [1999, 'Pokémon Base Set', 'The Pokémon Company', 'Charizard Holo', '4/102', '', 400],
    [1999, 'Pokémon Base Set', 'The Pokémon Company', 'Blastoise Holo', '2/102', '', 120],
    [1999, 'Pokémon Base Set', 'The Pokémon Company', 'Venusaur Holo', '15/102', '', 100],
    [1999, 'Pokémon Jungle', 'The Pokémon Company', 'Snorlax Holo', '11/64', '', 40],
    [2000, 'Pokémon Neo Genesis', 'The Pokémon Company', 'Lugia Holo', '9/111', '', 300],
    [2016, 'Pokémon Evolutions', 'The Pokémon Company', 'Charizard Holo', '11/108', '', 30],
    [2020, 'Pokémon Vivid Voltage', 'The Pokémon Company', 'Pikachu VMAX Rainbow Rare', '188/185', '', 200],
    [2021, 'Pokémon Evolving Skies', 'The Pokémon Company', 'Umbreon VMAX Alternate Art', '215/203', '', 900],
    [2021, 'Pokémon Evolving Skies', 'The Pokémon Company', 'Rayquaza VMAX Alternate Art', '218/203', '', 450],
    [2022, 'Pokémon Lost Origin', 'The Pokémon Company', 'Giratina V Alternate Art', '186/196', '', 350],
    [2023, 'Pokémon Scarlet & Violet 151', 'The Pokémon Company', 'Charizard ex Special Illustration Rare', '199/165', '', 120],
    [2023, 'Pokémon Obsidian Flames', 'The Pokémon Company', 'Charizard ex Special Illustration Rare', '223/197', '', 70],
    [2024, 'Pokémon Paldean Fates', 'The Pokémon Company', 'Mew ex Special Illustration Rare', '232/091', '', 60],
    [2025, 'Pokémon Prismatic Evolutions', 'The Pokémon Company', 'Umbreon ex Special Illustration Rare', '161/131', '', 1100],
  ]),
  ...cards('TCG', 'Magic: The Gathering', [
    [1993, 'MTG Unlimited', 'Wizards of the Coast', 'Black Lotus', '232', '', 15000],
    [1994, 'MTG Revised Edition', 'Wizards of the Coast', 'Underground Sea', '286', '', 700],
    [2007, 'MTG Future Sight', 'Wizards of the Coast', 'Tarmogoyf', '153', '', 40],
    [2010, 'MTG Worldwake', 'Wizards of the Coast', 'Jace, the Mind Sculptor', '31', '', 60],
    [2021, 'MTG Modern Horizons 2', 'Wizards of the Coast', 'Ragavan, Nimble Pilferer', '138', '', 50],
    [2022, 'MTG Dominaria United', 'Wizards of the Coast', 'Sheoldred, the Apocalypse', '107', '', 70],
    [2023, 'MTG The Lord of the Rings', 'Wizards of the Coast', 'The One Ring', '246', '', 60],
  ]),
  ...cards('TCG', 'Yu-Gi-Oh!', [
    [2002, 'Yu-Gi-Oh! Legend of Blue Eyes White Dragon', 'Konami', 'Blue-Eyes White Dragon', 'LOB-001', '', 600],
    [2002, 'Yu-Gi-Oh! Legend of Blue Eyes White Dragon', 'Konami', 'Exodia the Forbidden One', 'LOB-124', '', 200],
    [2002, 'Yu-Gi-Oh! Starter Deck Yugi', 'Konami', 'Dark Magician', 'SDY-006', '', 40],
    [2017, 'Yu-Gi-Oh! Maximum Crisis', 'Konami', 'Ash Blossom & Joyous Spring', 'MACR-EN036', '', 20],
    [2023, 'Yu-Gi-Oh! 25th Anniversary Rarity Collection', 'Konami', 'Dark Magician Girl', 'RA01-EN006', '', 35],
  ]),
  ...cards('TCG', 'One Piece', [
    [2022, 'One Piece Romance Dawn OP-01', 'Bandai', 'Monkey.D.Luffy Alternate Art', 'OP01-024', '', 60],
    [2022, 'One Piece Romance Dawn OP-01', 'Bandai', 'Shanks Manga Rare', 'OP01-120', '', 500],
    [2022, 'One Piece Romance Dawn OP-01', 'Bandai', 'Roronoa Zoro Alternate Art', 'OP01-025', '', 80],
    [2023, 'One Piece Paramount War OP-02', 'Bandai', 'Portgas.D.Ace Alternate Art', 'OP02-013', '', 50],
    [2023, 'One Piece Awakening of the New Era OP-05', 'Bandai', 'Monkey.D.Luffy Manga Rare', 'OP05-119', '', 900],
  ]),
];
