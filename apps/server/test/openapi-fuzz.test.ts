/**
 * A fuzzer over every operation of docs/openapi.json: each operation gets a
 * sample that its contract accepts (with a token of the right kind: member,
 * agent, staff, a vendor's signature), then each field of it, each query and
 * path parameter, and the whole body are replaced in turn by hostile values
 * (NUL, lone surrogates, 1e309, -0, huge numbers, impossible dates, arrays
 * for scalars, very long strings, deep objects). No answer may be a 5xx, a
 * refusal is the `{ success: false, code, message }` envelope, and no
 * request may hang.
 *
 * CI runs a fixed, seeded sample (FUZZ_SEED, FUZZ_VALUES values per field,
 * FUZZ_FIELDS fields per operation); for a bigger run locally:
 *   FUZZ_VALUES=1000 FUZZ_FIELDS=200 FUZZ_SEED=$RANDOM npx vitest run --project server test/openapi-fuzz.test.ts
 */
import { readFileSync } from 'node:fs';
import * as contracts from '@wps/contracts';
import { getMemberInfo, sealBody, staffMe, type Contract, type TEncryptionKey } from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPENAPI_PATH } from '../scripts/write-openapi';
import { paymentChannels } from '../src/db/schema';
import { CALLBACK_PATH, signCallback } from '../src/modules/deposits/gateway.protocol';
import { signProviderBody } from '../src/modules/provider/provider.signature';
import { createStaff } from '../src/modules/staff/staff.service';
import { freshIp, humanProof, publicKey } from './support/accounts';
import { HOSTILE_BODIES, HOSTILE_BODY_VALUES, HOSTILE_QUERY_VALUES, RawJson, fieldPaths, pick, sampleOf, seeded, toJsonText, withField, type JsonSchema } from './support/fuzz';
import { createProviderApp, vendorSecret } from './support/provider';
import { loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

const SEED = Number(process.env.FUZZ_SEED ?? 20261208);
const VALUES_PER_FIELD = Number(process.env.FUZZ_VALUES ?? 2);
const FIELDS_PER_OPERATION = Number(process.env.FUZZ_FIELDS ?? 12);
const REQUEST_TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 5_000);
/** A fresh proof of work in every request that carries one (slow: each then reaches the password hashing); else in the samples only. */
const PROOF_EVERY_REQUEST = process.env.FUZZ_PROOFS === '1';

type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };

const doc = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as Document;
const resolve = (ref: string): JsonSchema => doc.components?.schemas?.[ref.replace('#/components/schemas/', '')] ?? {};

const isContract = (v: unknown): v is Contract =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'value' in v && 'summary' in v && 'tags' in v;
const contractByRoute = new Map<string, Contract>();
for (const c of Object.values(contracts)) if (isContract(c)) contractByRoute.set(`${c.method} ${c.path.replace(/:(\w+)/g, '{$1}')}`, c);

type Who = 'visitor' | 'member' | 'agent' | 'staff' | 'vendor' | 'gateway';
const whoOf = (path: string, c: Contract | undefined): Who => {
  if (path.startsWith('/wps/provider/')) return 'vendor';
  if (path === CALLBACK_PATH) return 'gateway';
  if (c?.staff) return 'staff';
  if (c?.auth) return path.startsWith('/wps/agent/') ? 'agent' : 'member';
  return 'visitor';
};

/** Calls that end sessions or change who may call run last, so the rest keep their tokens. */
const DISTURBING = /logout|revoke|session|password|status|disable|sign-?out|kick|domains|access|maintenance|block|allow|ip|role|team|totp|enrol/i;

interface Op {
  method: string;
  path: string;
  who: Who;
  contract: Contract | undefined;
  params: Parameter[];
  body: JsonSchema | undefined;
  form: boolean;
}

