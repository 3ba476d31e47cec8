/**
 * Demo members: the four demo accounts, the store owners and a crowd of bidders. They all share
 * one argon2id hash of DEMO_PASSWORD (hashed once per seed: argon2id is slow on purpose).
 */
import type { addresses, members } from '../schema';
import { demoAccounts } from './demo-accounts';
import { storeDefs } from './stores';
import { nicknameSkeleton } from '../../services/accounts/nickname-skeleton';

const bidderNicknames = [
  'SlabHunter88', 'WaxRipper23', 'GemMintGary', 'RookieRaider', 'PSA10Chaser', 'VintageVince', 'HoloHunterJo',
  'PackPullPete', 'CourtsideCards', 'GridironGreg', 'PuckCollector', 'PitchSideSam', 'BlueEyesBrian', 'ManaFlowMia',
  'StrawHatSora', 'ChromeKingKev', 'RefractorRay', 'TopLoaderTina', 'BoxBreakBen', 'SetBuilderSue', 'PennantPaul',
  'DiamondDana', 'PrizmPriya', 'ShinyEevee99',
];

export interface MemberSeed {
  members: (typeof members.$inferInsert)[];
  addresses: (typeof addresses.$inferInsert)[];
  demo: { buyer: number; unverified: number; macao: number; seller: number; bidder: number; staff: number; warehouse: number };
  /** Owner member id per storeDefs entry. */
  storeOwnerIds: number[];
  bidderIds: number[];
}

export function buildMembers(passwordHash: string, now: Date): MemberSeed {
  const rows: (typeof members.$inferInsert)[] = [];
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const add = (row: Omit<typeof members.$inferInsert, 'id' | 'passwordHash'>) => {
    const id = rows.length + 1;
    // Phones are registered under the member's own country (spec: AreaCode), as registration does.
    rows.push({ id, passwordHash, phoneCountry: row.memberSource, nicknameSkeleton: nicknameSkeleton(row.nickname), ...row });
    return id;
  };

  const demoRow = (key: keyof typeof demoAccounts, extra: Partial<typeof members.$inferInsert> = {}) => {
    const account = demoAccounts[key];
    return add({ ...account, isSell: account.isSeller, createdAt: daysAgo(400), ...extra });
  };
  const demo = {
    buyer: demoRow('buyer', { state: 'New York', stateCode: 'NY' }),
    unverified: demoRow('unverified', { createdAt: daysAgo(3) }),
    macao: demoRow('macao', { language: 'zh-Hant' }),
    seller: demoRow('seller', { state: 'New York', stateCode: 'NY' }),
  };

  const storeOwnerIds = storeDefs.map((def, index) => {
    if (def.owner.nickname === demoAccounts.seller.nickname) return demo.seller;
    return add({
      ...def.owner,
      email: `${def.owner.nickname.toLowerCase()}@sellers.holo.test`,
      isSeller: true,
      isSell: true,
      verifyStatus: 2,
      language: def.owner.memberSource === 'US' ? 'en' : 'zh-Hant',
      createdAt: daysAgo(900 - index * 40),
    });
  });

  const bidderIds = bidderNicknames.map((nickname, index) =>
    add({
      nickname,
      email: `${nickname.toLowerCase()}@bidders.holo.test`,
      areaCode: '1',
      telPhone: `31055502${String(index).padStart(2, '0')}`,
      memberSource: 'US',
      verifyStatus: 2,
      createdAt: daysAgo(600 - index * 20),
    }),
  );

  // Added after the crowd so the ids of the members seeded before it stay as they were.
  const bidder = demoRow('bidder', { state: 'District of Columbia', stateCode: 'DC', createdAt: daysAgo(200) });
  const staff = demoRow('staff', { createdAt: daysAgo(300) });
  const warehouse = demoRow('warehouse', { createdAt: daysAgo(120) });

  const address = (memberId: number, fields: Omit<typeof addresses.$inferInsert, 'memberId' | 'isDefault'>) =>
    ({ memberId, isDefault: true, ...fields });
  return {
    members: rows,
    addresses: [
      address(demo.buyer, { userName: 'Alex Morgan', country: 'US', streetAddress: '350 Fifth Avenue', streetAddress2: 'Suite 4100',
        city: 'New York', state: 'New York', stateCode: 'NY', zipCode: '10118', phone: demoAccounts.buyer.telPhone }),
      address(demo.macao, { userName: 'Chan Tai Man', country: 'MO', streetAddress: 'Avenida da Praia Grande 429', streetAddress2: '12F',
        city: 'Macao', zipCode: '999078', phone: demoAccounts.macao.telPhone }),
      address(demo.seller, { userName: 'Jordan Lee', country: 'US', streetAddress: '1 Penn Plaza', city: 'New York',
        state: 'New York', stateCode: 'NY', zipCode: '10119', phone: demoAccounts.seller.telPhone }),
      address(bidder, { userName: 'Sam Rivera', country: 'US', streetAddress: '1100 Pennsylvania Avenue NW',
        city: 'Washington', state: 'District of Columbia', stateCode: 'DC', zipCode: '20004', phone: demoAccounts.bidder.telPhone }),
    ],
    demo: { ...demo, bidder, staff, warehouse },
    storeOwnerIds,
    bidderIds,
  };
}
