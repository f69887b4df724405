/** How a table's rounds look to the players, and the line the platform's betting record keeps. */
import { formatMoney } from '@wps/contracts';
import { cardName, roads, baccaratRoadResult, dragonTigerRoadResult, type TBaccaratOutcome, type TColorGameOutcome, type TDragonTigerOutcome, type TRouletteOutcome, type TSicBoOutcome, type TTableGame } from './rules';
import type { TableRoundRow } from './store';

export interface RoundView {
  roundId: string;
  roundNo: number;
  phase: string;
  opensAt: string;
  closesAt: string;
  settlesAt: string;
  /** The deal, once the betting closed. */
  outcome: unknown;
}

export const roundView = (r: TableRoundRow): RoundView => ({
  roundId: r.roundId,
  roundNo: r.roundNo,
  phase: r.phase,
  opensAt: r.opensAt.toISOString(),
  closesAt: r.closesAt.toISOString(),
  settlesAt: r.settlesAt.toISOString(),
  outcome: r.phase === 'betting' ? null : (r.outcome ?? null),
});

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One line for people: "Banker 7 – Player 5 · Banker pair". */
export function outcomeSummary(game: TTableGame, outcome: unknown): string {
  switch (game) {
    case 'baccarat': {
      const o = outcome as TBaccaratOutcome;
      const pairs = [o.playerPair ? 'Player pair' : '', o.bankerPair ? 'Banker pair' : ''].filter(Boolean);
      const head = o.winner === 'tie' ? `Tie ${o.playerTotal}` : o.winner === 'banker' ? `Banker ${o.bankerTotal} – Player ${o.playerTotal}` : `Player ${o.playerTotal} – Banker ${o.bankerTotal}`;
      return [head, `P ${o.player.map(cardName).join(' ')} / B ${o.banker.map(cardName).join(' ')}`, ...pairs].join(' · ');
    }
    case 'dragon-tiger': {
      const o = outcome as TDragonTigerOutcome;
      return `${o.winner === 'tie' ? (o.suitedTie ? 'Suited tie' : 'Tie') : cap(o.winner)} · Dragon ${cardName(o.dragon)} – Tiger ${cardName(o.tiger)}`;
    }
    case 'sic-bo': {
      const o = outcome as TSicBoOutcome;
      return `Dice ${o.dice.join(' ')} · total ${o.total}${o.triple ? ' · triple' : ''}`;
    }
    case 'roulette': {
      const o = outcome as TRouletteOutcome;
      return `${o.number} ${o.colour}`;
    }
    case 'color-game':
      return `Dice ${(outcome as TColorGameOutcome).dice.map(cap).join(' ')}`;
  }
}

/** The record's line for one player: the result, then their chips. */
export function playerSummary(game: TTableGame, outcome: unknown, chips: readonly { spot: string; amount: bigint }[]): string {
  const bets = chips.map((c) => `${c.spot} ${formatMoney(c.amount)}`).join(', ');
  return `${outcomeSummary(game, outcome)} · bets: ${bets}`.slice(0, 200);
}

/** Baccarat and Dragon Tiger: the shoe's roads from its results. */
export function roadsOf(game: TTableGame, shoeRounds: readonly TableRoundRow[]) {
  if (game === 'baccarat') return roads(shoeRounds.map((r) => baccaratRoadResult(r.outcome as TBaccaratOutcome)));
  if (game === 'dragon-tiger') return roads(shoeRounds.map((r) => dragonTigerRoadResult(r.outcome as TDragonTigerOutcome)));
  return null;
}
