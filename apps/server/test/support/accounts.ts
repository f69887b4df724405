import type { ServiceOverrides } from '../../src/services';
import {
  ZLoginResult,
  getPermission,
  sealBody,
  type Contract,
  type TEncryptionKey,
  type THumanChallenge,
  type THumanVerification,
  type TLoginResult,
  type TOutboxMessage,
} from '@wps/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { demoBrand } from '../../src/db/seed/brands';
import type { BrandSeed } from '../../src/db/seed/seed-types';
import { createManualClock, type ManualClock } from '../../src/lib/clock';
import { createTestApp, createTestBrand } from '../helpers';
import { findMerchantByCode } from '../../src/modules/brand/brand.repository';
import { insertMember, rememberIp } from '../../src/modules/member/member.repository';
import { hashPassword } from '../../src/lib/password';

export const CAPTCHA_TEXT = 'AB12';

/** A brand with every flag on and demo's register form without the captcha (tests of the captcha switch it on). */
export const accountBrand = (overrides: Partial<BrandSeed> = {}): Partial<BrandSeed> => ({
  disabledFlags: [],
  registerFields: { ...demoBrand.registerFields, captcha: { enabled: false, required: false } },
  ...overrides,
});

export interface AccountTestApp {
  app: FastifyInstance;
  clock: ManualClock;
  host: string;
  agentHost: string;
  close: () => Promise<void>;
  database: Awaited<ReturnType<typeof createTestApp>>['database'];
  merchantId: number;
}

let ipCounter = 0;
/** A fresh visitor address (each test its own, so per-address limits and known addresses do not leak between tests). */
export const freshIp = () => {
  ipCounter++;
  return `10.${(process.pid % 250) + 1}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

/** A member straight in the database (registration has its own tests). */
export async function createMember(
  t: AccountTestApp,
  m: { account?: string; password?: string; type?: number; mobile?: string; email?: string; knownIps?: string[]; firstLogin?: boolean; affiliateCode?: string; uplineId?: number },
) {
  const now = t.clock.now();
  const member = await insertMember(t.database.db, {
    merchantId: t.merchantId,
    account: m.account ?? username(),
    passwordHash: await hashPassword(m.password ?? 'Secret123'),
    passwordChangedAt: now,
    type: m.type ?? 0,
    mobileCountryCode: m.mobile ? '+63' : null,
    mobileNumber: m.mobile ?? null,
    email: m.email ?? null,
    affiliateCode: m.affiliateCode ?? null,
    uplineId: m.uplineId ?? null,
    firstLoginAt: m.firstLogin ? null : now,
  });
  for (const ip of m.knownIps ?? []) await rememberIp(t.database.db, t.merchantId, member.id, ip, now);
  return { ...member, password: m.password ?? 'Secret123' };
}

/** An app with a manual clock, a fixed captcha text, a small proof of work and 127.0.0.1 as trusted proxy. */
export async function createAccountApp(brand: Partial<BrandSeed> = accountBrand(), services: ServiceOverrides = {}): Promise<AccountTestApp> {
  const clock = createManualClock(new Date('2026-03-01T08:00:00Z'));
  const t = await createTestApp(
    { trustedProxies: ['127.0.0.1'], rateLimitPerMinute: 100_000 },
    { services: { clock, captchaText: () => CAPTCHA_TEXT, humanChallengeMaxNumber: 200, ...services } },
  );
  const { host, agentHost, code } = await createTestBrand(t.database, brand);
  const merchant = await findMerchantByCode(t.database.db, code);
  if (!merchant) throw new Error('test brand missing');
  return { ...t, clock, host, agentHost, merchantId: merchant.id };
}

type Json = Record<string, unknown>;
export interface CallOptions {
  ip?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  query?: string;
  host?: string;
}

const headersOf = (t: AccountTestApp, o: CallOptions): Record<string, string> => ({
  host: o.host ?? t.host,
  ...(o.ip ? { 'x-forwarded-for': o.ip } : {}),
  ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
  ...(o.cookie ? { cookie: o.cookie } : {}),
  ...(o.headers ?? {}),
});

export async function publicKey(t: AccountTestApp, host = t.host): Promise<TEncryptionKey> {
  const res = await t.app.inject({ url: getPermission.path, headers: { host } });
  return (res.json() as { value: { info: { encryption: TEncryptionKey } } }).value.info.encryption;
}

/** Calls a contract: encrypted ones are sealed with the key the startup config publishes. */
export async function call(t: AccountTestApp, contract: Contract, body?: unknown, o: CallOptions = {}): Promise<LightMyRequestResponse> {
  let payload = body;
  if (contract.encrypted && body !== undefined) {
    payload = await sealBody(body, contract, await publicKey(t, o.host ?? t.host), { now: t.clock.now().getTime() });
  }
  return t.app.inject({
    method: contract.method,
    url: `${contract.path}${o.query ? `?${o.query}` : ''}`,
    headers: headersOf(t, o),
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
}

export async function humanProof(t: AccountTestApp, host = t.host): Promise<THumanVerification> {
  const res = await t.app.inject({ url: '/wps/verification/challenge', headers: { host } });
  const challenge = (res.json() as { value: THumanChallenge }).value;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the test challenge');
  return { challenge, solution };
}

export async function outbox(t: AccountTestApp, to: string, host = t.host): Promise<TOutboxMessage[]> {
  const res = await t.app.inject({ url: `/wps/dev/outbox?to=${encodeURIComponent(to)}`, headers: { host } });
  return (res.json() as { value: TOutboxMessage[] }).value;
}

/** The newest 6-digit code sent to `to`. */
export async function lastCode(t: AccountTestApp, to: string, host = t.host): Promise<string> {
  const [latest] = await outbox(t, to, host);
  const code = latest ? /\b(\d{6})\b/.exec(latest.body)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export const envelope = (res: LightMyRequestResponse) => res.json() as { success: boolean; code?: string; message?: string; value?: unknown };

export function loginResult(res: LightMyRequestResponse): TLoginResult {
  const body = envelope(res);
  if (res.statusCode !== 200) throw new Error(`expected a login result, got ${res.statusCode} ${JSON.stringify(body)}`);
  return ZLoginResult.parse(body.value);
}

let counter = 0;
/** A unique valid username for demo's rule (letter first, 6–16 letters or digits). */
export const username = () => `user${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}`;
let phoneCounter = 0;
export const mobile = () => `9${String(Date.now() % 100_000_000).padStart(8, '0')}${phoneCounter++ % 10}`;

export const captchaCookie = (res: LightMyRequestResponse): string => {
  const cookie = res.cookies.find((c) => c.name === 'wps_captcha');
  if (!cookie) throw new Error('no captcha cookie');
  return `wps_captcha=${cookie.value}`;
};