const ops: Op[] = Object.entries(doc.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Op => {
      const contract = contractByRoute.get(`${method.toUpperCase()} ${path}`);
      const json = op.requestBody?.content['application/json']?.schema;
      // An encrypted call's document shows the sealed envelope; its fields are the contract's body.
      const body = contract?.encrypted && contract.body ? (z.toJSONSchema(contract.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : json;
      return { method: method.toUpperCase(), path, who: whoOf(path, contract), contract, params: op.parameters ?? [], body, form: contract?.form === true };
    }),
  )
  .sort((a, b) => Number(a.who === 'staff') - Number(b.who === 'staff') || Number(DISTURBING.test(a.path)) - Number(DISTURBING.test(b.path)));

let t: WalletTestApp;
let member: TestMember;
let agent: TestMember;
let staff: string;
let providerSecret: string;
let gatewaySecret: string;
let sealKey: TEncryptionKey;
const PLATFORM_PASSWORD = 'Platform@12345';

beforeAll(async () => {
  t = await createProviderApp();
  member = await loggedInMember(t);
  agent = await loggedInMember(t, { type: 1 });
  // The platform's staff hold every permission: every staff call is reachable.
  await createStaff(t.database.db, { merchantId: t.merchantId, username: 'fuzz01', displayName: 'Fuzz', role: 'platform', password: PLATFORM_PASSWORD });
  staff = await staffToken(t, 'fuzz01', { password: PLATFORM_PASSWORD });
  providerSecret = await vendorSecret(t, 'WPS');
  sealKey = await publicKey(t);
  const [qpay] = await t.database.db
    .select({ secret: paymentChannels.gatewaySecret })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, t.merchantId), eq(paymentChannels.code, 'QPAY')));
  gatewaySecret = qpay?.secret ?? 'none';
}, 120_000);
afterAll(async () => t?.close());

/** Tokens a call of the fuzz may have ended (logout, a disabled member, a revoked session) are renewed. */
async function keepTokens(): Promise<void> {
  const alive = async (token: string, c: Contract) =>
    (await t.app.inject({ method: c.method, url: c.path, headers: { host: t.host, authorization: `Bearer ${token}` } })).statusCode === 200;
  if (!(await alive(member.token, getMemberInfo))) member = await loggedInMember(t);
  if (!(await alive(agent.token, getMemberInfo))) agent = await loggedInMember(t, { type: 1 });
  if (!(await alive(staff, staffMe))) staff = await staffToken(t, 'fuzz01', { password: PLATFORM_PASSWORD, fresh: true });
}

const tokenOf = (who: Who) => (who === 'member' ? member.token : who === 'agent' ? agent.token : who === 'staff' ? staff : undefined);

interface Sample {
  query: Record<string, string>;
  pathParams: Record<string, string>;
  body: unknown;
}

/** A form field as a browser would send it: a lone surrogate becomes U+FFFD (encodeURIComponent throws on it). */
const formEncode = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
const stringify = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A sample of the operation its contract accepts, if one of a few seeds gives one. */
function baseSample(op: Op, opIndex: number): Sample {
  let last: Sample | undefined;
  for (let attempt = 0; attempt < 25; attempt++) {
    const seed = SEED + opIndex * 101 + attempt;
    const query: Record<string, string> = {};
    const pathParams: Record<string, string> = {};
    for (const p of op.params) {
      if (p.in === 'header') continue;
      if (p.in === 'query' && !p.required && attempt % 2 === 1) continue;
      const v = sampleOf(p.schema, resolve, seed + p.name.length);
      (p.in === 'path' ? pathParams : query)[p.name] = stringify(v);
    }
    if (op.who === 'vendor' && 'vassalage' in pathParams) pathParams.vassalage = 'WPS';
    const body = op.body ? sampleOf(op.body, resolve, seed) : undefined;
    last = { query, pathParams, body };
    const queryOk = !op.contract?.query || op.contract.query.safeParse(query).success;
    const bodyOk = !op.contract?.body || op.contract.body.safeParse(body).success;
    if (queryOk && bodyOk) return last;
  }
  return last!;
}

