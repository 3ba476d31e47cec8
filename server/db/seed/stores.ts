/**
 * The demo stores and the sellers who own them. `groups` are the second-level categories (or
 * "Boxes & Cases") a store mostly lists; listings are spread over stores by these.
 */
import type { stores } from '../schema';
import { generatedImageUrl } from '../../services/media/generated-image-url';

export interface StoreDef {
  name: string;
  owner: { nickname: string; memberSource: string; areaCode: string; telPhone: string };
  about: string;
  recommended: boolean;
  groups: string[];
}

const us = (nickname: string, telPhone: string) => ({ nickname, memberSource: 'US', areaCode: '1', telPhone });

export const storeDefs: StoreDef[] = [
  { name: 'Golden Era Breaks', owner: us('DemoSeller', '2025550145'), recommended: true, groups: ['Baseball', 'Basketball', 'Football', 'Boxes & Cases'],
    about: 'Vintage and modern sports singles, graded gems and sealed wax. Every card ships in a top loader and team bag inside a bubble mailer with tracking, within 2 business days.' },
  { name: 'Cardboard Kingdom', owner: us('CardboardKing', '2125550101'), recommended: true, groups: ['Baseball', 'Basketball', 'Football', 'Hockey'],
    about: 'Family-run card shop since 1994. Thousands of raw singles, team lots and star rookies. Combined shipping on every order.' },
  { name: 'Slab City Sports', owner: us('SlabCitySports', '3125550102'), recommended: true, groups: ['Baseball', 'Basketball', 'Football', 'Hockey', 'Soccer'],
    about: 'Graded cards only: PSA, BGS and SGC slabs, each photographed front and back. Slabs ship double-boxed and insured.' },
  { name: 'Charizard Corner', owner: us('CharizardCorner', '4155550103'), recommended: true, groups: ['Pokémon'],
    about: 'Pokémon from Base Set to Scarlet & Violet: WOTC holos, alternate arts, graded chase cards and sealed booster boxes.' },
  { name: 'Vintage Vault Cards', owner: us('VintageVault', '6175550104'), recommended: true, groups: ['Baseball', 'Football', 'Basketball'],
    about: 'Pre-war to 1980s cardboard. Mantle, Mays, Aaron and the rest of the Hall of Fame, graded and raw, described honestly.' },
  { name: 'Rookie Row Collectibles', owner: us('RookieRow', '2145550105'), recommended: false, groups: ['Basketball', 'Football', 'Soccer'],
    about: 'Modern rookies, Prizm parallels and on-card autographs. New listings every Sunday night.' },
  { name: 'Hobby Haven Breaks', owner: us('HobbyHaven', '6025550106'), recommended: true, groups: ['Boxes & Cases'],
    about: 'Sealed hobby boxes, blasters and cases straight from distributors. We never search or reseal product.' },
  { name: 'Mana Leak Games', owner: us('ManaLeakGames', '2065550107'), recommended: false, groups: ['Magic: The Gathering', 'Yu-Gi-Oh!'],
    about: 'Magic: The Gathering and Yu-Gi-Oh! singles graded by condition (NM, LP, MP), foils and sealed product.' },
  { name: 'Macau Card Exchange', owner: { nickname: 'MacauCardEx', memberSource: 'MO', areaCode: '853', telPhone: '62881234' }, recommended: true,
    groups: ['Pokémon', 'One Piece', 'Soccer'], about: 'Macao-based shop for Asian and English TCG releases and football cards. Worldwide shipping through the Holo warehouse.' },
  { name: 'Pearl River Cards', owner: { nickname: 'PearlRiverCards', memberSource: 'CN', areaCode: '86', telPhone: '13812345678' }, recommended: false,
    groups: ['One Piece', 'Pokémon', 'Soccer'], about: 'One Piece and Pokémon singles from Shenzhen, shipped to buyers through the Holo overseas warehouse.' },
  { name: 'Victoria Harbour Holo', owner: { nickname: 'HarbourHolo', memberSource: 'HK', areaCode: '852', telPhone: '91234567' }, recommended: true,
    groups: ['Pokémon', 'One Piece', 'Marvel'], about: 'Hong Kong collector turned dealer: PSA 10 Pokémon, One Piece manga rares and Marvel inserts.' },
  { name: 'Hyperspace Collectibles', owner: us('HyperspaceCards', '5035550108'), recommended: false, groups: ['Star Wars', 'Marvel', 'Garbage Pail Kids'],
    about: 'Star Wars, Marvel and Garbage Pail Kids: 1977 Topps to today\'s Chrome refractors and sketch cards.' },
];

export function storeRows(ownerIds: number[], createdAt: Date): (typeof stores.$inferInsert)[] {
  return storeDefs.map((def, index) => ({
    id: index + 1,
    sellerMemberId: ownerIds[index]!,
    storeName: def.name,
    storeLogo: generatedImageUrl('store', index + 1),
    aboutStore: def.about,
    isRecommended: def.recommended,
    areaCode: def.owner.memberSource,
    createdAt,
  }));
}
