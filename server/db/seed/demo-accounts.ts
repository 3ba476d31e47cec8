/**
 * The demo sign-ins loaded with the demo data (SEED_DEMO=true on an empty database). Every seeded
 * member, including the store owners and the bidders, signs in with DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = 'Holo2026';

export const demoAccounts = {
  /** Verified US buyer: phone, a default New York address, CHP credit, watches and a few live bids. */
  buyer: { email: 'buyer@holo.test', nickname: 'DemoBuyer', memberSource: 'US', areaCode: '1', telPhone: '2025550143', verifyStatus: 2, isSeller: false },
  /** US buyer who has not verified their identity and has no address: the buying gate stops them. */
  unverified: { email: 'unverified@holo.test', nickname: 'NewCollector', memberSource: 'US', areaCode: '1', telPhone: '2025550144', verifyStatus: 0, isSeller: false },
  /** Verified Macao buyer (prices in MOP) with a Macao address. */
  macao: { email: 'macao@holo.test', nickname: 'MacauCollector', memberSource: 'MO', areaCode: '853', telPhone: '66123456', verifyStatus: 2, isSeller: false },
  /** Seller owning the store "Golden Era Breaks". */
  seller: { email: 'seller@holo.test', nickname: 'DemoSeller', memberSource: 'US', areaCode: '1', telPhone: '2025550145', verifyStatus: 2, isSeller: true },
  /** A second verified US bidder (phone, default address, CHP credit), to bid against the demo buyer. */
  bidder: { email: 'bidder@holo.test', nickname: 'CardShowAce', memberSource: 'US', areaCode: '1', telPhone: '2025550187', verifyStatus: 2, isSeller: false },
  /** Holo staff at every desk (cases, warehouse, tax, sellers, content): the staff console at /staff/. */
  staff: { email: 'staff@holo.test', nickname: 'HoloSupport', memberSource: 'US', areaCode: '1', telPhone: '2025550199', verifyStatus: 2, isSeller: false },
  /** Holo staff at the warehouse desk only: the staff console (/staff/) shows them that desk alone. */
  warehouse: { email: 'warehouse@holo.test', nickname: 'HoloWarehouse', memberSource: 'US', areaCode: '1', telPhone: '2025550198', verifyStatus: 2, isSeller: false },
} as const;

export type DemoAccountKey = keyof typeof demoAccounts;
