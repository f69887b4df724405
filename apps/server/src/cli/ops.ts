/**
 * Operator commands against the same database the server uses.
 *
 *   npm run ops -w @wps/server -- <command>
 *
 * With DATABASE_URL they run while the server is up. On the embedded
 * database (PGlite, no DATABASE_URL) only one process may open DATA_DIR at a
 * time: stop the server first; the command refuses to run while it holds it.
 */
import { randomBytes } from 'node:crypto';
import { BUILTIN_STAFF_ROLES, PLATFORM_ROLE, isBuiltinStaffRole } from '@wps/contracts';
import { loadConfig } from '../config';
import { prepareDatabase } from '../bootstrap';
import { openDatabase, type Database } from '../db/client';
import { findMerchantByCode, listMerchants } from '../modules/brand/brand.repository';
import { rotateKeys } from '../modules/keys/keys.service';
import { listJobs, listSchedules, type JobRow } from '../modules/jobs';
import { checkLedger } from '../modules/ledger/ledger.service';
import { findRollupMismatches } from '../modules/wagers';
import { findTeamMismatches } from '../modules/agent';
import { findStaffByUsername, findStaffRole, listStaff } from '../modules/staff/staff.repository';
import { createStaff } from '../modules/staff/staff.service';
import { isCommonPassword } from '../lib/common-passwords';
import { DEFAULT_LIMITS, listStudioLimits, setStudioLimits } from '../studio/platform/limits';
import { tablesStore } from '../studio/tables/store';
import {
  blockCountry,
  endMaintenance,
  startMaintenance,
  unblockCountry,
} from '../modules/access/access.service';

