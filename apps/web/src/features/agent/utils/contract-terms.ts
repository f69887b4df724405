import {
  CONTRACT_KINDS,
  MAX_RATE_OF_KIND,
  minorToInput,
  parseMoneyInput,
  type TContractKind,
  type TContractRequests,
  type TContractTier,
  WhitelabelFlag,
} from '@wps/contracts/player';

/**
 * Contract terms as the agent center reads and writes them (issue 14 item 5):
 * the popup's flags of each kind, the whitelabel flag that switches a kind
 * on, and the tiers editor's conversions — a rate typed in percent is sent
 * in basis points (1.5 → 150), a threshold typed in major units in minor
 * units ("1,000" → "100000"). Never through a float.
 */

/** SPEC.md §3 consolidated contract flags: the flag that says an offer of the kind waits. */
export const REQUEST_FLAG_OF_KIND: Record<TContractKind, keyof TContractRequests> = {
  dividend: 'divtypereq',
  daily_salary: 'dailysalreqtype',
  hourly_salary: 'contracthoursalreq',
  realtime_salary: 'realtimesalreqtype',
};

/** The whitelabel flag that switches a kind on (the same flags gate its menu item). */
export const WHITELABEL_FLAG_OF_KIND: Record<TContractKind, string> = {
  dividend: WhitelabelFlag.dividend,
  daily_salary: WhitelabelFlag.dailySalary,
  hourly_salary: WhitelabelFlag.hourSalary,
  realtime_salary: WhitelabelFlag.realtimeSalary,
};

/** The kinds with an offer waiting, in the order of CONTRACT_KINDS. */
export const flaggedKinds = (flags: TContractRequests | undefined): TContractKind[] =>
  flags ? CONTRACT_KINDS.filter((kind) => flags[REQUEST_FLAG_OF_KIND[kind]]) : [];

/** The kinds this site has switched on. */
export const enabledKinds = (isFlagOn: (modId: string) => boolean): TContractKind[] => CONTRACT_KINDS.filter((kind) => isFlagOn(WHITELABEL_FLAG_OF_KIND[kind]));

/** Basis points as people read them: 150 → "1.50%". */
export const formatRate = (bps: number): string => `${(bps / 100).toFixed(2)}%`;

/**
 * A rate typed in percent ("1.5", "1,50", "0.25 %") to basis points (150,
 * 150, 25); null when it is not a number with at most 2 decimals.
 */
export const percentToBps = (text: string): number | null => {
  const match = /^(\d{1,5})(?:[.,](\d{0,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** Basis points for a rate field: 150 → "1.5", 200 → "2", 25 → "0.25". */
export const bpsToPercentInput = (bps: number): string => (bps / 100).toFixed(2).replace(/\.?0+$/, '');

/**
 * A tier threshold typed in major units to minor units. Unlike an amount to
 * move, 0 is a threshold ("from the first bet"), and an empty field means 0
 * (its placeholder says so); anything else unreadable is null.
 */
export const parseThreshold = (text: string): string | null => {
  const cleaned = text.trim().replace(/,/g, '');
  if (cleaned === '' || (/^0*(?:\.0{0,2})?$/.test(cleaned) && /\d/.test(cleaned))) return '0';
  return parseMoneyInput(cleaned);
};

/** A whole number of active members typed ("12"; empty: 0); null when it is not one. */
export const parseCount = (text: string): number | null => {
  const cleaned = text.trim();
  if (cleaned === '') return 0;
  if (!/^\d{1,7}$/.test(cleaned)) return null;
  return Number(cleaned);
};

/** One row of the tiers editor, as typed. */
export type TierRow = { validBet: string; activeMembers: string; rate: string };

export type TierProblem = 'valid_bet' | 'active_members' | 'rate' | 'rate_max';
export type TierRowProblems = Partial<Record<keyof TierRow, TierProblem>>;

export const emptyTierRow = (): TierRow => ({ validBet: '', activeMembers: '', rate: '' });

/** A tier as the editor shows it (major units, percent). */
export const tierToRow = (tier: TContractTier): TierRow => ({
  validBet: minorToInput(tier.validBet),
  activeMembers: String(tier.activeMembers),
  rate: bpsToPercentInput(tier.rate),
});

/**
 * The typed rows to tiers, or the problems of each row that cannot be read
 * (the order of the tiers and their rates is ZContractTerms' to check).
 */
export const rowsToTiers = (kind: TContractKind, rows: TierRow[]): { tiers: TContractTier[] | null; problems: TierRowProblems[] } => {
  const tiers: TContractTier[] = [];
  const problems = rows.map((row) => {
    const found: TierRowProblems = {};
    const validBet = parseThreshold(row.validBet);
    const activeMembers = parseCount(row.activeMembers);
    const rate = percentToBps(row.rate);
    if (validBet === null) found.validBet = 'valid_bet';
    if (activeMembers === null) found.activeMembers = 'active_members';
    if (rate === null) found.rate = 'rate';
    else if (rate > MAX_RATE_OF_KIND[kind]) found.rate = 'rate_max';
    if (validBet !== null && activeMembers !== null && rate !== null) tiers.push({ validBet, activeMembers, rate });
    return found;
  });
  return { tiers: problems.some((p) => Object.keys(p).length > 0) ? null : tiers, problems };
};

/** The rate of the highest tier met at these figures (0 when none is). */
export const rateAt = (tiers: TContractTier[], validBet: bigint, active: number) =>
  tiers.reduce((rate, tier) => (validBet >= BigInt(tier.validBet) && active >= tier.activeMembers && tier.rate >= rate ? tier.rate : rate), 0);
/** Where the offer would pay more than the caller's own terms at the same team figures (the server refuses it); both are step functions that change only at a tier's thresholds. */
export const firstExcess = (down: TContractTier[], up: TContractTier[]): { validBet: string; activeMembers: number; down: number; up: number } | null => {
  const bets = [...new Set([...down, ...up].map((t) => t.validBet))];
  const actives = [...new Set([...down, ...up].map((t) => t.activeMembers))];
  for (const bet of bets) {
    for (const activeMembers of actives) {
      const d = rateAt(down, BigInt(bet), activeMembers);
      const u = rateAt(up, BigInt(bet), activeMembers);
      if (d > u) return { validBet: bet, activeMembers, down: d, up: u };
    }
  }
  return null;
};


/** Decision 011: top agents (1) and sub-agents (2) offer contracts and pay their downlines; player-agents recruit players only. */
export const OFFERING_TYPES: ReadonlySet<number> = new Set([1, 2]);
