/** Referral as the console runs it (audited rules, the friends list with flags) and the abuse clusters report. */
import type { TClusterKind, TStaffCluster, TStaffReferralRules } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { findMembersByIds, registerAddressClusters } from '../member';
import { deviceClusters } from '../session';
import { bankAccountClusters } from '../withdrawals';
import { friendPage, programmeTotals, saveSettings, settingsOf } from './referral.repository';
import { DEFAULT_REFERRAL_SETTINGS, presentFriends, presentRules } from './referral.service';

type Actor = { id: number; ip: string };

export async function staffReferral(db: DrizzleDb, merchantId: number) {
  const s = (await settingsOf(db, merchantId)) ?? { merchantId, ...DEFAULT_REFERRAL_SETTINGS };
  const totals = await programmeTotals(db, merchantId);
  return { rules: { enabled: s.enabled, ...presentRules(s) }, friends: totals.friends, flagged: totals.flagged, paid: totals.paid.toString() };
}

export async function saveReferral(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, actor: Actor, body: { rules: TStaffReferralRules; reason: string }) {
  const r = body.rules;
  await services.db.transaction(async (tx) => {
    const before = await settingsOf(tx, merchant.id);
    await saveSettings(tx, {
      merchantId: merchant.id,
      enabled: r.enabled,
      registerReward: BigInt(r.registerReward),
      firstDepositReward: BigInt(r.firstDepositReward),
      firstDepositMin: BigInt(r.firstDepositMin),
      wagerReward: BigInt(r.wagerReward),
      wagerTarget: BigInt(r.wagerTarget),
      maxFriends: r.maxFriends,
    });
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: actor.id, ip: actor.ip },
      action: 'referral.rules',
      entity: 'referral_settings',
      entityId: merchant.id,
      before: before ? { enabled: before.enabled, ...presentRules(before) } : null,
      after: { ...r },
      reason: body.reason,
      at: services.clock.now(),
    });
  });
  return staffReferral(services.db, merchant.id);
}

export async function staffReferralPage(db: DrizzleDb, merchant: MerchantRow, query: { pageNo: number; pageSize: number; flagged?: 'yes' | 'no' | undefined }, now: Date) {
  const { limit, offset } = pageWindow(query);
  const { rows, total } = await friendPage(db, merchant.id, { flagged: query.flagged === undefined ? undefined : query.flagged === 'yes' }, limit, offset);
  const friends = await presentFriends(db, merchant, rows, now);
  return pageOfRows(
    friends.map((f) => ({ referrerId: f.referrerId, referrer: f.referrer, friendId: f.friendId, friend: f.friend, registeredAt: f.registeredAt, steps: f.steps, flag: f.flag })),
    total,
    query,
  );
}

/** What a cluster shares, shown partly: an address's first half, a card's last 4, a browser's address and product. */
const maskShared = (kind: TClusterKind, shared: string) => {
  if (kind === 'bank_account') return `•••• ${shared.slice(-4)}`;
  if (kind === 'address') return shared.includes(':') ? `${shared.split(':').slice(0, 3).join(':')}:…` : `${shared.split('.').slice(0, 2).join('.')}.x.x`;
  return shared;
};

const CLUSTER_SCAN = 200;

export async function abuseClusters(db: DrizzleDb, merchant: MerchantRow, query: { pageNo: number; pageSize: number; kind?: TClusterKind | undefined }) {
  const want = (k: TClusterKind) => query.kind === undefined || query.kind === k;
  const found: { kind: TClusterKind; shared: string; ids: number[] }[] = [];
  if (want('device')) for (const c of await deviceClusters(db, merchant.id, CLUSTER_SCAN)) found.push({ kind: 'device', shared: `${maskShared('address', c.ip)} · ${c.user_agent.slice(0, 60)}`, ids: c.ids });
  if (want('address')) for (const c of await registerAddressClusters(db, merchant, CLUSTER_SCAN)) found.push({ kind: 'address', shared: maskShared('address', c.shared), ids: c.ids });
  if (want('bank_account')) for (const c of await bankAccountClusters(db, merchant.id, CLUSTER_SCAN)) found.push({ kind: 'bank_account', shared: maskShared('bank_account', c.shared), ids: c.ids });
  found.sort((a, b) => b.ids.length - a.ids.length);
  const { limit, offset } = pageWindow(query);
  const page = found.slice(offset, offset + limit);
  const accounts = new Map((await findMembersByIds(db, merchant.id, [...new Set(page.flatMap((c) => c.ids))])).map((m) => [m.id, m.account]));
  const list: TStaffCluster[] = page.map((c) => ({ kind: c.kind, shared: c.shared, members: c.ids.map((id) => ({ id, account: accounts.get(id) ?? '' })) }));
  return pageOfRows(list, found.length, query);
}
