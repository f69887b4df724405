import { SystemStatus, type TSystemStatus } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { findMerchantByCode } from '../brand';
import {
  endAccessRules,
  endActiveMaintenance,
  findActiveAccessRules,
  findActiveMaintenance,
  insertAccessRule,
  insertMaintenance,
  type AccessRuleRow,
  type MaintenanceWindowRow,
} from './access.repository';
import { createIpMatcher } from './client-ip';

export interface Visitor {
  ip: string;
  country: string | null;
}

export interface AccessDecision {
  status: TSystemStatus;
  maintenance: boolean;
  regionRestriction: boolean;
  /** Epoch ms when the maintenance ends; null when open-ended or not in maintenance. */
  maintenanceEnd: number | null;
}

/**
 * SPEC.md §4 System status. Maintenance wins over a region block: during
 * maintenance nobody plays, and the maintenance page tells them when to return.
 */
export function decideAccess(
  windows: readonly Pick<MaintenanceWindowRow, 'endsAt'>[],
  rules: readonly Pick<AccessRuleRow, 'kind' | 'value'>[],
  visitor: Visitor,
): AccessDecision {
  if (windows.length > 0) {
    // An open-ended window keeps the site down until someone ends it.
    const openEnded = windows.some((w) => w.endsAt === null);
    const end = openEnded ? null : Math.max(...windows.map((w) => (w.endsAt as Date).getTime()));
    return { status: SystemStatus.maintenance, maintenance: true, regionRestriction: false, maintenanceEnd: end };
  }
  if (isBlocked(rules, visitor)) {
    return { status: SystemStatus.regionRestricted, maintenance: false, regionRestriction: true, maintenanceEnd: null };
  }
  return { status: SystemStatus.normal, maintenance: false, regionRestriction: false, maintenanceEnd: null };
}

function isBlocked(rules: readonly Pick<AccessRuleRow, 'kind' | 'value'>[], visitor: Visitor): boolean {
  const country = visitor.country?.toUpperCase() ?? null;
  if (country && rules.some((r) => r.kind === 'country' && r.value.toUpperCase() === country)) return true;
  const ipRules = rules.filter((r) => r.kind === 'ip').map((r) => r.value);
  return ipRules.length > 0 && createIpMatcher(ipRules).has(visitor.ip);
}

/**
 * Read on every request on purpose, never cached: an operator who starts
 * maintenance or blocks a country expects the very next request to obey.
 */
export async function evaluateAccess(
  db: DrizzleDb,
  merchantId: number,
  visitor: Visitor,
  now: Date = new Date(),
): Promise<AccessDecision> {
  const [windows, rules] = await Promise.all([
    findActiveMaintenance(db, merchantId, now),
    findActiveAccessRules(db, merchantId, now),
  ]);
  return decideAccess(windows, rules, visitor);
}

export class UnknownMerchantError extends Error {
  override name = 'UnknownMerchantError';
  constructor(readonly merchantCode: string) {
    super(`No merchant with code "${merchantCode}"`);
  }
}

async function merchantIdOf(db: DrizzleDb, merchantCode: string): Promise<number> {
  const merchant = await findMerchantByCode(db, merchantCode);
  if (!merchant) throw new UnknownMerchantError(merchantCode);
  return merchant.id;
}

const COUNTRY_CODE = /^[A-Z]{2}$/;
function normalizeCountry(countryCode: string): string {
  const cc = countryCode.trim().toUpperCase();
  if (!COUNTRY_CODE.test(cc)) throw new RangeError(`"${countryCode}" is not an ISO 3166-1 alpha-2 country code`);
  return cc;
}

/** Puts the brand into maintenance from now until `endsAt` (or until ended). */
export async function startMaintenance(
  db: DrizzleDb,
  merchantCode: string,
  opts: { endsAt?: Date; reason?: string; now?: Date } = {},
): Promise<MaintenanceWindowRow> {
  const now = opts.now ?? new Date();
  if (opts.endsAt && opts.endsAt.getTime() <= now.getTime()) {
    throw new RangeError('The maintenance end must be in the future');
  }
  const merchantId = await merchantIdOf(db, merchantCode);
  return insertMaintenance(db, { merchantId, startsAt: now, endsAt: opts.endsAt ?? null, reason: opts.reason ?? null });
}

/** Ends every active maintenance window of the brand now; returns how many. */
export async function endMaintenance(db: DrizzleDb, merchantCode: string, opts: { now?: Date } = {}): Promise<number> {
  const merchantId = await merchantIdOf(db, merchantCode);
  return endActiveMaintenance(db, merchantId, opts.now ?? new Date());
}

/** Blocks visitors from a country, from now on. Blocking twice keeps one active rule. */
export async function blockCountry(
  db: DrizzleDb,
  merchantCode: string,
  countryCode: string,
  opts: { now?: Date; note?: string } = {},
): Promise<void> {
  const cc = normalizeCountry(countryCode);
  const merchantId = await merchantIdOf(db, merchantCode);
  const now = opts.now ?? new Date();
  const active = await findActiveAccessRules(db, merchantId, now);
  if (active.some((r) => r.kind === 'country' && r.value === cc)) return;
  await insertAccessRule(db, { merchantId, kind: 'country', value: cc, startsAt: now, note: opts.note ?? null });
}

/** Lifts the block on a country now; returns how many rules were ended. */
export async function unblockCountry(
  db: DrizzleDb,
  merchantCode: string,
  countryCode: string,
  opts: { now?: Date } = {},
): Promise<number> {
  const cc = normalizeCountry(countryCode);
  const merchantId = await merchantIdOf(db, merchantCode);
  return endAccessRules(db, merchantId, 'country', cc, opts.now ?? new Date());
}
