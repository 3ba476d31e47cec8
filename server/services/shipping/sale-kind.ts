/** A sale is a marketplace order or a store order: shipments, feedback and the ledger name it by kind and id. */
export type SaleKind = 'order' | 'store_order';

export interface SaleRef {
  kind: SaleKind;
  id: number;
}
