/** How the bid and push benchmarks compute and print their figures. */
import os from 'node:os';

/** The p-th percentile of values sorted ascending (nearest rank); 0 for none. */
export function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function ms(value: number) {
  return `${value.toFixed(Math.abs(value) < 10 ? 1 : 0)} ms`;
}

export function loadAverage() {
  return os.loadavg().map((n) => n.toFixed(1)).join(' ');
}
