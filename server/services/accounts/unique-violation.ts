/** The constraint a PostgreSQL unique violation (23505) names, looking through drizzle's wrapping. */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? '';
  }
  return undefined;
}
