/**
 * The console's brand settings: each write shows on the player side at once,
 * is refused without settings.write, refuses bad input with a 4xx changing
 * nothing, and leaves an audit row with its before and after.
 */
import {
  depositChannels,
  getPermission,
  getRegisterSetting,
  staffAddDomain,
  staffAudit,
  staffBrandSettings,
  staffRegisterFields,
  staffRemoveDomain,
  staffSetBrandBasics,
  staffSetHumanVerification,
  staffSetRegisterFields,
  staffSetWalletLimits,
  staffSetWhitelabelFlags,
  staffWhitelabelFlags,
  withdrawInfo,
  type THumanChallenge,
  type TPermission,
  type TRegisterSetting,
  type TStaffBrandSettings,
  type TStaffFlagNode,
  type TStaffFlags,
  type TStaffRegisterFields,
  type TWhitelabelNode,
} from '@wps/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createInProcessBus } from '../src/modules/live/live.bus';
import { call, envelope, humanProof } from './support/accounts';
import { createWalletApp, fundMember, loggedInMember, staffToken, type WalletTestApp } from './support/wallet';

const bus = createInProcessBus();
let t: WalletTestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createWalletApp(undefined, { live: bus });
  [admin, support] = await Promise.all([staffToken(t, 'admin01'), staffToken(t, 'support01')]);
});
afterAll(async () => t.close());

/** Another server process on the same database and bus, without the test app's fixed proof-of-work size. */
const otherProcess = async (): Promise<FastifyInstance> => {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir: 'memory://', webDist: '/nonexistent/wps-web-dist', consoleDist: '/nonexistent/wps-console-dist', webSsr: null };
  const other = await buildApp({ config, database: t.database, services: { live: bus, clock: t.clock } });
  await other.ready();
  return other;
};
const value = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const permission = async (host = t.host) => value<TPermission>(await call(t, getPermission, undefined, { host }));
const flatten = <N extends { modId: string }>(nodes: N[], children: (n: N) => N[]): N[] => nodes.flatMap((n) => [n, ...flatten(children(n), children)]);
const playerFlag = async (modId: string) =>
  flatten<TWhitelabelNode>((await permission()).info.whitelabelVal, (n) => n.childrenNodes).find((n) => n.modId === modId)?.enabled;
const staffFlag = (flags: TStaffFlags, modId: string) => flatten<TStaffFlagNode>(flags.tree, (n) => n.children).find((n) => n.modId === modId);
const settings = async () => value<TStaffBrandSettings>(await call(t, staffBrandSettings, undefined, { token: support }));
const auditOf = async (entity: string, entityId: string | number) =>
  value<{ list: { action: string; reason: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[] }>(
    await call(t, staffAudit, undefined, { token: admin, query: `entity=${entity}&entityId=${entityId}` }),
  ).list;

describe('the whitelabel flag tree', () => {
  it('switches a flag for players at once, audited with before and after', async () => {
    const tree = value<TStaffFlags>(await call(t, staffWhitelabelFlags, undefined, { token: support }));
    expect(staffFlag(tree, 'FREEPLAY3')).toMatchObject({ enabled: true, active: true });
    expect(await playerFlag('FREEPLAY3')).toBe('1');

    const after = value<TStaffFlags>(await call(t, staffSetWhitelabelFlags, { changes: [{ modId: 'FREEPLAY3', enabled: false }], reason: 'No demo play' }, { token: admin }));
    expect(staffFlag(after, 'FREEPLAY3')).toMatchObject({ enabled: false, active: false });
    expect(await playerFlag('FREEPLAY3')).toBe('0');

    const [entry] = await auditOf('brand', t.merchantId);
    expect(entry).toMatchObject({ action: 'brand.flags', reason: 'No demo play', before: { FREEPLAY3: true }, after: { FREEPLAY3: false } });
    value(await call(t, staffSetWhitelabelFlags, { changes: [{ modId: 'FREEPLAY3', enabled: true }], reason: 'Back' }, { token: admin }));
    expect(await playerFlag('FREEPLAY3')).toBe('1');
  });

  it('switches a module off with its children, keeping their own switches for when it is back', async () => {
    const off = value<TStaffFlags>(await call(t, staffSetWhitelabelFlags, { changes: [{ modId: 'LOGIN3', enabled: false }], reason: 'Logins paused' }, { token: admin }));
    expect(staffFlag(off, 'MOBILEVERCODELOGIN3')).toMatchObject({ enabled: true, active: false });
    expect(await playerFlag('MOBILEVERCODELOGIN3')).toBe('0');
    value(await call(t, staffSetWhitelabelFlags, { changes: [{ modId: 'LOGIN3', enabled: true }], reason: 'Resumed' }, { token: admin }));
    expect(await playerFlag('MOBILEVERCODELOGIN3')).toBe('1');
  });

  it('refuses support, an unknown flag and a bad body, changing nothing', async () => {
    const body = { changes: [{ modId: 'FREEPLAY3', enabled: false }], reason: 'x' };
    const refused = await call(t, staffSetWhitelabelFlags, body, { token: support });
    expect(refused.statusCode).toBe(403);
    const unknown = await call(t, staffSetWhitelabelFlags, { changes: [{ modId: 'FREEPLAY3', enabled: false }, { modId: 'NOSUCHFLAG3', enabled: true }], reason: 'x' }, { token: admin });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).message).toContain('NOSUCHFLAG3');
    expect((await call(t, staffSetWhitelabelFlags, { changes: [], reason: 'x' }, { token: admin })).statusCode).toBe(400);
    expect((await call(t, staffSetWhitelabelFlags, { ...body, reason: ' ' }, { token: admin })).statusCode).toBe(400);
    expect(await playerFlag('FREEPLAY3')).toBe('1');
  });
});

