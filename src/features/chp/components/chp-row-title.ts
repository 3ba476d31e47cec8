import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ChpRecord } from '../../../domain/chp/chp-history.schema';

/** The item code at the end of a deposit row's description ("Bid deposit held for item HL123"). */
const itemCodeIn = (describe: string) => /\bitem (\S+)$/.exec(describe)?.[1];

/**
 * What a history row is called: deposits by their kind (the server's description is English), other
 * rows by their description. A descriptor to translate, or the text as it is.
 */
export function chpRowTitle(row: Pick<ChpRecord, 'Kind' | 'Describe'>): MessageDescriptor | string {
  if (row.Kind === 'hold') {
    const item = itemCodeIn(row.Describe);
    return item ? msg`Deposit held for ${item}` : msg`Deposit held`;
  }
  if (row.Kind === 'release') return msg`Deposit returned`;
  return row.Describe;
}

export const consumptionTypeLabels = { 1: msg`Deduct`, 2: msg`Increase` } as const;
