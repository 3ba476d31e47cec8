/**
 * Where an order is in its life, read the same way for a marketplace order (1 unpaid, 2 paid,
 * 3 shipped, 5 finished, 6 closed) and a store order (1, 2, 3, 4 complete, 6 closed): spec 3
 * section 4 treats everything from 4 up to 5 as finished and above 5 as closed. IsReceive (the
 * buyer confirmed receipt) also means finished.
 */
export type OrderStage = 'unpaid' | 'paid' | 'shipped' | 'finished' | 'closed';

export function orderStage(status: number, isReceive = false): OrderStage {
  if (status > 5) return 'closed';
  if (isReceive) return 'finished';
  if (status <= 1) return 'unpaid';
  if (status === 2) return 'paid';
  if (status === 3) return 'shipped';
  return 'finished';
}