describe('the registration fields', () => {
  const current = async () => value<TStaffRegisterFields>(await call(t, staffRegisterFields, undefined, { token: support })).fields;
  const playerForm = async () => value<TRegisterSetting>(await call(t, getRegisterSetting));

  it('gives the register form the new rules at once, the confirmation following the password', async () => {
    const fields = await current();
    const next = {
      ...fields,
      email: { enabled: true, required: true, minLength: 8, maxLength: 40, patternId: 4 },
      password: { enabled: true, required: true, minLength: 10, maxLength: 30, patternId: 19 },
      wechat: { enabled: true, required: false, minLength: null, maxLength: 20, patternId: null },
    };
    const saved = value<TStaffRegisterFields>(await call(t, staffSetRegisterFields, { fields: next, reason: 'Stricter sign-up' }, { token: admin }));
    expect(saved.fields.email).toEqual(next.email);

    const form = await playerForm();
    expect(form.email).toMatchObject({ enabled: true, required: true, minLength: 8, maxLength: 40, patternId: 4 });
    expect(form.email?.acceptedPattern).toBeTruthy();
    expect(form.confirmPassword).toEqual(form.password);
    expect(form.password).toMatchObject({ minLength: 10, maxLength: 30, patternId: 19 });
    expect(form.wechat).toEqual({ enabled: true, required: false, maxLength: 20 });
    expect((await permission()).info.register.email).toEqual(form.email);

    const [entry] = await auditOf('brand', t.merchantId);
    expect(entry?.action).toBe('brand.register_fields');
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['email', 'password', 'wechat']);
    expect(entry?.before?.email).toEqual(fields.email);
    expect(entry?.after?.email).toEqual(next.email);
  });

  it('refuses bounds past the contract, min above max, a hidden username and support, changing nothing', async () => {
    const fields = await current();
    const before = await playerForm();
    const attempts = [
      { ...fields, email: { ...fields.email, minLength: 30, maxLength: 20 } },
      { ...fields, username: { ...fields.username, maxLength: 65 } },
      { ...fields, birthday: { ...fields.birthday, maxLength: 11 } },
      { ...fields, username: { ...fields.username, enabled: false, required: false } },
      { ...fields, email: { ...fields.email, patternId: 99 } },
    ];
    for (const attempt of attempts) {
      const res = await call(t, staffSetRegisterFields, { fields: attempt, reason: 'x' }, { token: admin });
      expect(res.statusCode, JSON.stringify(attempt)).toBe(400);
    }
    expect((await call(t, staffSetRegisterFields, { fields, reason: 'x' }, { token: support })).statusCode).toBe(403);
    expect(await playerForm()).toEqual(before);
  });
});