export const USAGE = `Usage: npm run ops -w @wps/server -- <command>

Commands:
  maintenance start <merchant> [--until <ISO date>]   put a brand into maintenance (open-ended without --until)
  maintenance end <merchant>                          end the brand's maintenance now
  region block <merchant> <CC>                        block visitors from a country (ISO 3166-1 alpha-2)
  region unblock <merchant> <CC>                      lift a country block
  brands                                              list brands and their hosts
  keys rotate                                         new encryption key; the old one is accepted 24 more hours
  ledger check [--at <ISO date>] [--merchant <code>]  entries sum to zero and every balance equals its entries (exit 1 if not)
  staff add <merchant> <username> <role> [--name <display name>]
                                                      a back-office staff account (admin, finance, support, risk, content,
                                                      a custom role, or platform: the platform's own staff, who sign in at
                                                      every brand's console); the password comes from STAFF_PASSWORD
                                                      or is generated and printed once
  staff list <merchant>                               the brand's staff accounts
  jobs [--name <job>] [--status <queued|running|done|failed>] [--limit <n>]
                                                      the durable jobs' schedules and latest runs (attempts, errors, results)
  wagers check <merchant>                             the wager rollups equal a recomputation from the wager rows (exit 1 if not)
  studio limits <merchant>                            the brand's limits at our studio's games (bet range, largest win, edge, autoplay, turbo)
  studio limits set <merchant> <game|*> [--min <minor>] [--max <minor>] [--max-win <minor>] [--edge <bp>] [--autoplay on|off] [--turbo on|off]
                                                      set them for a game (or '*', every game without its own) in the brand's currency;
                                                      the games read them again within 30 s
  studio table <game> <open|maintenance>              open a live table, or close it (its round is voided and every bet refunded)

Uses DATABASE_URL when set, else the embedded database in DATA_DIR
(stop the server first: the embedded database allows one process at a time).`;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Runs one command; returns the line to print. Exported for tests. */
export async function runOps(database: Database, argv: readonly string[], passwordFromEnv = process.env.STAFF_PASSWORD): Promise<string> {
  const [group, action, ...rest] = argv;
  const db = database.db;
  if (group === 'brands' && action === undefined) {
    const brands = await listMerchants(db);
    return brands
      .map((b) => `${b.code.padEnd(12)} ${b.name.padEnd(20)} ${b.currency} GMT${formatOffset(b.gmtOffsetMinutes)}  ${b.hosts.join(', ')}`)
      .join('\n');
  }
  if (group === 'keys' && action === 'rotate') {
    const kid = await rotateKeys(db, new Date());
    return `new encryption key ${kid} is active; the previous key is accepted for 24 hours (running servers pick it up within a minute)`;
  }
  if (group === 'ledger' && action === 'check') {
    const at = optionalDate(rest, '--at');
    const merchantIndex = rest.indexOf('--merchant');
    let merchantId: number | undefined;
    let scope = 'all brands';
    if (merchantIndex >= 0) {
      const code = required(rest[merchantIndex + 1], '--merchant <code>');
      const merchant = await findMerchantByCode(db, code);
      if (!merchant) throw new UsageError(`Unknown merchant: ${code}`);
      merchantId = merchant.id;
      scope = code;
    }
    const result = await checkLedger(db, { at, merchantId });
    const when = at ? ` as of ${at.toISOString()}` : '';
    if (result.ok) return `ledger ok (${scope}${when}): entries sum to 0, every balance equals its entries`;
    const lines = [`ledger MISMATCH (${scope}${when}): entries sum to ${result.entriesSum}`];
    for (const m of result.mismatches) lines.push(`  account ${m.accountId}: balance ${m.balance}, entries ${m.entriesSum}`);
    // A failed check must fail the command, so scripts and cron alerts see it.
    throw new Error(lines.join('\n'));
  }
  if (group === 'jobs') {
    const args = action === undefined ? [] : [action, ...rest];
    const flag = (name: string) => (args.indexOf(name) >= 0 ? required(args[args.indexOf(name) + 1], `${name} <value>`) : undefined);
    const status = flag('--status');
    if (status !== undefined && !['queued', 'running', 'done', 'failed'].includes(status)) throw new UsageError('--status: queued, running, done or failed');
    const limit = Number(flag('--limit') ?? 20);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('--limit: 1 to 500');
    const schedules = await listSchedules(db);
    const runs = await listJobs(db, { name: flag('--name'), status: status as JobRow['status'] | undefined, limit });
    const lines = ['schedules:'];
    for (const s of schedules) {
      lines.push(`  ${s.name.padEnd(28)} every ${String(s.everySeconds).padStart(6)} s  next ${s.nextRunAt.toISOString()}  last ${s.lastRunAt?.toISOString() ?? '-'}`);
    }
    lines.push('runs (newest first):');
    for (const j of runs) {
      const outcome = j.status === 'failed' || j.lastError ? `error: ${j.lastError}` : j.result ? JSON.stringify(j.result) : '';
      lines.push(`  #${j.id} ${j.name.padEnd(28)} ${j.status.padEnd(7)} attempts ${j.attempts}/${j.maxAttempts}  run at ${j.runAt.toISOString()}  ${outcome}`.trimEnd());
    }
    return lines.join('\n');
  }
  if (group === 'wagers' && action === 'check') {
    const merchant = await merchantOf(db, required(rest[0], 'merchant'));
    const mismatches = [
      ...(await findRollupMismatches(db, merchant.id)),
      ...(await findTeamMismatches(db, merchant.id)).map((m) => ({ ...m, table: 'team_daily' })),
    ];
    if (mismatches.length === 0) return `wagers ok (${merchant.code}): every rollup (member, brand, game, active players, teams) equals a recomputation from the wager rows`;
    const lines = [`wager rollups MISMATCH (${merchant.code}):`, ...mismatches.map((m) => `  ${m.table} ${m.key}: stored ${m.stored}, recomputed ${m.recomputed}`)];
    throw new Error(lines.join('\n'));
  }
  if (group === 'studio' && action === 'limits') {
    const merchant = await merchantOf(db, required(rest[0] === 'set' ? rest[1] : rest[0], 'merchant'));
    if (rest[0] === 'set') {
      const game = required(rest[2], 'game (or *)');
      const minor = (flag: string) => {
        const raw = optionalFlag(rest, flag);
        if (raw === undefined) return undefined;
        if (!/^\d{1,16}$/.test(raw)) throw new UsageError(`${flag} must be an amount in minor units`);
        return BigInt(raw);
      };
      const onOff = (flag: string) => {
        const raw = optionalFlag(rest, flag);
        if (raw === undefined) return undefined;
        if (raw !== 'on' && raw !== 'off') throw new UsageError(`${flag} must be on or off`);
        return raw === 'on';
      };
      const edge = optionalFlag(rest, '--edge');
      if (edge !== undefined && !/^\d{1,4}$/.test(edge)) throw new UsageError('--edge must be basis points (100 = 1 %)');
      const change = Object.fromEntries(
        Object.entries({
          minBet: minor('--min'),
          maxBet: minor('--max'),
          maxWin: minor('--max-win'),
          edgeBp: edge === undefined ? undefined : Number(edge),
          autoplay: onOff('--autoplay'),
          turbo: onOff('--turbo'),
        }).filter(([, v]) => v !== undefined),
      );
      try {
        const set = await setStudioLimits(db, { merchantId: merchant.id, currency: merchant.currency, game }, change);
        return `${merchant.code} ${merchant.currency} ${game}: ${describeLimits(set)}`;
      } catch (err) {
        if (err instanceof RangeError) throw new UsageError(err.message);
        throw err;
      }
    }
    const rows = await listStudioLimits(db, merchant.id);
    return rows.length === 0 ? `${merchant.code}: the studio's defaults (${describeLimits(DEFAULT_LIMITS)})` : rows.map((r) => `${r.currency} ${r.game.padEnd(14)} ${describeLimits(r)}`).join('\n');
  }
  if (group === 'studio' && action === 'table') {
    const table = required(rest[0], 'game');
    const status = required(rest[1], 'open|maintenance');
    if (status !== 'open' && status !== 'maintenance') throw new UsageError('The table status is open or maintenance');
    const found = await tablesStore(db).table(table);
    if (!found) throw new UsageError(`Unknown table: ${table}`);
    await tablesStore(db).setStatus(table, status);
    return status === 'open' ? `${table}: open` : `${table}: closed for maintenance (its round is voided and refunded at the next tick)`;
  }
  if (group === 'staff' && action === 'add') {
    const merchant = await merchantOf(db, required(rest[0], 'merchant'));
    const username = required(rest[1], 'username');
    const role = required(rest[2], 'role');
    if (!isBuiltinStaffRole(role) && role !== PLATFORM_ROLE && !(await findStaffRole(db, merchant.id, role))) {
      throw new UsageError(`Role must be one of ${BUILTIN_STAFF_ROLES.join(', ')}, ${PLATFORM_ROLE} or a custom role of ${merchant.code}`);
    }
    if (!/^[A-Za-z][A-Za-z0-9._-]{2,31}$/.test(username)) throw new UsageError('Username: 3 to 32 letters, digits, . _ -, starting with a letter');
    if (await findStaffByUsername(db, merchant.id, username)) throw new UsageError(`${merchant.code}: staff ${username} already exists`);
    const nameIndex = rest.indexOf('--name');
    const displayName = nameIndex >= 0 ? required(rest[nameIndex + 1], '--name <display name>') : username;
    const given = passwordFromEnv;
    if (given !== undefined && given.length < 10) throw new UsageError('STAFF_PASSWORD must have at least 10 characters');
    if (given !== undefined && isCommonPassword(given)) throw new UsageError('STAFF_PASSWORD is one of the most common passwords; choose another');
    const password = given ?? randomBytes(12).toString('base64url');
    await createStaff(db, { merchantId: merchant.id, username, displayName, role, password });
    return `${merchant.code}: staff ${username} (${role}) created${given === undefined ? `; password (shown once): ${password}` : ''}`;
  }
  if (group === 'staff' && action === 'list') {
    const merchant = await merchantOf(db, required(rest[0], 'merchant'));
    const rows = await listStaff(db, merchant.id);
    return rows.map((r) => `${r.username.padEnd(16)} ${r.role.padEnd(8)} ${r.status.padEnd(8)} ${r.displayName}`).join('\n') || `${merchant.code}: no staff`;
  }
  if (group === 'maintenance' && action === 'start') {
    const merchant = required(rest[0], 'merchant');
    const endsAt = optionalDate(rest, '--until');
    const window = await startMaintenance(db, merchant, endsAt ? { endsAt } : {});
    return `${merchant}: maintenance started${window.endsAt ? ` until ${window.endsAt.toISOString()}` : ' (until ended)'}`;
  }
  if (group === 'maintenance' && action === 'end') {
    const merchant = required(rest[0], 'merchant');
    const ended = await endMaintenance(db, merchant);
    return ended > 0 ? `${merchant}: maintenance ended` : `${merchant}: was not in maintenance`;
  }
  if (group === 'region' && (action === 'block' || action === 'unblock')) {
    const merchant = required(rest[0], 'merchant');
    const country = required(rest[1], 'country code');
    if (action === 'block') {
      await blockCountry(db, merchant, country);
      return `${merchant}: visitors from ${country.toUpperCase()} are blocked`;
    }
    const lifted = await unblockCountry(db, merchant, country);
    return lifted > 0 ? `${merchant}: ${country.toUpperCase()} unblocked` : `${merchant}: ${country.toUpperCase()} was not blocked`;
  }
  throw new UsageError(argv.length === 0 ? 'No command given' : `Unknown command: ${argv.join(' ')}`);
}

