/**
 * The calls probe (issue 15): logs in as a member of a running server and
 * makes every call of SPEC.md §7 "Points, missions and promotions", printing
 * one row per call with its status and a short summary of the data it
 * answered ("EMPTY" when it held nothing). With `--act` it also makes the
 * calls that change things: redeem and convert points, join, apply and claim.
 * Talks HTTP only, through the contracts of `@wps/contracts`.
 *
 *   npm run probe:calls -- [--url http://localhost:3000] [--host localhost]
 *     [--user player01] [--password Player@123] [--act --payment-password 123456] [--json]
 *
 * Exit code 1 when a call failed (not 2xx, or success false other than an
 * expected "already" refusal with --act), 0 otherwise.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  bonusDetails,
  convertPoints,
  freeRoundList,
  getDevOutbox,
  getHumanChallenge,
  getPermission,
  login,
  memberBadges,
  missionLeaderboard,
  missionSummary,
  pointBalance,
  pointConfig,
  pointDetails,
  pointRewards,
  promotionJoin,
  promotionList,
  promotionRaffleClaim,
  promotionRequestReward,
  promotionStandings,
  rainStatus,
  redeemList,
  redeemPointReward,
  referralInfo,
  rewardCenter,
  sealBody,
  sendLoginVerification,
  verifyLogin,
  wheelInfo,
  type Contract,
  type ContractValue,
  type TEncryptionKey,
  type THumanChallenge,
  type TLoginChallenge,
  type TLoginResult,
  type TOutboxMessage,
  type TPromotionStanding,
} from '@wps/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

type TPointBalance = ContractValue<typeof pointBalance>;
type TPointRewards = ContractValue<typeof pointRewards>;
type TRedeemPage = ContractValue<typeof redeemList>;
type TPointConfig = ContractValue<typeof pointConfig>;
type TPointMovePage = ContractValue<typeof pointDetails>;
type TRedeem = ContractValue<typeof redeemPointReward>;
type TConverted = ContractValue<typeof convertPoints>;
type TMissionSummary = ContractValue<typeof missionSummary>;
type TMissionLeaderboard = ContractValue<typeof missionLeaderboard>;
type TPromotionList = ContractValue<typeof promotionList>;
type TPromotionStandings = ContractValue<typeof promotionStandings>;
type TBonusDetails = ContractValue<typeof bonusDetails>;
type TRewardCenter = ContractValue<typeof rewardCenter>;
type TMemberBadges = ContractValue<typeof memberBadges>;
type TFreeRoundList = ContractValue<typeof freeRoundList>;
type TReferralInfo = ContractValue<typeof referralInfo>;
type TRainStatus = ContractValue<typeof rainStatus>;
type TWheelInfo = ContractValue<typeof wheelInfo>;

export interface ProbeOptions {
  /** The server, e.g. http://localhost:3000. */
  url: string;
  user: string;
  password: string;
  /** The Host header (the brand's domain) when the URL's host is not it. */
  host?: string;
  /** Also make the calls that change things (redeem, convert, join, apply, claim). */
  act?: boolean;
  /** The member's payment password (redeem and convert). */
  paymentPassword?: string;
  /** Where the login's second-step code is sent (read from the developer outbox); else matched by the masked address. */
  to?: string;
}

export type ProbeGroup = 'Points' | 'Missions' | 'Promotions';

export interface ProbeRow {
  group: ProbeGroup;
  name: string;
  method: string;
  path: string;
  /** HTTP status (0: the call was not made). */
  status: number;
  /** The envelope's success. */
  success: boolean;
  /** The row passed: a successful answer, an expected refusal, or a call skipped on purpose. */
  ok: boolean;
  summary: string;
}

interface Answer<T = unknown> {
  status: number;
  success: boolean;
  code?: string;
  message?: string;
  value?: T;
}

const EMPTY = 'EMPTY';
/** Refusals that are real answers of an act already done before (a second run of the probe). */
const ALREADY = new Set(['promotion_already_claimed']);

