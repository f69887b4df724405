import {
  agentBills,
  agentContracts,
  agentDownlines,
  agentIncome,
  agentInvite,
  agentNotices,
  agentOverview,
  agentRegister,
  agentTeamBets,
  agentTeamTransactions,
  agentTransfer,
  agentTransferInfo,
  agentUserLoss,
  claimBill,
  type ContractQuery,
  contractRequests,
  dailySalaryOffers,
  decideDailySalary,
  decideDividend,
  decideHourlySalary,
  decideRealtimeSalary,
  dividendOffers,
  endContract,
  hourlySalaryOffers,
  offerContract,
  previewContract,
  realtimeSalaryOffers,
  type TAgentRegisterBody,
  type TAgentTransferBody,
  type TContractKind,
  type TContractOfferBody,
  type TTeamPeriod,
  type TUplineTransferBody,
  transferList,
  uplineTransfer,
} from '@wps/contracts/player';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

/**
 * The agent center's calls (issue 14): TanStack Query keys, each scoped by
 * the session token the caller adds, and one hook per call.
 */
export const agentKeys = {
  all: ['agent'],
  notices: ['agent', 'notices'],
  overview: ['agent', 'overview'],
  downlines: ['agent', 'downlines'],
  teamBets: ['agent', 'teamBets'],
  userLoss: ['agent', 'userLoss'],
  transactions: ['agent', 'transactions'],
  invite: ['agent', 'invite'],
  transferInfo: ['agent', 'transferInfo'],
  transfers: ['agent', 'transfers'],
  contractRequests: ['agent', 'contractRequests'],
  contractOffers: ['agent', 'contractOffers'],
  contracts: ['agent', 'contracts'],
  bills: ['agent', 'bills'],
  income: ['agent', 'income'],
} as const;

export type DownlineQuery = ContractQuery<typeof agentDownlines>;
export type TeamBetsQuery = ContractQuery<typeof agentTeamBets>;
export type UserLossQuery = ContractQuery<typeof agentUserLoss>;
export type TeamTransactionQuery = ContractQuery<typeof agentTeamTransactions>;
export type BillsQuery = ContractQuery<typeof agentBills>;
export type IncomeQuery = ContractQuery<typeof agentIncome>;
export type PageQuery = { pageNo: number; pageSize: number };

/** A list read: the previous page stays on screen while the next one loads, and entering a screen always asks again. */
const useList = <Q, V>(key: readonly string[], query: Q, fetcher: (q: Q, signal: AbortSignal) => Promise<V>, enabled = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [...key, token, query],
    queryFn: ({ signal }) => fetcher(query, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

/** agentAnnouncement: the brand's notices for agents in the agent's language, newest first. */
export const useAgentNotices = (query: PageQuery) =>
  useList(agentKeys.notices, { ...query, language: currentLanguage() }, (q, signal) => callApi(agentNotices, { query: q, signal }));

/** agentTeamOverview: the team's figures over a period, by day. */
export const useTeamOverview = (period: TTeamPeriod) =>
  useList(agentKeys.overview, { period }, (q, signal) => callApi(agentOverview, { query: q, signal }));

/** downlineManagmentView: one level of the team, or a search over all of it. */
export const useDownlines = (query: DownlineQuery) => useList(agentKeys.downlines, query, (q, signal) => callApi(agentDownlines, { query: q, signal }));

/** Team betting: the team's settled bets with the totals of the filter. */
export const useTeamBets = (query: TeamBetsQuery, enabled: boolean) =>
  useList(agentKeys.teamBets, query, (q, signal) => callApi(agentTeamBets, { query: q, signal }), enabled);

/** User loss: players' P&L per direct downline (with its team). */
export const useUserLoss = (query: UserLossQuery, enabled: boolean) =>
  useList(agentKeys.userLoss, query, (q, signal) => callApi(agentUserLoss, { query: q, signal }), enabled);

/** Account details: the team's deposits, withdrawals, transfers and adjustments. */
export const useTeamTransactions = (query: TeamTransactionQuery, enabled: boolean) =>
  useList(agentKeys.transactions, query, (q, signal) => callApi(agentTeamTransactions, { query: q, signal }), enabled);

/** The invite link, the affiliate code, the types this agent may open and the invite statistics of a range. */
export const useAgentInvite = (range: { startDate: string; endDate: string }, enabled = true) =>
  useList(agentKeys.invite, range, (q, signal) => callApi(agentInvite, { query: q, signal }), enabled);

/** The caller's transfers with its upline and downlines, newest first. */
export const useTransferList = (query: PageQuery) => useList(agentKeys.transfers, query, (q, signal) => callApi(transferList, { query: q, signal }));

/** What both transfer forms need: balance, limits, payment password, the upline and whether sending up is allowed. */
export const useTransferInfo = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...agentKeys.transferInfo, token],
    queryFn: ({ signal }) => callApi(agentTransferInfo, { signal }),
    enabled: token !== null,
    // The balance moves with every transfer, deposit and bet: ask again on entering a form.
    staleTime: 0,
  });
};

/** registerCenter: a new account under the caller; the team lists and the invite figures change. */
export const useAgentRegister = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAgentRegisterBody) => callApi(agentRegister, { body }),
    onSuccess: () =>
      Promise.all([agentKeys.downlines, agentKeys.overview, agentKeys.invite, agentKeys.userLoss].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
};