async function merchantOf(db: Database['db'], code: string) {
  const merchant = await findMerchantByCode(db, code);
  if (!merchant) throw new UsageError(`Unknown merchant: ${code}`);
  return merchant;
}

function required(value: string | undefined, name: string): string {
  if (!value || value.startsWith('--')) throw new UsageError(`Missing ${name}`);
  return value;
}

function optionalFlag(args: readonly string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  return index < 0 ? undefined : required(args[index + 1], `${flag} <value>`);
}

const describeLimits = (l: { minBet: bigint; maxBet: bigint; maxWin: bigint; edgeBp: number; autoplay: boolean; turbo: boolean }) =>
  `bets ${l.minBet}–${l.maxBet}, largest win ${l.maxWin} (minor units), edge ${l.edgeBp} bp, autoplay ${l.autoplay ? 'on' : 'off'}, turbo ${l.turbo ? 'on' : 'off'}`;

function optionalDate(args: readonly string[], flag: string): Date | undefined {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  const raw = required(args[index + 1], `${flag} <ISO date>`);
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw new UsageError(`${flag}: "${raw}" is not a date`);
  return date;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    console.log(USAGE);
    process.exit(argv.length === 0 ? 1 : 0);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // A fresh data dir gets the same schema and demo brands the server would create.
    await prepareDatabase(database);
    console.log(await runOps(database, argv));
  } finally {
    await database.close();
  }
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  main().catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    console.error(err instanceof UsageError ? `${message}\n\n${USAGE}` : message);
    process.exit(1);
  });
}
