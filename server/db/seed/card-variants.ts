/** Grades, parallels and editions a single can come in, each with its effect on the value. */
import type { Random } from './random';
import type { CardSpec } from './pools/card-spec';
import type { RawCondition } from '../../../src/domain/catalog/grading';

export interface Grade {
  company: 'PSA' | 'BGS' | 'SGC' | 'CGC';
  /** The grade in tenths (src/domain/catalog/grading.ts). */
  tenths: number;
  label: string;
  multiplier: number;
}

type Option<T> = readonly [T, number];

const g = (company: Grade['company'], grade: string, multiplier: number): Grade => ({
  company, tenths: Math.round(Number(grade) * 10), label: `${company} ${grade}`, multiplier,
});

const modernGrades: Option<Grade>[] = [
  [g('PSA', '10', 4), 35], [g('PSA', '9', 1.5), 30], [g('BGS', '9.5', 2.8), 12], [g('BGS', '9', 1.3), 5],
  [g('SGC', '10', 2.5), 10], [g('SGC', '9.5', 1.8), 4],
];
const tcgGrades: Option<Grade>[] = [...modernGrades, [g('CGC', '10', 2.5), 8], [g('CGC', '9.5', 1.6), 5]];
const vintageGrades: Option<Grade>[] = [
  [g('PSA', '8', 3), 10], [g('PSA', '7', 1.8), 20], [g('PSA', '6', 1.2), 20], [g('PSA', '5', 1), 20],
  [g('PSA', '4', 0.7), 15], [g('PSA', '3', 0.5), 10], [g('SGC', '6', 1.1), 5],
];

export function pickGrade(random: Random, card: CardSpec): Grade {
  if (card.year < 1990) return random.weighted(vintageGrades);
  return random.weighted(card.first === 'TCG' ? tcgGrades : modernGrades);
}

/** A raw card's condition: most cards offered are near mint, vintage ones more often played. */
export function pickCondition(random: Random, card: CardSpec): RawCondition {
  if (card.year < 1990) return random.weighted([['NM', 25], ['LP', 35], ['MP', 25], ['HP', 12], ['DMG', 3]] as const);
  return random.weighted([['NM', 60], ['LP', 24], ['MP', 10], ['HP', 4], ['DMG', 2]] as const);
}

/** A certification number as printed on the grader's label. */
export function certNumber(random: Random, company: Grade['company']): string {
  const digits = company === 'PSA' ? 8 : company === 'BGS' ? 10 : 7;
  return Array.from({ length: digits }, (_, i) => String(random.int(i === 0 && company !== 'BGS' ? 1 : 0, 9))).join('');
}

/** A raw card's value relative to the pool value (vintage values are quoted for a mid grade). */
export const rawMultiplier = (card: CardSpec) => (card.year < 1990 ? 0.6 : 0.8);

export interface Parallel {
  /** Inserted after the subject, e.g. "Gold Refractor /50". Empty for the base card. */
  label: string;
  /** Inserted before the subject, e.g. "1st Edition". */
  edition: string;
  serialNumbered: boolean;
  multiplier: number;
}

const base: Parallel = { label: '', edition: '', serialNumbered: false, multiplier: 1 };
const p = (label: string, multiplier: number): Parallel => ({ ...base, label, multiplier, serialNumbered: label.includes('/') });
const e = (edition: string, multiplier: number): Parallel => ({ ...base, edition, multiplier });

export function pickParallel(random: Random, card: CardSpec): Parallel {
  const { set, year } = card;
  if (set.includes('Chrome') && year < 2009) return random.weighted([[base, 75], [p('Refractor', 3), 25]]);
  if (set.includes('Chrome')) {
    return random.weighted([[base, 60], [p('Refractor', 2.5), 25], [p('Gold Refractor /50', 12), 8], [p('Orange Refractor /25', 18), 7]]);
  }
  if (set.includes('Prizm')) {
    return random.weighted([[base, 60], [p('Silver Prizm', 2.5), 28], [p('Blue Prizm /199', 5), 8], [p('Gold Prizm /10', 30), 4]]);
  }
  if (set.includes('Optic')) return random.weighted([[base, 65], [p('Holo', 2.5), 28], [p('Gold /10', 25), 7]]);
  if (set === 'Pokémon Base Set') return random.weighted([[base, 70], [e('Shadowless', 2.5), 20], [e('1st Edition', 8), 10]]);
  if (set.startsWith('MTG') && year >= 2003) return random.weighted([[base, 70], [p('Foil', 2), 30]]);
  return base;
}

/** "2018-19" for basketball and hockey seasons, the plain year elsewhere. */
export function seasonLabel(card: Pick<CardSpec, 'second' | 'year' | 'set'>): string {
  const seasonal = (card.second === 'Basketball' || card.second === 'Hockey') && !card.set.includes('WNBA');
  return seasonal ? `${card.year}-${String((card.year + 1) % 100).padStart(2, '0')}` : String(card.year);
}
