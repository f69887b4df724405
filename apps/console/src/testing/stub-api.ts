import { vi } from 'vitest';

/** One call the screen made: its method, path, query and JSON body. */
export type Call = { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | undefined };

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });

const REFUSAL = Symbol('refusal');
type Refusal = { [REFUSAL]: { code: string; message: string; status: number } };
const isRefusal = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && REFUSAL in v;

/** A refusal the server answers with (pass it as an answer). */
export const refused = (code: string, message: string, status = 409): Refusal => ({ [REFUSAL]: { code, message, status } });

/**
 * The staff API as a screen sees it: `answers` by "METHOD /path" (a function
 * of the call, for answers that depend on the query or body); every call is
 * recorded with its query and body. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(answers: Record<string, unknown | ((call: Call) => unknown)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://console.test');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      if (answer === undefined) return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
      const value = typeof answer === 'function' ? (answer as (c: Call) => unknown)(call) : answer;
      if (isRefusal(value)) {
        const { code, message, status } = value[REFUSAL];
        return new Response(JSON.stringify({ success: false, code, message }), { status, headers: { 'content-type': 'application/json' } });
      }
      return ok(value);
    }),
  );
  return calls;
}
