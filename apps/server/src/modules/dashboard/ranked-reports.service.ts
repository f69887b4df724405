/**
 * The console's ranked reports: P&L by game and player activity. The wager
 * rollups rank and page (the wagers module's), then the page is named by the
 * modules that own the names: games by the catalog, members by the member
 * module; a page is at most REPORT_TOP_MAX rows, so each is one lookup.
 */
import type { TStaffGameReport, TStaffPlayerActivity } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import type { MerchantRow } from '../brand';
import { findGameNames } from '../games';
import { findMembersByIds } from '../member';
import { gameRollupPage, memberRollupPage, reportLine, type RankedReportQuery } from '../wagers';

export async function gameReport(db: DrizzleDb, merchant: MerchantRow, q: RankedReportQuery): Promise<TStaffGameReport> {
  const page = await gameRollupPage(db, merchant.id, q);
  const names = await findGameNames(db, merchant.id, page.list);
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    currency: merchant.currency,
    total: page.total,
    totals: reportLine(page.totals),
    list: page.list.map((g) => ({
      vassalage: g.vassalage,
      gameCode: g.gameCode,
      gameName: names.get(`${g.vassalage}|${g.gameCode}`) ?? null,
      category: g.category,
      ...reportLine(g),
    })),
  };
}

export async function playerActivity(db: DrizzleDb, merchant: MerchantRow, q: RankedReportQuery): Promise<TStaffPlayerActivity> {
  const page = await memberRollupPage(db, merchant.id, q);
  const usernames = new Map((await findMembersByIds(db, merchant.id, page.list.map((m) => m.memberId))).map((m) => [m.id, m.account]));
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    currency: merchant.currency,
    total: page.total,
    newPlayers: page.newPlayers,
    totals: reportLine(page.totals),
    list: page.list.map((m) => ({ memberId: m.memberId, username: usernames.get(m.memberId) ?? `#${m.memberId}`, ...reportLine(m) })),
  };
}
