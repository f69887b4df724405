import { REPORT_TOP_MAX, staffGameReport, staffPlayerActivity } from '@wps/contracts/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api';

/** A ranked report's page: the range, the sort and the page (the same for games and players). */
export type RankedQuery = NonNullable<CallInput<typeof staffGameReport>>;

export const useGameReport = (query: RankedQuery) =>
  useQuery({ queryKey: ['reports', 'games', query], queryFn: ({ signal }) => call(staffGameReport, query, { signal }), placeholderData: keepPreviousData });

export const usePlayerActivity = (query: RankedQuery) =>
  useQuery({ queryKey: ['reports', 'players', query], queryFn: ({ signal }) => call(staffPlayerActivity, query, { signal }), placeholderData: keepPreviousData });

const top = (query: RankedQuery) => ({ ...query, pageNo: 1, pageSize: REPORT_TOP_MAX });

/** The first REPORT_TOP_MAX games in the table's order, for the CSV file. */
export const topGames = async (query: RankedQuery) => (await call(staffGameReport, top(query))).list;

/** The first REPORT_TOP_MAX players in the table's order, for the CSV file. */
export const topPlayers = async (query: RankedQuery) => (await call(staffPlayerActivity, top(query))).list;