/** Minor units as money: "12345" → "123.45". */
const money = (minor: string | bigint | null | undefined): string => {
  if (minor === null || minor === undefined) return '-';
  const v = BigInt(minor);
  const abs = v < 0n ? -v : v;
  return `${v < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
const count = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;
const quote = (s: string, max = 28) => `"${s.length > max ? `${s.slice(0, max - 1)}…` : s}"`;
const requestId = () => `probe-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

class Client {
  token: string | undefined;
  private key: TEncryptionKey | undefined;
  constructor(private readonly o: ProbeOptions) {}

  /** One HTTP request; the answer's envelope (a body that is not JSON is a failed answer). */
  raw<T>(method: string, path: string, body?: unknown, query?: Record<string, string | number | undefined>): Promise<Answer<T>> {
    const base = new URL(this.o.url);
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.o.host) headers.host = this.o.host;
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          try {
            const env = JSON.parse(text) as { success?: boolean; code?: string; message?: string; value?: T };
            resolve({ status, success: env.success === true, code: env.code, message: env.message, value: env.value });
          } catch {
            resolve({ status, success: false, message: text.slice(0, 120) || `HTTP ${status}` });
          }
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /** A call through its contract; an encrypted body is sealed with the key the permission call publishes. */
  async call<T>(contract: Contract, body?: unknown, query?: Record<string, string | number | undefined>): Promise<Answer<T>> {
    let payload = body;
    if (contract.encrypted && body !== undefined) payload = await sealBody(body, contract, await this.publicKey());
    return this.raw<T>(contract.method, contract.path, payload, query);
  }

  async publicKey(): Promise<TEncryptionKey> {
    if (this.key) return this.key;
    const res = await this.raw<{ info: { encryption: TEncryptionKey } }>(getPermission.method, getPermission.path);
    const key = res.value?.info?.encryption;
    if (!res.success || !key) throw new Error(`the permission call published no encryption key (HTTP ${res.status} ${res.code ?? ''})`);
    return (this.key = key);
  }

  /** Logs in with username and password; answers a second step (new address) with the code from the developer outbox. */
  async login(): Promise<void> {
    const challenge = await this.raw<THumanChallenge>(getHumanChallenge.method, getHumanChallenge.path);
    if (!challenge.success || !challenge.value) throw new Error(`no human challenge (HTTP ${challenge.status} ${challenge.code ?? ''})`);
    const solution = await solveChallenge({ challenge: challenge.value, deriveKey });
    if (!solution) throw new Error('could not solve the human challenge');
    const res = await this.call<TLoginResult | TLoginChallenge>(login, { username: this.o.user, password: this.o.password, verification: { challenge: challenge.value, solution } });
    if (res.success && res.value && 'token' in res.value) {
      this.token = res.value.token;
      return;
    }
    if (res.code !== 'login_verification_required' || !res.value || !('challengeId' in res.value)) {
      throw new Error(`login failed: HTTP ${res.status} ${res.code ?? ''} ${res.message ?? ''}`);
    }
    const step = res.value;
    const method = step.methods.includes('sms') ? 'sms' : step.methods.includes('email') ? 'email' : undefined;
    if (!method) throw new Error(`login needs a second step the probe cannot make (${step.methods.join(', ')})`);
    const since = Date.now() - 5_000;
    const sent = await this.raw(sendLoginVerification.method, sendLoginVerification.path, { challengeId: step.challengeId, method });
    if (!sent.success) throw new Error(`could not send the login code: HTTP ${sent.status} ${sent.code ?? ''}`);
    const masked = method === 'sms' ? step.mobileMasked : step.emailMasked;
    const code = await this.outboxCode(this.o.to, masked, since);
    const verified = await this.raw<TLoginResult>(verifyLogin.method, verifyLogin.path, { challengeId: step.challengeId, method, code });
    if (!verified.success || !verified.value) throw new Error(`the login's second step failed: HTTP ${verified.status} ${verified.code ?? ''}`);
    this.token = verified.value.token;
  }

  /** The newest 6-digit code the developer outbox holds for `to` (or for an address matching the mask). */
  private async outboxCode(to: string | undefined, masked: string | null, since: number): Promise<string> {
    const res = await this.raw<TOutboxMessage[]>(getDevOutbox.method, getDevOutbox.path, undefined, { to, limit: 50 });
    if (!res.success || !res.value) throw new Error(`the login needs a code and the developer outbox is closed (HTTP ${res.status}); log in once from this address in the browser`);
    const pattern = masked ? maskPattern(masked) : undefined;
    const message = res.value.find((m) => (to ? true : pattern?.test(m.to.replace(/\s/g, '')) ?? false) && m.createdAt >= since && /\b\d{6}\b/.test(m.body));
    const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
    if (!code) throw new Error(`no login code in the developer outbox for ${to ?? masked ?? 'the member'} (give --to)`);
    return code;
  }
}

/** "+63 917****567" → /^\+63917.*567$/ (spaces ignored; the stars stand for any hidden part). */
export function maskPattern(masked: string): RegExp {
  const parts = masked.replace(/\s/g, '').split(/\*+/);
  return new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
}

interface Probe {
  group: ProbeGroup;
  name: string;
  contract: Contract;
}

const rowOf = (p: Probe, res: Answer, summary: string, ok = res.success && res.status >= 200 && res.status < 300): ProbeRow => ({
  group: p.group,
  name: p.name,
  method: p.contract.method,
  path: p.contract.path,
  status: res.status,
  success: res.success,
  ok,
  summary,
});
const failed = (res: Answer) => `FAILED ${res.code ?? ''} ${res.message ?? ''}`.trim();
const skipped = (p: Probe, why: string): ProbeRow => ({ group: p.group, name: p.name, method: p.contract.method, path: p.contract.path, status: 0, success: false, ok: true, summary: `skipped: ${why}` });

/** Makes every call of SPEC.md §7 Points, missions and promotions as the member; one row per call. */
export async function probeCalls(options: ProbeOptions): Promise<ProbeRow[]> {
  const c = new Client(options);
  await c.login();
  const rows: ProbeRow[] = [];

  /** A read: its row, with the summary of its value (or why it failed). */
  async function read<T>(p: Probe, summarize: (v: T) => string, query?: Record<string, string | number | undefined>): Promise<T | undefined> {
    let res: Answer<T>;
    try {
      res = await c.call<T>(p.contract, undefined, query);
    } catch (e) {
      rows.push({ ...skipped(p, ''), ok: false, summary: `FAILED ${(e as Error).message}` });
      return undefined;
    }
    const good = res.success && res.status >= 200 && res.status < 300 && res.value !== undefined;
    rows.push(rowOf(p, res, good ? summarize(res.value as T) : failed(res), good));
    return good ? res.value : undefined;
  }

  /** An act: its row; an "already" refusal is a real answer. */
  async function act<T>(p: Probe, body: unknown, summarize: (v: T) => string): Promise<T | undefined> {
    let res: Answer<T>;
    try {
      res = await c.call<T>(p.contract, body);
    } catch (e) {
      rows.push({ ...skipped(p, ''), ok: false, summary: `FAILED ${(e as Error).message}` });
      return undefined;
    }
    if (res.success && res.status >= 200 && res.status < 300 && res.value !== undefined) {
      rows.push(rowOf(p, res, summarize(res.value), true));
      return res.value;
    }
    if (res.code && ALREADY.has(res.code)) rows.push(rowOf(p, res, `refused as expected: ${res.code} (${res.message ?? ''})`, true));
    else rows.push(rowOf(p, res, failed(res), false));
    return undefined;
  }

  const P = (group: ProbeGroup, name: string, contract: Contract): Probe => ({ group, name, contract });

  // Points.
  const balance = await read<TPointBalance>(P('Points', 'pointBalance', pointBalance), (v) => `points=${v.points} (${v.currencySymbol})`);
  const mall = await read<TPointRewards>(P('Points', 'pointRewards', pointRewards), (v) =>
    v.list.length === 0 ? EMPTY : `${count(v.list.length, 'reward')}; ${v.list.slice(0, 2).map((r) => `${quote(r.name, 22)} ${r.points} pts`).join(', ')}`,
  );
  const config = await read<TPointConfig>(P('Points', 'pointConfig', pointConfig), (v) => {
    const rates = Object.entries(v.earnRates);
    return `${v.pointsPerUnit} pts/${v.currencySymbol}1, min convert ${v.minConvert}, level ${v.vipLevel}, ${rates.length} rates (${rates.slice(0, 2).map(([k, r]) => `${k}:${r}`).join(' ')})`;
  });
  if (options.act) {
    const redeemProbe = P('Points', 'redeemPointReward', redeemPointReward);
    const convertProbe = P('Points', 'convertPoints', convertPoints);
    let points = BigInt(balance?.points ?? '0');
    const affordable = (mall?.list ?? [])
      .filter((r) => r.kind === 'cash' && BigInt(r.points) <= points && (r.availableQuantity === null || r.availableQuantity > 0))
      .sort((a, b) => a.points - b.points)[0];
    if (!options.paymentPassword) {
      rows.push({ ...skipped(redeemProbe, 'no --payment-password'), ok: false });
      rows.push({ ...skipped(convertProbe, 'no --payment-password'), ok: false });
    } else {
      if (!affordable) rows.push(skipped(redeemProbe, `not enough points (${points})`));
      else {
        const redeemed = await act<TRedeem>(redeemProbe, { rewardId: affordable.id, quantity: 1, paymentPassword: options.paymentPassword, requestId: requestId() }, (v) =>
          `${quote(v.rewardName, 22)} for ${v.points} pts, ${v.status}`,
        );
        if (redeemed) points -= BigInt(redeemed.points);
      }
      const min = BigInt(config?.minConvert ?? 0);
      if (min <= 0n || points < min) rows.push(skipped(convertProbe, `not enough points (${points}, min ${min})`));
      else await act<TConverted>(convertProbe, { points: Number(min), paymentPassword: options.paymentPassword, requestId: requestId() }, (v) => `${v.points} pts → ${money(v.amount)}, points left ${v.balance}`);
    }
  }

  // After the acts, so the history shows them.
  await read<TRedeemPage>(P('Points', 'redeemList', redeemList), (v) =>
    v.list.length === 0 ? EMPTY : `${count(v.total, 'redeem')}; newest ${quote(v.list[0]!.rewardName, 22)} ${v.list[0]!.status}`,
  );
  await read<TPointMovePage>(P('Points', 'pointDetails', pointDetails), (v) =>
    v.list.length === 0 ? EMPTY : `${count(v.total, 'move')}; newest ${v.list[0]!.kind} ${v.list[0]!.changedPoints} → balance ${v.list[0]!.balance}`,
  );

  // Missions.
  await read<TMissionSummary>(P('Missions', 'missionSummary', missionSummary), (v) =>
    v.missions.length === 0 ? EMPTY : `${count(v.missions.length, 'mission')}, ${v.claimable} claimable; ${quote(v.missions[0]!.title, 22)} ${v.missions[0]!.progress}/${v.missions[0]!.target} ${v.missions[0]!.state}`,
  );
  await read<TMissionLeaderboard>(P('Missions', 'missionLeaderboard', missionLeaderboard), (v) =>
    v.tournaments.length === 0
      ? EMPTY
      : `${count(v.tournaments.length, 'tournament')}; ${v.tournaments.slice(0, 2).map((t) => `${quote(t.title, 24)} ${t.state}, pool ${money(t.prizePool)}, top ${t.top.length}${t.me ? `, me #${t.me.rank}` : ''}`).join('; ')}`,
  );

  // Promotions.
  const list = await read<TPromotionList>(P('Promotions', 'promotionList', promotionList), (v) =>
    v.list.length === 0 ? EMPTY : `${count(v.list.length, 'promotion')}: ${v.list.map((p) => p.code).join(', ')}`,
  );
  const codeOf = (id: number) => list?.list.find((p) => p.id === id)?.code ?? `#${id}`;
  const idOf = (code: string) => list?.list.find((p) => p.code === code)?.id;
  const standing = (v: TPromotionStanding) => `${codeOf(v.promotionId)} ${v.state}${v.amount ? ` ${money(v.amount)}` : ''}`;
  if (options.act) {
    const acts: [Probe, string, (id: number) => unknown][] = [
      [P('Promotions', 'promotionJoin', promotionJoin), 'mission-spins', (id) => ({ promotionId: id })],
      [P('Promotions', 'promotionRequestReward', promotionRequestReward), 'big-win-story', (id) => ({ promotionId: id, comment: 'My big win on Lucky Reels (calls probe).' })],
      [P('Promotions', 'promotionRaffleClaim', promotionRaffleClaim), 'free-chip', (id) => ({ promotionId: id })],
    ];
    for (const [probe, code, body] of acts) {
      const id = idOf(code);
      if (id === undefined) rows.push({ ...skipped(probe, `no ${code} promotion in the list`), ok: false });
      else await act<TPromotionStanding>(probe, body(id), standing);
    }
  }
  await read<TPromotionStandings>(P('Promotions', 'promotionStandings', promotionStandings), (v) =>
    v.list.length === 0 ? EMPTY : `${count(v.list.length, 'standing')}; ${v.list.slice(0, 3).map(standing).join(', ')}`,
  );
  await read<TBonusDetails>(P('Promotions', 'bonusDetails', bonusDetails), (v) =>
    v.bonuses.length === 0 ? EMPTY : `${count(v.bonuses.length, 'bonus', 'bonuses')}; ${quote(v.bonuses[0]!.title, 22)} ${v.bonuses[0]!.status} ${money(v.bonuses[0]!.amount)}, wagering ${money(v.bonuses[0]!.wageringDone)}/${money(v.bonuses[0]!.wageringRequired)}`,
  );
  await read<TRewardCenter>(P('Promotions', 'rewardCenter', rewardCenter), (v) =>
    v.rewards.length === 0 ? EMPTY : `${v.count} to claim; ${v.rewards.slice(0, 2).map((r) => `${r.kind} ${r.unit === 'points' ? `${r.amount} pts` : money(r.amount)}`).join(', ')}`,
  );
  await read<TMemberBadges>(P('Promotions', 'memberBadges', memberBadges), (v) => `rewardCenter=${v.rewardCenter} missionLeaderboard=${v.missionLeaderboard} messageV2=${v.messageV2}`);
  await read<TFreeRoundList>(P('Promotions', 'freeRoundList', freeRoundList), (v) =>
    v.grants.length === 0 ? EMPTY : `${count(v.grants.length, 'grant')}; ${quote(v.grants[0]!.gameName, 20)} ${v.grants[0]!.roundsLeft}/${v.grants[0]!.roundsGranted} at ${money(v.grants[0]!.stake)}`,
  );
  await read<TReferralInfo>(P('Promotions', 'referralInfo', referralInfo), (v) =>
    `code ${v.code}, ${v.enabled ? 'on' : 'off'}, ${count(v.friends, 'friend')}, earned ${money(v.earned)}, register reward ${money(v.rules.registerReward)}`,
  );
  await read<TRainStatus>(P('Promotions', 'rainStatus', rainStatus), (v) =>
    v.rains.length === 0 ? EMPTY : `${count(v.rains.length, 'rain')}; ${quote(v.rains[0]!.title, 24)} ${v.rains[0]!.state}, ${v.rains[0]!.remaining}/${v.rains[0]!.envelopes} left`,
  );
  await read<TWheelInfo>(P('Promotions', 'wheelInfo', wheelInfo), (v) =>
    v.wheel === null ? EMPTY : `${quote(v.wheel.title, 20)} ${count(v.wheel.segments.length, 'segment')}, ${count(v.spins, 'spin')}, ${v.recent.length} recent`,
  );
  return rows;
}

/** The rows as an aligned text table. */
export function formatTable(rows: ProbeRow[]): string {
  const head = ['GROUP', 'CALL', 'PATH', 'HTTP', 'SUCCESS', 'DATA'];
  const cells = rows.map((r) => [r.group, r.name, `${r.method} ${r.path}`, r.status === 0 ? '-' : String(r.status), r.ok ? (r.success ? 'yes' : 'ok') : 'NO', r.summary]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i === c.length - 1 ? x : x.padEnd(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export function parseArgs(argv: string[]): ProbeOptions & { json: boolean } {
  const o: ProbeOptions & { json: boolean } = { url: 'http://localhost:3000', user: 'player01', password: 'Player@123', json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--url': o.url = value(); break;
      case '--user': o.user = value(); break;
      case '--password': o.password = value(); break;
      case '--host': o.host = value(); break;
      case '--payment-password': o.paymentPassword = value(); break;
      case '--to': o.to = value(); break;
      case '--act': o.act = true; break;
      case '--json': o.json = true; break;
      default: throw new Error(`unknown option ${arg} (--url --host --user --password --act --payment-password --to --json)`);
    }
  }
  return o;
}

async function main(): Promise<void> {
  const { json, ...options } = parseArgs(process.argv.slice(2));
  const rows = await probeCalls(options);
  process.stdout.write(`${json ? JSON.stringify(rows, null, 2) : formatTable(rows)}\n`);
  const failures = rows.filter((r) => !r.ok).length;
  if (!json) process.stdout.write(`\n${rows.length} calls, ${failures} failed\n`);
  process.exitCode = failures > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    process.stderr.write(`calls probe: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  });
}