async function send(op: Op, sample: Sample, rawQuery?: string, freshProof = PROOF_EVERY_REQUEST): Promise<LightMyRequestResponse | 'timeout'> {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => sample.pathParams[name] ?? 'x');
  const query = rawQuery ?? Object.entries(sample.query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  const token = tokenOf(op.who);
  const headers: Record<string, string> = { host: t.host, 'x-forwarded-for': freshIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  let payload: string | undefined;
  if (op.body !== undefined && sample.body !== undefined) {
    let body = sample.body;
    // A fresh proof of work where the call asks for one, so the fuzzed field is what gets judged.
    if (freshProof && body !== null && typeof body === 'object' && !Array.isArray(body) && 'verification' in body && !(body.verification instanceof RawJson)) {
      const v = body.verification as unknown;
      if (v !== null && typeof v === 'object' && 'challenge' in v) body = { ...body, verification: await humanProof(t) };
    }
    if (op.contract?.encrypted) {
      payload = JSON.stringify(await sealBody(JSON.parse(toJsonText(body)) as unknown, op.contract, sealKey, { now: t.clock.now().getTime() }));
      headers['content-type'] = 'application/json';
    } else if (op.form && body !== null && typeof body === 'object' && !Array.isArray(body)) {
      payload = Object.entries(body).map(([k, v]) => `${formEncode(k)}=${formEncode(stringify(v))}`).join('&');
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      payload = toJsonText(body);
      headers['content-type'] = 'application/json';
    }
    if (op.who === 'vendor') headers['x-signature'] = signProviderBody(payload, providerSecret);
    if (op.who === 'gateway') headers['x-signature'] = signCallback(payload, gatewaySecret);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => (timer = setTimeout(() => done('timeout'), REQUEST_TIMEOUT_MS)));
  try {
    return await Promise.race([
      t.app.inject({ method: op.method as 'GET', url: `${path}${query ? `?${query}` : ''}`, headers, ...(payload === undefined ? {} : { payload }) }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an answer, or null. */
function judge(res: LightMyRequestResponse | 'timeout'): string | null {
  if (res === 'timeout') return `no answer within ${REQUEST_TIMEOUT_MS} ms`;
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 400) {
    let body: { success?: unknown; code?: unknown; message?: unknown };
    try {
      body = res.json();
    } catch {
      return `${res.statusCode} without the envelope: ${res.body.slice(0, 120)}`;
    }
    if (body.success !== false || typeof body.code !== 'string' || typeof body.message !== 'string') return `${res.statusCode} without the envelope: ${res.body.slice(0, 120)}`;
  }
  return null;
}

const short = (v: unknown) => {
  const s = v instanceof RawJson ? v.text : typeof v === 'string' ? JSON.stringify(v) : toJsonText(v);
  return s.length > 40 ? `${s.slice(0, 37)}…(${s.length})` : s;
};

describe('date ranges', () => {
  /** Every call filtering by brand-local days: its query has startDate and endDate. */
  const ranged = [...new Set(contractByRoute.values())].filter((c) => {
    const shape = (c.query as { shape?: Record<string, unknown> } | undefined)?.shape;
    return shape !== undefined && 'startDate' in shape && 'endDate' in shape;
  });

  it('are refused by every call when impossible, reversed or too long: 400 naming the field, at once', { timeout: 300_000 }, async () => {
    expect(ranged.length).toBeGreaterThanOrEqual(18);
    const cases: [string, string][] = [
      ['startDate=2024-02-30&endDate=2024-03-01', 'startDate'],
      ['startDate=2026-12-08&endDate=9999-99-99', 'endDate'],
      ['startDate=2026-12-08&endDate=9999-12-31', 'endDate'],
      ['startDate=2026-03-02&endDate=2026-03-01', 'endDate'],
      ['startDate=2025-01-01&endDate=2026-12-31', 'endDate'],
    ];
    const problems: string[] = [];
    for (const c of ranged) {
      const who = whoOf(c.path, c);
      for (const [query, field] of cases) {
        const started = Date.now();
        const res = await t.app.inject({ method: c.method, url: `${c.path}?${query}`, headers: { host: t.host, 'x-forwarded-for': freshIp(), authorization: `Bearer ${tokenOf(who)}` } });
        const ms = Date.now() - started;
        const body = res.json() as { code?: string; message?: string };
        if (res.statusCode !== 400 || body.code !== 'validation_error' || !body.message?.startsWith(field) || ms > 2_000) {
          problems.push(`${c.method} ${c.path}?${query} → ${res.statusCode} ${body.code} ${body.message} in ${ms} ms`);
        }
      }
    }
    // The staff audit's instants: the end after the start.
    const audit = await t.app.inject({ url: `${contracts.staffAudit.path}?from=2000&to=1000`, headers: { host: t.host, authorization: `Bearer ${staff}` } });
    expect([audit.statusCode, (audit.json() as { message: string }).message]).toEqual([400, expect.stringMatching(/^to: /)]);
    expect(problems).toEqual([]);
  });
});

describe('fuzzing every operation of the OpenAPI document', () => {
  it('knows each operation’s contract and caller', () => {
    expect(ops.length).toBeGreaterThan(250);
    const unknown = ops.filter((o) => !o.contract && o.who !== 'gateway' && o.who !== 'vendor').map((o) => `${o.method} ${o.path}`);
    expect(unknown).toEqual([]);
  });

  it('answers no 5xx and never hangs, whatever each field holds', { timeout: 600_000 }, async () => {
    const next = seeded(SEED);
    const failures: string[] = [];
    let sent = 0;
    // Operations whose sample was answered 2xx: their handlers ran to the end at least once.
    let reached = 0;
    const started = Date.now();
    for (const [index, op] of ops.entries()) {
      const base = baseSample(op, index);
      let answeredOk = false;
      const check = async (label: string, sample: Sample, rawQuery?: string) => {
        const res = await send(op, sample, rawQuery, PROOF_EVERY_REQUEST || label === '(sample)');
        if (label === '(sample)' && res !== 'timeout' && res.statusCode < 300) reached++;
        sent++;
        if (res !== 'timeout' && res.statusCode < 300) answeredOk = true;
        const problem = judge(res);
        if (problem) failures.push(`${op.method} ${op.path} ${label} → ${problem}`);
      };
      await check('(sample)', base);
      // Query and path parameters, one at a time, as raw text.
      for (const p of op.params.filter((p) => p.in !== 'header')) {
        for (const value of pick(HOSTILE_QUERY_VALUES, VALUES_PER_FIELD, next)) {
          if (p.in === 'path') {
            await check(`${p.name}=${value.slice(0, 30)}`, { ...base, pathParams: { ...base.pathParams, [p.name]: value } });
            continue;
          }
          const others = Object.entries(base.query).filter(([k]) => k !== p.name).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
          const mine = value === '[]' ? [`${p.name}=1`, `${p.name}=2`] : value === '[a]' ? [`${p.name}[a]=1`] : [`${p.name}=${value}`];
          await check(`${p.name}=${value.slice(0, 30)}`, base, [...others, ...mine].join('&'));
        }
      }
      if (op.body !== undefined) {
        const fields = pick(fieldPaths(base.body, 200), FIELDS_PER_OPERATION, next);
        for (const path of fields) {
          for (const value of pick(HOSTILE_BODY_VALUES, VALUES_PER_FIELD, next)) {
            await check(`${path.join('.')}=${short(value)}`, { ...base, body: withField(base.body, path, value) });
          }
        }
        for (const body of pick(HOSTILE_BODIES, Math.max(1, Math.ceil(VALUES_PER_FIELD / 2)), next)) await check(`body=${short(body)}`, { ...base, body });
      }
      if (answeredOk) await keepTokens();
      if (process.env.FUZZ_REPORT) (await import('node:fs')).appendFileSync(`${process.env.FUZZ_REPORT}.progress`, `${Date.now() - started} ${sent} ${op.method} ${op.path}\n`);
    }
    console.info(`openapi fuzz: ${ops.length} operations (${reached} answered their sample), ${sent} requests in ${Date.now() - started} ms (seed ${SEED})`);
    if (process.env.FUZZ_REPORT) (await import('node:fs')).writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'));
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(ops.length * 3);
  });
});
