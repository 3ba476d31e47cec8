// Types for test-needs.mjs (plain JavaScript: `npm test` runs it with node, before any build step).
export const DEFAULT_CHROMIUM: string;

export interface ChromiumFacts {
  chromiumPath: string;
  chromiumExists: boolean;
  osRelease: string;
  hasAptGet: boolean;
  isRoot: boolean;
}

export type ChromiumPlan =
  | { action: 'ready' }
  | { action: 'install'; commands: string[][]; why: string }
  | { action: 'stop'; message: string };

export function chromiumPlan(facts: ChromiumFacts): ChromiumPlan;
export function ensureTestNeeds(options?: { log?: (line: string) => void; exit?: (code: number) => void }): void;
