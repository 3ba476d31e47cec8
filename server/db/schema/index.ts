export * from './members';
export * from './addresses';
export * from './chp-ledger';
export * from './sandbox';
