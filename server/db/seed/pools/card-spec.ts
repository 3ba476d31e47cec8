/** The shapes of the pools listings are drawn from. Values are rough raw near-mint prices in USD. */
import type { ManufacturerName } from '../manufacturers';

export type FirstCategory = 'Sports' | 'TCG' | 'Non-Sport';

export interface CardSpec {
  first: FirstCategory;
  /** Second-level category, e.g. "Baseball", "Pokémon". */
  second: string;
  year: number;
  set: string;
  manufacturer: ManufacturerName;
  /** Player, character or card name. */
  subject: string;
  number: string;
  rookie: boolean;
  auto: boolean;
  valueUsd: number;
}

export interface SealedSpec {
  first: FirstCategory;
  second: string;
  year: number;
  title: string;
  manufacturer: ManufacturerName;
  box: 'Hobby Boxes' | 'Blaster Boxes' | 'Cases';
  valueUsd: number;
}

type CardRow = [year: number, set: string, manufacturer: ManufacturerName, subject: string, number: string, flags: string, valueUsd: number];

/** Expands compact rows: flags may hold "RC" and "Auto". */
export function cards(first: FirstCategory, second: string, rows: CardRow[]): CardSpec[] {
  return rows.map(([year, set, manufacturer, subject, number, flags, valueUsd]) => ({
    first, second, year, set, manufacturer, subject, number, valueUsd,
    rookie: flags.includes('RC'),
    auto: flags.includes('Auto'),
  }));
}