describe('languages, currency and GMT offset', () => {
  it('changes what the player site is told at once; a currency stays once money has moved', async () => {
    const start = await settings();
    expect(start.currencyLocked).toBe(false);
    const basics = { supportedLanguages: ['EN'], defaultLanguage: 'EN', currency: 'eur', currencySymbol: '€', gmtOffsetMinutes: 345, reason: 'Relaunch' };
    const changed = value<TStaffBrandSettings>(await call(t, staffSetBrandBasics, basics, { token: admin }));
    expect(changed).toMatchObject({ currency: 'EUR', currencySymbol: '€', gmtOffsetMinutes: 345, supportedLanguages: ['EN'] });
    // The brand cached by host is forgotten: the very next player call sees the change.
    expect((await permission()).info.setting).toMatchObject({ currency: 'EUR', currencySymbol: '€', gmtOffsetMinutes: 345, supportedLanguages: ['EN'], defaultLanguage: 'EN' });
    const [entry] = await auditOf('brand', t.merchantId);
    expect(entry).toMatchObject({ action: 'brand.basics', before: { currency: start.currency }, after: { currency: 'EUR', gmtOffsetMinutes: 345 } });

    const back = { supportedLanguages: start.supportedLanguages, defaultLanguage: start.defaultLanguage, currency: start.currency, currencySymbol: start.currencySymbol, gmtOffsetMinutes: start.gmtOffsetMinutes };
    value(await call(t, staffSetBrandBasics, { ...back, reason: 'Back' }, { token: admin }));
    const member = await loggedInMember(t);
    await fundMember(t, member.id, 10_000n);
    expect((await settings()).currencyLocked).toBe(true);

    const locked = await call(t, staffSetBrandBasics, { ...back, currency: 'EUR', reason: 'Again' }, { token: admin });
    expect(locked.statusCode).toBe(409);
    expect(envelope(locked)).toMatchObject({ code: 'currency_locked', value: { field: 'currency' } });
    expect((await permission()).info.setting.currency).toBe(start.currency);
    // Everything but the currency may still change.
    value(await call(t, staffSetBrandBasics, { ...back, gmtOffsetMinutes: 480, reason: 'Office moved' }, { token: admin }));
    expect((await permission()).info.setting.gmtOffsetMinutes).toBe(480);
    value(await call(t, staffSetBrandBasics, { ...back, reason: 'Back' }, { token: admin }));
  });

  it('refuses bad basics and support, changing nothing', async () => {
    const start = await settings();
    const good = { supportedLanguages: ['EN', 'TY'], defaultLanguage: 'EN', currency: start.currency, currencySymbol: '$', gmtOffsetMinutes: 480, reason: 'x' };
    const bad = [
      { ...good, gmtOffsetMinutes: 481 },
      { ...good, gmtOffsetMinutes: 900 },
      { ...good, supportedLanguages: ['TY'], defaultLanguage: 'EN' },
      { ...good, supportedLanguages: ['EN', 'CN'] },
      { ...good, supportedLanguages: [] },
      { ...good, currency: 'EURO' },
      { ...good, currencySymbol: '' },
    ];
    for (const body of bad) expect((await call(t, staffSetBrandBasics, body, { token: admin })).statusCode, JSON.stringify(body)).toBe(400);
    expect((await call(t, staffSetBrandBasics, good, { token: support })).statusCode).toBe(403);
    expect(await settings()).toEqual(start);
  });
});