/** Money moved: the balance everywhere, the limits, the lists of transfers and of the team's movements. */
const useMoneyMoved = () => {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        walletKeys.balance,
        walletKeys.funds,
        walletKeys.transactionDetails,
        walletKeys.transactionHistory,
        agentKeys.transferInfo,
        agentKeys.transfers,
        agentKeys.transactions,
        agentKeys.downlines,
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
};

/** Sends money to a direct downline (payment password; idempotent by requestId). */
export const useAgentTransfer = () => {
  const moved = useMoneyMoved();
  return useMutation({ mutationFn: (body: TAgentTransferBody) => callApi(agentTransfer, { body }), onSuccess: moved });
};

/** Sends money up to one's upline, where the brand allows (payment password; idempotent by requestId). */
export const useUplineTransfer = () => {
  const moved = useMoneyMoved();
  return useMutation({ mutationFn: (body: TUplineTransferBody) => callApi(uplineTransfer, { body }), onSuccess: moved });
};

// --- Contracts and bills (issue 14 items 5 and 6) ------------------------------

/** SPEC.md §9: the contract flags are asked on load, when the window gets focus again, and every minute. */
export const CONTRACT_REQUESTS_POLL_MS = 60_000;

/** SPEC.md §3 consolidated contract flags: which kinds have an offer waiting for the signed-in agent; `poll` for the one reader that keeps them fresh. */
export const useContractRequests = (enabled: boolean, poll = false) => {
  const token = useToken();
  return useQuery({
    queryKey: [...agentKeys.contractRequests, token],
    queryFn: ({ signal }) => callApi(contractRequests, { signal }),
    enabled: enabled && token !== null,
    staleTime: 0,
    refetchOnWindowFocus: poll ? 'always' : false,
    refetchInterval: poll ? CONTRACT_REQUESTS_POLL_MS : false,
  });
};

/** The four process calls of SPEC.md §7, by kind: GET lists the offers waiting, POST answers one. */
const PROCESS_CALLS = {
  dividend: { offers: dividendOffers, decide: decideDividend },
  daily_salary: { offers: dailySalaryOffers, decide: decideDailySalary },
  hourly_salary: { offers: hourlySalaryOffers, decide: decideHourlySalary },
  realtime_salary: { offers: realtimeSalaryOffers, decide: decideRealtimeSalary },
} as const;

/** The offers of one kind waiting for the caller, each with its what-if over the last whole period. */
export const useContractOffers = (kind: TContractKind, enabled = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [...agentKeys.contractOffers, token, kind],
    queryFn: ({ signal }) => callApi(PROCESS_CALLS[kind].offers, { signal }),
    enabled: enabled && token !== null,
    staleTime: 0,
  });
};

/** A contract changed (offered, answered, ended): the flags, the offers and the lists of contracts. */
const useContractsChanged = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([agentKeys.contractRequests, agentKeys.contractOffers, agentKeys.contracts].map((queryKey) => client.invalidateQueries({ queryKey })));
};

/** Accepts or declines an offer through its kind's process call. */
export const useDecideContract = () => {
  const changed = useContractsChanged();
  return useMutation({
    mutationFn: ({ kind, contractId, action }: { kind: TContractKind; contractId: number; action: 'accept' | 'decline' }) =>
      callApi(PROCESS_CALLS[kind].decide, { body: { contractId, action } }),
    onSuccess: changed,
  });
};

/** The caller's contracts (held and offered to it) and those it offered its direct downlines. */
export const useAgentContracts = (enabled = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [...agentKeys.contracts, token],
    queryFn: ({ signal }) => callApi(agentContracts, { query: {}, signal }),
    enabled: enabled && token !== null,
    staleTime: 0,
  });
};

/** Offers a direct downline a contract (within the caller's own terms). */
export const useOfferContract = () => {
  const changed = useContractsChanged();
  return useMutation({ mutationFn: (body: TContractOfferBody) => callApi(offerContract, { body }), onSuccess: changed });
};

/** What-if: what the downline would have earned under these terms over the last whole period. */
export const usePreviewContract = () => useMutation({ mutationFn: (body: TContractOfferBody) => callApi(previewContract, { body }) });

/** Ends a contract the caller holds or offered; its downlines' contracts of the kind end with it. */
export const useEndContract = () => {
  const changed = useContractsChanged();
  return useMutation({ mutationFn: (contractId: number) => callApi(endContract, { body: { contractId } }), onSuccess: changed });
};

/** The bills of a kind: the caller's own (mine) or those it pays its downlines (payable). */
export const useAgentBills = (query: BillsQuery, enabled: boolean) =>
  useList(agentKeys.bills, query, (q, signal) => callApi(agentBills, { query: q, signal }), enabled);

/** agentRevenueReport: what the caller earned by kind over a range, with its bills. */
export const useAgentIncome = (query: IncomeQuery, enabled: boolean) =>
  useList(agentKeys.income, query, (q, signal) => callApi(agentIncome, { query: q, signal }), enabled);

/** Claims an approved dividend bill: paid now as far as the payer can; the bills, the income and the balance change. */
export const useClaimBill = () => {
  const moved = useMoneyMoved();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (billId: number) => callApi(claimBill, { body: { billId } }),
    onSuccess: () => Promise.all([moved(), ...[agentKeys.bills, agentKeys.income].map((queryKey) => client.invalidateQueries({ queryKey }))]),
  });
};
