/** A place on the table a chip can go: its name and pays, your chips (confirmed and pending) and everyone's total. */
import type { CSSProperties, ReactNode } from 'react';
import { ChipArt } from './art';
import type { Translate } from './i18n';
import { formatMinor } from '../shared/money';
import { shortAmount } from './logic';
import type { TSpotView } from './types';

/** What every game's layout needs to draw its spots and take taps. */
export interface TBetView {
  spots: ReadonlyMap<string, TSpotView>;
  /** Your confirmed chips per spot. */
  mine: ReadonlyMap<string, bigint>;
  pending: ReadonlyMap<string, bigint>;
  totals: Readonly<Record<string, string>>;
  /** Spots the result made win (null before a result). */
  wins: ReadonlySet<string> | null;
  /** Taps put chips down. */
  open: boolean;
  place(spot: string): void;
  name(spot: string): string;
  t: Translate;
}

/** The words a screen reader hears for a spot. */
export function spotLabel(bet: TBetView, spot: string): string {
  const info = bet.spots.get(spot);
  const parts = [bet.t('spotAria', { name: bet.name(spot), pays: info?.pays ?? '' })];
  const mine = bet.mine.get(spot);
  const pending = bet.pending.get(spot);
  const total = bet.totals[spot];
  if (mine) parts.push(bet.t('yourChips', { amount: formatMinor(mine) }));
  if (pending) parts.push(bet.t('pendingChips', { amount: formatMinor(pending) }));
  if (total && total !== '0') parts.push(bet.t('tableTotal', { amount: formatMinor(total) }));
  if (bet.wins?.has(spot)) parts.push(bet.t('wins'));
  return parts.join(', ');
}

/** Your chips on a spot: one chip showing the sum, dashed while some are still to confirm. */
export function ChipStack({ mine, pending }: { mine?: bigint | undefined; pending?: bigint | undefined }) {
  const total = (mine ?? 0n) + (pending ?? 0n);
  if (total <= 0n) return null;
  return (
    <span className={`tb-stack${pending ? ' is-pending' : ''}`} aria-hidden="true">
      {mine && pending ? <span className="tb-stack__under" /> : null}
      <ChipArt amount={total} />
    </span>
  );
}

export function Spot({
  bet,
  spot,
  className = '',
  children,
  showPays = true,
  showTotal = true,
  style,
}: {
  bet: TBetView;
  spot: string;
  className?: string;
  children?: ReactNode;
  showPays?: boolean;
  showTotal?: boolean;
  style?: CSSProperties;
}) {
  const info = bet.spots.get(spot);
  if (!info) return null;
  const total = bet.totals[spot];
  const win = bet.wins?.has(spot) ?? false;
  return (
    <button
      type="button"
      className={`tb-spot ${className}${win ? ' is-win' : ''}${bet.wins && !win ? ' is-lose' : ''}`}
      aria-disabled={!bet.open}
      aria-label={spotLabel(bet, spot)}
      title={`${bet.name(spot)} · ${info.pays}`}
      onClick={() => bet.open && bet.place(spot)}
      style={style}
    >
      <span className="tb-spot__name">{children ?? bet.name(spot)}</span>
      {showPays && <span className="tb-spot__pays">{info.pays}</span>}
      {showTotal && total && total !== '0' ? <span className="tb-spot__total">{shortAmount(total)}</span> : null}
      <ChipStack mine={bet.mine.get(spot)} pending={bet.pending.get(spot)} />
    </button>
  );
}
