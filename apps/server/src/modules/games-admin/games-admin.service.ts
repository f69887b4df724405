/**
 * The console's Games section (issue 13 item 7): the brand's vendors (on or
 * off, maintenance windows, provider settings, the signing secret's
 * rotation), its games (on or off, order, hot and new tags, category) and
 * the rounds that wait for an operator (resolve or refund, through the
 * provider wallet). Every change is audited in its transaction.
 *
 * The player site reads vendors and games from the database on every call
 * (no server cache; its page renders are keyed by their answers), so a
 * change shows to every visitor who loads the lobby after it. The provider
 * wallet keeps a vendor's settings in memory for PROVIDER_SETTINGS_TTL_MS:
 * a change drops this process's copy at once, other processes see it within
 * that time.
 */
import { ErrorCode, ROUND_STALE_HOURS, type TProviderSettingsBody, type TStaffGame, type TStaffVendor, type TUpdateGameBody } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppServices } from '../../services';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { listAllVendorRows, updateVendorRows } from '../catalog';
import { countGamesByVendor, findStaffGames, likeContains, lockStaffGame, updateGame, type GameChange, type GameRow } from '../games';
import {
  forgetSettings,
  listProviderSettings,
  lockProviderSettings,
  newProviderSecret,
  presentStaffRound,
  settleWaitingRound,
  updateProviderSettings,
  waitingRounds,
  type RoundAction,
  type StaffRoundRow,
} from '../provider';
import { presentGame, presentVendor, presentWindow } from './games-admin.presenter';
import {
  advanceVendorMaintenance,
  insertVendorMaintenance,
  listVendorMaintenance,
  lockVendorMaintenance,
  updateVendorMaintenance,
  type VendorMaintenanceRow,
} from './games-admin.repository';

type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;

export interface GamesEditor {
  merchant: MerchantRow;
  actor: AuditActor;
}

// Vendors ----------------------------------------------------------------------

/** The brand's vendors in the lobby's order, then vendors connected to the wallet API but not catalogued. */
export async function listVendors(db: DrizzleDb, merchantId: number): Promise<TStaffVendor[]> {
  const [rows, settings, counts, windows] = await Promise.all([
    listAllVendorRows(db, merchantId),
    listProviderSettings(db, merchantId),
    countGamesByVendor(db, merchantId),
    listVendorMaintenance(db, merchantId),
  ]);
  const codes = [...new Set([...rows.map((r) => r.vassalage), ...settings.map((s) => s.vassalage)])];
  return codes.map((vassalage) =>
    presentVendor({
      vassalage,
      rows: rows.filter((r) => r.vassalage === vassalage),
      settings: settings.find((s) => s.vassalage === vassalage),
      gameCount: counts.get(vassalage) ?? 0,
      windows: windows.filter((w) => w.vassalage === vassalage),
    }),
  );
}

async function vendorOf(db: DrizzleDb, merchantId: number, vassalage: string): Promise<TStaffVendor> {
  const vendor = (await listVendors(db, merchantId)).find((v) => v.vassalage === vassalage);
  if (!vendor) throw AppError.notFound(`No vendor ${vassalage} at this brand`);
  return vendor;
}

const vendorRowsOrThrow = <T>(rows: T[], vassalage: string) => {
  if (rows.length === 0) throw AppError.notFound(`No vendor ${vassalage} in this brand's catalog`);
  return rows;
};

/** Takes a vendor off the player site (lanes, game lists, launches) or puts it back; its open rounds still settle. */
export async function setVendorEnabled(db: DrizzleDb, editor: GamesEditor, input: { vassalage: string; enabled: boolean; reason: string }, now: Date) {
  const merchantId = editor.merchant.id;
  const before = await vendorOf(db, merchantId, input.vassalage);
  if ((before.status === 'disabled') !== input.enabled) return before;
  await db.transaction(async (tx) => {
    vendorRowsOrThrow(await updateVendorRows(tx, merchantId, input.vassalage, { enabled: input.enabled }), input.vassalage);
    await recordAudit(tx, {
      merchantId,
      actor: editor.actor,
      action: input.enabled ? 'vendor.enable' : 'vendor.disable',
      entity: 'vendor',
      entityId: input.vassalage,
      before: { enabled: !input.enabled },
      after: { enabled: input.enabled },
      reason: input.reason,
      at: now,
    });
  });
  return vendorOf(db, merchantId, input.vassalage);
}

