/**
 * PostgreSQL's data exceptions (class 22: a number out of range 22003, bad text 22P02, NUL in text
 * 22021, …) are caused by what a request sent, not by the server. The schemas and the NUL hook stop
 * them first; this is the safety net that answers 400 should one reach a query (its transaction has
 * rolled back, so nothing is half-written).
 */
export function isDataException(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
