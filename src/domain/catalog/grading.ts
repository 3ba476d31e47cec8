/**
 * Structured card specifics (issue 32): who graded a card and on what scale, and the condition of
 * a raw (ungraded) card. A graded listing has a grader and a grade (and usually a certification
 * number); a raw one has a condition. The seller API, the demo data, the market filters and the
 * grid badge all read these rules, so "PSA 10" means the same everywhere.
 */

/** A grading company and the grades its scale allows. */
export interface Grader {
  code: string;
  /** The company's full name (a brand: not translated). */
  name: string;
  /** Grades in tenths, lowest first (95 = 9.5). */
  grades: readonly number[];
  /** A certification number's form on the company's label. */
  cert: RegExp;
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Whole grades 1-10 and half grades from 1.5 to 8.5: PSA has no 9.5. */
const psaScale = [...range(10, 90, 5).filter((g) => g !== 95), 100];
/** Half grades 1-10 throughout. */
const halfScale = range(10, 100, 5);

export const graders: readonly Grader[] = [
  { code: 'PSA', name: 'Professional Sports Authenticator', grades: psaScale, cert: /^\d{8,10}$/ },
  { code: 'BGS', name: 'Beckett Grading Services', grades: halfScale, cert: /^\d{7,10}$/ },
  { code: 'CGC', name: 'CGC Trading Cards', grades: halfScale, cert: /^\d{7,10}$/ },
  { code: 'SGC', name: 'Sportscard Guaranty', grades: halfScale, cert: /^\d{7,10}$/ },
  { code: 'TAG', name: 'Technical Authentication & Grading', grades: halfScale, cert: /^[A-Z0-9]{6,12}$/ },
  { code: 'HGA', name: 'Hybrid Grading Approach', grades: halfScale, cert: /^[A-Z0-9]{6,12}$/ },
];
export const graderCodes = graders.map((g) => g.code) as [string, ...string[]];

export function graderOf(code: string): Grader | undefined {
  return graders.find((g) => g.code === code);
}

/** The condition of a raw card, best first (the usual TCG and sports-card scale). */
export const rawConditions = ['NM', 'LP', 'MP', 'HP', 'DMG'] as const;
export type RawCondition = (typeof rawConditions)[number];
/** English names; the database keeps every language's (card_conditions), the API sends the request's. */
export const rawConditionNames: Record<RawCondition, string> = {
  NM: 'Near Mint',
  LP: 'Lightly Played',
  MP: 'Moderately Played',
  HP: 'Heavily Played',
  DMG: 'Damaged',
};

/** A grade as typed or sent ("9.5", "10") in tenths, or null when it is not a grade at all. */
export function parseGrade(text: string): number | null {
  if (!/^\d{1,2}(\.\d)?$/.test(text.trim())) return null;
  return Math.round(Number(text) * 10);
}

/** "9.5", "10": a grade in tenths as written on a label. */
export function formatGrade(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** "PSA 10", "BGS 9.5". */
export function gradeLabel(grader: string, tenths: number): string {
  return `${grader} ${formatGrade(tenths)}`;
}

export type SpecificsProblem = 'GRADER_UNKNOWN' | 'GRADE_NOT_ON_SCALE' | 'GRADE_WITHOUT_GRADER' | 'CERT_FORMAT' | 'CERT_ON_RAW_CARD' | 'CONDITION_ON_GRADED_CARD';

export interface GradingSpecifics {
  grader?: string;
  /** Grade in tenths. */
  grade?: number;
  cert?: string;
  condition?: RawCondition;
}

/** What is wrong with a listing's grading specifics, as [problem, field]; null when they fit together. */
export function checkGradingSpecifics(s: GradingSpecifics): [SpecificsProblem, keyof GradingSpecifics] | null {
  if (s.grader === undefined) {
    if (s.grade !== undefined) return ['GRADE_WITHOUT_GRADER', 'grade'];
    if (s.cert !== undefined) return ['CERT_ON_RAW_CARD', 'cert'];
    return null;
  }
  const grader = graderOf(s.grader);
  if (!grader) return ['GRADER_UNKNOWN', 'grader'];
  if (s.grade === undefined || !grader.grades.includes(s.grade)) return ['GRADE_NOT_ON_SCALE', 'grade'];
  if (s.cert !== undefined && !grader.cert.test(s.cert)) return ['CERT_FORMAT', 'cert'];
  if (s.condition !== undefined) return ['CONDITION_ON_GRADED_CARD', 'condition'];
  return null;
}

/** Every grade any grader gives, for the market's grade filter (tenths, highest first). */
export const filterGrades = [...new Set(graders.flatMap((g) => g.grades))].filter((g) => g >= 10).sort((a, b) => b - a);