/**
 * A maintenance window: at once when it starts now (the vendor's rows say
 * MAINTENANCE in this transaction), else the job applies its start; one open
 * window per vendor.
 */
export async function scheduleVendorMaintenance(
  db: DrizzleDb,
  editor: GamesEditor,
  input: { vassalage: string; startsAt?: number | undefined; endsAt?: number | null | undefined; reason: string },
  now: Date,
) {
  const merchantId = editor.merchant.id;
  const startsAt = new Date(Math.max(input.startsAt ?? now.getTime(), now.getTime()));
  const endsAt = input.endsAt == null ? null : new Date(input.endsAt);
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw new AppError(400, ErrorCode.contentWindowInvalid, 'The maintenance must end after it starts', { field: 'endsAt' });
  }
  const startsNow = startsAt.getTime() <= now.getTime();
  // The window acts on the vendor's catalog rows (what the site reads).
  vendorRowsOrThrow(await vendorOf(db, merchantId, input.vassalage).then((v) => v.gameTypes), input.vassalage);
  try {
    await db.transaction(async (tx) => {
      const window = await insertVendorMaintenance(tx, {
        merchantId,
        vassalage: input.vassalage,
        startsAt,
        endsAt,
        state: startsNow ? 'active' : 'scheduled',
        reason: input.reason,
        createdAt: now,
      });
      if (startsNow) await updateVendorRows(tx, merchantId, input.vassalage, { status: 'MAINTENANCE' });
      await recordAudit(tx, {
        merchantId,
        actor: editor.actor,
        action: 'vendor.maintenance.schedule',
        entity: 'vendor',
        entityId: input.vassalage,
        before: null,
        after: presentWindow(window),
        reason: input.reason,
        at: now,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'vendor_maintenance_open_unique')) {
      throw new AppError(409, ErrorCode.invalidState, 'This vendor already has a maintenance window; end or cancel it first');
    }
    throw err;
  }
  return vendorOf(db, merchantId, input.vassalage);
}

/** Ends an active window now (the vendor takes players again) or cancels a scheduled one. */
export async function endVendorMaintenance(db: DrizzleDb, editor: GamesEditor, input: { id: number; reason: string }, now: Date) {
  const merchantId = editor.merchant.id;
  const window = await db.transaction(async (tx) => {
    const before = await lockVendorMaintenance(tx, merchantId, input.id);
    if (!before) throw AppError.notFound('No such maintenance window');
    if (before.state === 'ended') throw new AppError(409, ErrorCode.invalidState, 'This maintenance window is already over');
    // A scheduled window cancelled before it began ends where it would have started.
    const after = await updateVendorMaintenance(tx, before.id, { state: 'ended', endsAt: before.state === 'active' ? now : before.startsAt });
    if (before.state === 'active') await updateVendorRows(tx, merchantId, before.vassalage, { status: 'ACTIVE' });
    await recordAudit(tx, {
      merchantId,
      actor: editor.actor,
      action: 'vendor.maintenance.end',
      entity: 'vendor',
      entityId: before.vassalage,
      before: presentWindow(before),
      after: presentWindow(after),
      reason: input.reason,
      at: now,
    });
    return after;
  });
  return vendorOf(db, merchantId, window.vassalage);
}

/**
 * The job (every brand): windows that began put their vendor under
 * maintenance, windows that ended take it out; each change audited as the
 * system's.
 */
export async function applyVendorMaintenance(db: DrizzleDb, now: Date): Promise<{ started: number; ended: number }> {
  return db.transaction(async (tx) => {
    const { started, ended } = await advanceVendorMaintenance(tx, now);
    const apply = async (w: VendorMaintenanceRow, status: 'MAINTENANCE' | 'ACTIVE', action: string) => {
      await updateVendorRows(tx, w.merchantId, w.vassalage, { status });
      await recordAudit(tx, {
        merchantId: w.merchantId,
        actor: { kind: 'system' },
        action,
        entity: 'vendor',
        entityId: w.vassalage,
        before: { status: status === 'ACTIVE' ? 'maintenance' : 'enabled' },
        after: { status: status === 'ACTIVE' ? 'enabled' : 'maintenance', window: w.id },
        reason: w.reason,
        at: now,
      });
    };
    for (const w of ended) await apply(w, 'ACTIVE', 'vendor.maintenance.ended');
    for (const w of started) await apply(w, 'MAINTENANCE', 'vendor.maintenance.started');
    return { started: started.length, ended: ended.length };
  });
}

const settingsAudit = (s: { launchUrl: string; currency: string; allowedIps: string[] }, walletMode: string) => ({
  launchUrl: s.launchUrl,
  currency: s.currency,
  allowedIps: s.allowedIps,
  walletMode,
});

/** How the wallet API and the launch reach the vendor; the wallet mode lives on the vendor's rows. */
export async function saveProviderSettings(db: DrizzleDb, editor: GamesEditor, input: TProviderSettingsBody, now: Date) {
  const merchantId = editor.merchant.id;
  const { vassalage } = input;
  const current = await vendorOf(db, merchantId, vassalage);
  if (input.walletMode === 'transfer' && current.gameTypes.length === 0) {
    throw new AppError(400, ErrorCode.validation, 'A vendor outside the catalog can only use the seamless wallet', { field: 'walletMode' });
  }
  await db.transaction(async (tx) => {
    const before = await lockProviderSettings(tx, merchantId, vassalage);
    if (!before) throw AppError.notFound(`Vendor ${vassalage} is not connected to the wallet API`);
    const after = await updateProviderSettings(tx, merchantId, vassalage, { launchUrl: input.launchUrl, currency: input.currency, allowedIps: [...new Set(input.allowedIps)] });
    if (current.gameTypes.length > 0) await updateVendorRows(tx, merchantId, vassalage, { walletMode: input.walletMode });
    await recordAudit(tx, {
      merchantId,
      actor: editor.actor,
      action: 'vendor.settings',
      entity: 'vendor',
      entityId: vassalage,
      before: settingsAudit(before, current.walletMode),
      after: settingsAudit(after!, input.walletMode),
      reason: input.reason,
      at: now,
    });
  });
  forgetSettings(db, merchantId, vassalage);
  return vendorOf(db, merchantId, vassalage);
}

/**
 * A new signing secret, answered this once. The one it replaces is still
 * accepted for `overlapHours`, so the vendor switches when it is ready; a
 * second rotation within that time drops the oldest at once. Neither secret
 * goes to the audit log.
 */
export async function rotateProviderSecret(db: DrizzleDb, editor: GamesEditor, input: { vassalage: string; overlapHours: number; reason: string }, now: Date) {
  const merchantId = editor.merchant.id;
  const secret = newProviderSecret();
  await db.transaction(async (tx) => {
    const before = await lockProviderSettings(tx, merchantId, input.vassalage);
    if (!before) throw AppError.notFound(`Vendor ${input.vassalage} is not connected to the wallet API`);
    const previousSecretUntil = new Date(now.getTime() + input.overlapHours * 3600_000);
    await updateProviderSettings(tx, merchantId, input.vassalage, { secret, previousSecret: before.secret, previousSecretUntil, secretRotatedAt: now });
    await recordAudit(tx, {
      merchantId,
      actor: editor.actor,
      action: 'vendor.secret.rotate',
      entity: 'vendor',
      entityId: input.vassalage,
      before: { secretRotatedAt: before.secretRotatedAt, previousSecretUntil: before.previousSecretUntil },
      after: { secretRotatedAt: now, previousSecretUntil, overlapHours: input.overlapHours },
      reason: input.reason,
      at: now,
    });
  });
  forgetSettings(db, merchantId, input.vassalage);
  return { vendor: await vendorOf(db, merchantId, input.vassalage), secret };
}

// Games ------------------------------------------------------------------------

export async function listGames(
  db: DrizzleDb,
  merchantId: number,
  q: { vassalage?: string | undefined; gameType?: string | undefined; state?: 'enabled' | 'disabled' | undefined; q?: string | undefined; pageNo: number; pageSize: number },
) {
  const name = q.q?.trim();
  const { rows, total } = await findStaffGames(
    db,
    merchantId,
    { vassalage: q.vassalage, gameType: q.gameType, enabled: q.state === undefined ? undefined : q.state === 'enabled', namePattern: name ? likeContains(name) : undefined },
    { offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize },
  );
  return { list: rows.map(presentGame), total };
}

const withTag = (tags: readonly string[], tag: 'hot' | 'new', on: boolean | undefined) =>
  on === undefined ? [...tags] : on ? [...new Set([...tags, tag])] : tags.filter((t) => t !== tag);

const gameAudit = (g: GameRow) => ({ enabled: g.enabled, sort: g.sort, tags: g.tags, gameType: g.gameType, classify: g.classify });

/** One game's switch, place, tags or category; a category is one its vendor is filed under. */
export async function changeGame(db: DrizzleDb, editor: GamesEditor, input: TUpdateGameBody, now: Date): Promise<TStaffGame> {
  const merchantId = editor.merchant.id;
  return db.transaction(async (tx) => {
    const row = await lockStaffGame(tx, merchantId, input.id);
    if (!row) throw AppError.notFound('No such game');
    const before = row.game;
    if (input.gameType !== undefined && input.gameType !== before.gameType) {
      const types = (await listAllVendorRows(tx, merchantId)).filter((v) => v.vassalage === before.vassalage).map((v) => v.gameType);
      if (!types.includes(input.gameType)) {
        throw new AppError(400, ErrorCode.validation, `Vendor ${before.vassalage} is filed under ${types.join(', ')} only`, { field: 'gameType' });
      }
    }
    const change: GameChange = {
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      ...(input.sort === undefined ? {} : { sort: input.sort }),
      ...(input.gameType === undefined ? {} : { gameType: input.gameType }),
      ...(input.classify === undefined ? {} : { classify: input.classify }),
      tags: withTag(withTag(before.tags, 'hot', input.hot), 'new', input.new),
    };
    const after = (await updateGame(tx, merchantId, before.id, change))!;
    if (JSON.stringify(gameAudit(before)) !== JSON.stringify(gameAudit(after))) {
      await recordAudit(tx, {
        merchantId,
        actor: editor.actor,
        action: 'game.update',
        entity: 'game',
        entityId: before.id,
        before: gameAudit(before),
        after: gameAudit(after),
        reason: input.reason,
        at: now,
      });
    }
    return presentGame({ game: after, vendorName: row.vendorName });
  });
}

// Rounds -----------------------------------------------------------------------

export async function listWaitingRounds(db: DrizzleDb, merchantId: number, now: Date, q: { pageNo: number; pageSize: number }) {
  const { rows, total } = await waitingRounds(db, merchantId, now, { offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  return { list: rows.map((r) => presentStaffRound(r, now)), total, staleHours: ROUND_STALE_HOURS };
}

const roundAudit = (r: StaffRoundRow) => ({ status: r.status, betTotal: r.betTotal, winTotal: r.winTotal, pendingWin: r.pendingWin });

/** Resolve (pay the unpaid wins and close) or refund (give the stakes back and close) a waiting round, once. */
export async function settleRound(services: Services, editor: GamesEditor, input: { id: number; action: RoundAction; reason: string }) {
  const now = services.clock.now();
  const after = await settleWaitingRound(services, editor.merchant, input, (tx, s) =>
    recordAudit(tx, {
      merchantId: editor.merchant.id,
      actor: editor.actor,
      action: `round.${input.action}`,
      entity: 'round',
      entityId: s.before.id,
      before: { ...roundAudit(s.before), vassalage: s.before.vassalage, roundId: s.before.roundId, memberId: s.before.memberId },
      after: { ...roundAudit(s.after), [input.action === 'resolve' ? 'paid' : 'refunded']: s.amount },
      reason: input.reason,
      at: now,
    }),
  );
  return presentStaffRound(after, now);
}
