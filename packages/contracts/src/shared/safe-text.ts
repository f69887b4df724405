import { z } from 'zod';

/**
 * Text a client may send. PostgreSQL text cannot hold U+0000, and a lone
 * UTF-16 surrogate (half of a pair) is no character at all: neither may reach
 * a query, a log row or a stored answer. The server refuses any request whose
 * body, query, path parameters or stored headers hold one (400
 * `validation_error`), for every call, before any handler runs; gateway and
 * vendor callbacks, which parse their own raw bytes, run the same check.
 */

/** U+0000, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string holds a NUL character or an unpaired surrogate. */
export const isUnsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);

/** Deep enough for any real payload; deeper structures are judged unsafe rather than walked without end. */
const MAX_DEPTH = 32;

/**
 * Where the first unsafe string of a parsed value is: `''` for the value
 * itself, `name.0.key` inside objects and arrays (object keys are judged
 * too); null when every string is safe.
 */
export function findUnsafeText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? '' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return '';
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, child] of entries) {
    if (isUnsafeText(key)) return key.replace(UNSAFE_TEXT_GLOBAL, '?');
    const inner = findUnsafeText(child, depth + 1);
    if (inner !== null) return inner === '' ? key : `${key}.${inner}`;
  }
  return null;
}

const UNSAFE_TEXT_GLOBAL = new RegExp(UNSAFE_TEXT.source, 'g');

/** The field message the server answers with. */
export const UNSAFE_TEXT_MESSAGE = 'text must not contain NUL characters or unpaired surrogates';

/**
 * The id of a stored row (serial columns: PostgreSQL integer). A bigger
 * number than the column holds is a 400 at the edge, not an "out of range"
 * error from the database.
 */
export const ROW_ID_MAX = 2_147_483_647;
export const ZRowId = z.number().int().min(1).max(ROW_ID_MAX);
/** A row id in a query string. */
export const ZRowIdParam = z.coerce.number().int().min(1).max(ROW_ID_MAX);
/** An instant in epoch milliseconds that a JavaScript Date and PostgreSQL both hold (up to the year 9999). */
export const ZEpochMs = z.number().int().min(0).max(253_402_300_799_999);