describe('wallet limits and auto-confirm minutes', () => {
  it("gives members the new withdrawal and deposit limits at once, audited figure by figure", async () => {
    const start = await settings();
    const channel = start.wallet.depositChannels[0]!;
    const body = {
      withdrawMin: '20000',
      withdrawMax: '3000000',
      withdrawDailyMax: '9000000',
      withdrawDailyCount: 3,
      withdrawAutoConfirmMinutes: 720,
      depositChannels: [{ code: channel.code, minAmount: '5000', maxAmount: '8000000' }],
      reason: 'New limits',
    };
    const saved = value<TStaffBrandSettings>(await call(t, staffSetWalletLimits, body, { token: admin }));
    expect(saved.wallet).toMatchObject({ withdrawMin: '20000', withdrawMax: '3000000', withdrawDailyCount: 3, withdrawAutoConfirmMinutes: 720 });

    const member = await loggedInMember(t);
    const info = value<{ minAmount: string; maxAmount: string; dailyMaxCount: number; autoConfirmMinutes: number }>(await call(t, withdrawInfo, undefined, { token: member.token, ip: member.ip }));
    expect(info).toMatchObject({ minAmount: '20000', maxAmount: '3000000', dailyMaxCount: 3, autoConfirmMinutes: 720 });
    const channels = value<{ code: string; minAmount: string; maxAmount: string }[]>(await call(t, depositChannels, undefined, { token: member.token, ip: member.ip }));
    expect(channels.find((c) => c.code === channel.code)).toMatchObject({ minAmount: '5000', maxAmount: '8000000' });

    const [entry] = await auditOf('brand', t.merchantId);
    expect(entry).toMatchObject({
      action: 'brand.wallet',
      before: { withdrawMin: start.wallet.withdrawMin, [`deposit ${channel.code} min`]: channel.minAmount },
      after: { withdrawMin: '20000', withdrawAutoConfirmMinutes: 720, [`deposit ${channel.code} min`]: '5000' },
    });
  });

  it('refuses a minimum above its maximum, an unknown channel and support, changing nothing', async () => {
    const start = await settings();
    const w = start.wallet;
    const good = {
      withdrawMin: w.withdrawMin,
      withdrawMax: w.withdrawMax,
      withdrawDailyMax: w.withdrawDailyMax,
      withdrawDailyCount: w.withdrawDailyCount,
      withdrawAutoConfirmMinutes: w.withdrawAutoConfirmMinutes,
      depositChannels: [],
      reason: 'x',
    };
    const bad = [
      { ...good, withdrawMin: '5000000', withdrawMax: '100' },
      { ...good, withdrawDailyMax: '1' },
      { ...good, withdrawAutoConfirmMinutes: 0 },
      { ...good, withdrawMin: '-5' },
      { ...good, withdrawMin: '12.50' },
      { ...good, depositChannels: [{ code: 'BDO', minAmount: '900', maxAmount: '100' }] },
    ];
    for (const body of bad) expect((await call(t, staffSetWalletLimits, body, { token: admin })).statusCode, JSON.stringify(body)).toBe(400);
    const unknown = await call(t, staffSetWalletLimits, { ...good, withdrawMin: '1', depositChannels: [{ code: 'NOPE', minAmount: '1', maxAmount: '2' }] }, { token: admin });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).message).toContain('NOPE');
    expect((await call(t, staffSetWalletLimits, good, { token: support })).statusCode).toBe(403);
    expect(await settings()).toEqual(start);
  });
});

describe('human verification difficulty', () => {
  it("is saved and audited; challenges have it unless the process fixes one (this test app's 200)", async () => {
    expect((await settings()).humanChallengeMaxNumber).toBe(50_000);
    const saved = value<TStaffBrandSettings>(await call(t, staffSetHumanVerification, { humanChallengeMaxNumber: 1_000, reason: 'Lighter for phones' }, { token: admin }));
    expect(saved.humanChallengeMaxNumber).toBe(1_000);
    expect((await settings()).humanChallengeMaxNumber).toBe(1_000);
    const [entry] = await auditOf('brand', t.merchantId);
    expect(entry).toMatchObject({ action: 'brand.human_verification', reason: 'Lighter for phones', before: { humanChallengeMaxNumber: 50_000 }, after: { humanChallengeMaxNumber: 1_000 } });

    // A process without a fixed difficulty (as in production) draws the counter in [0, 1,000]; this one in [0, 200].
    const other = await otherProcess();
    try {
      for (let i = 0; i < 5; i++) {
        const challenge = envelope(await other.inject({ url: '/wps/verification/challenge', headers: { host: t.host } })).value as THumanChallenge;
        const solution = await solveChallenge({ challenge, deriveKey });
        expect(solution?.counter).toBeLessThanOrEqual(1_000);
      }
    } finally {
      await other.close();
    }
    for (let i = 0; i < 5; i++) expect((await humanProof(t)).solution.counter).toBeLessThanOrEqual(200);
    value(await call(t, staffSetHumanVerification, { humanChallengeMaxNumber: 50_000, reason: 'Back' }, { token: admin }));
  });

  it('refuses a difficulty out of bounds and support, changing nothing', async () => {
    const start = await settings();
    for (const humanChallengeMaxNumber of [999, 1_000_001, 2_500.5, '5000', null]) {
      const res = await call(t, staffSetHumanVerification, { humanChallengeMaxNumber, reason: 'x' }, { token: admin });
      expect(res.statusCode, String(humanChallengeMaxNumber)).toBe(400);
    }
    expect((await call(t, staffSetHumanVerification, { humanChallengeMaxNumber: 5_000, reason: ' ' }, { token: admin })).statusCode).toBe(400);
    expect((await call(t, staffSetHumanVerification, { humanChallengeMaxNumber: 5_000, reason: 'x' }, { token: support })).statusCode).toBe(403);
    expect(await settings()).toEqual(start);
  });
});

