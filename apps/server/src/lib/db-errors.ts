/**
 * PostgreSQL's refusals, read the same way from node-postgres and PGlite
 * (Drizzle wraps the driver's error; the database's is in the cause chain).
 */

/** The unique constraint a write violated, '' when the driver does not name it, or null when it was no unique violation. */
export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      const named = typeof e.message === 'string' ? /unique constraint "([^"]+)"/.exec(e.message) : null;
      return named?.[1] ?? '';
    }
    current = e.cause;
  }
  return null;
}

/** Whether a write violated this unique constraint. */
export const isUniqueViolation = (err: unknown, constraint: string): boolean => uniqueViolation(err) === constraint;