describe('domains', () => {
  it('serves the brand on an added host (the console at the root of a console host), audited', async () => {
    const playerHost = `play-${t.code}.test.localhost`;
    const consoleHost = `Console-${t.code}.test.localhost.`;
    const added = value<TStaffBrandSettings>(await call(t, staffAddDomain, { host: playerHost, kind: 'player', reason: 'Mirror' }, { token: admin }));
    expect(added.domains).toContainEqual({ host: playerHost, kind: 'player' });
    expect((await permission(playerHost)).info.domainRoute).toMatchObject({ host: playerHost, merchantCode: t.code, kind: 'player' });

    const withConsole = value<TStaffBrandSettings>(await call(t, staffAddDomain, { host: consoleHost, kind: 'console', reason: 'Back office' }, { token: admin }));
    const console = consoleHost.toLowerCase().replace(/\.$/, '');
    expect(withConsole.domains).toContainEqual({ host: console, kind: 'console' });
    const page = await t.app.inject({ url: '/', headers: { host: console, accept: 'text/html' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/console/');
    // Staff work through it as through any of the brand's hosts.
    expect(value<TStaffBrandSettings>(await call(t, staffBrandSettings, undefined, { token: admin, host: console })).yourHost).toBe(console);

    expect((await auditOf('domain', console))[0]).toMatchObject({ action: 'domain.add', before: null, after: { host: console, kind: 'console' } });
  });

  it('never removes the host its caller uses, and a removed host no longer serves the brand', async () => {
    const host = `gone-${t.code}.test.localhost`;
    value(await call(t, staffAddDomain, { host, kind: 'agent', reason: 'Agents' }, { token: admin }));
    const own = await call(t, staffRemoveDomain, { host, reason: 'x' }, { token: admin, host });
    expect(own.statusCode).toBe(409);
    expect(envelope(own).code).toBe('domain_in_use');
    expect((await settings()).domains).toContainEqual({ host, kind: 'agent' });

    const removed = value<TStaffBrandSettings>(await call(t, staffRemoveDomain, { host, reason: 'Agents moved' }, { token: admin }));
    expect(removed.domains.map((d) => d.host)).not.toContain(host);
    expect((await permission(host)).info.domainRoute.merchantCode).not.toBe(t.code);
    expect((await auditOf('domain', host))[0]).toMatchObject({ action: 'domain.remove', before: { host, kind: 'agent' }, after: null });
  });

  it("refuses another brand's host, a host that is no host name, an unknown host and support, changing nothing", async () => {
    const start = await settings();
    const taken = await call(t, staffAddDomain, { host: 'localhost', kind: 'player', reason: 'x' }, { token: admin });
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).code).toBe('domain_taken');
    for (const host of ['https://play.example.com', 'play.example.com:8080', 'play.example.com/x', '-bad.example.com', 'a..b', '']) {
      expect((await call(t, staffAddDomain, { host, kind: 'player', reason: 'x' }, { token: admin })).statusCode, host).toBe(400);
    }
    expect((await call(t, staffAddDomain, { host: 'play.example.com', kind: 'shop', reason: 'x' }, { token: admin })).statusCode).toBe(400);
    expect((await call(t, staffRemoveDomain, { host: 'never.example.com', reason: 'x' }, { token: admin })).statusCode).toBe(404);
    expect((await call(t, staffAddDomain, { host: 'play.example.com', kind: 'player', reason: 'x' }, { token: support })).statusCode).toBe(403);
    expect(await settings()).toEqual(start);
  });
});

describe('across server processes', () => {
  it('a change made through one process is what the next request to another answers', async () => {
    const other = await otherProcess();
    try {
      const otherPermission = async () => (value<TPermission>(await other.inject({ url: getPermission.path, headers: { host: t.host } }))).info.setting;
      const start = await otherPermission();
      // The other process keeps the brand it just read for a few seconds; the announcement makes it read again.
      const back = { supportedLanguages: start.supportedLanguages, defaultLanguage: start.defaultLanguage, currency: start.currency, currencySymbol: start.currencySymbol, gmtOffsetMinutes: start.gmtOffsetMinutes };
      value(await call(t, staffSetBrandBasics, { ...back, gmtOffsetMinutes: -180, currencySymbol: 'US$', reason: 'Moved' }, { token: admin }));
      expect(await otherPermission()).toMatchObject({ gmtOffsetMinutes: -180, currencySymbol: 'US$' });
      value(await call(t, staffSetBrandBasics, { ...back, reason: 'Back' }, { token: admin }));
      expect((await otherPermission()).gmtOffsetMinutes).toBe(start.gmtOffsetMinutes);
    } finally {
      await other.close();
    }
  });
});
