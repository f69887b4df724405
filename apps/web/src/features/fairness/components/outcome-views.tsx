import {
  cardRank,
  cardSuit,
  diceChanceText,
  diceMultiplier,
  hiloGuessWins,
  KENO_NUMBERS,
  MINES_TILES,
  PLINKO_TABLES,
  type DiceDirection,
  type HiloMove,
  type PlinkoRisk,
  type PlinkoRows,
  type Verified,
} from '@wps/fair';
import { useTranslation } from 'react-i18next';
import type { ChainCheck } from '../hooks/use-chain-check';
import { hundredthsText, multiplierText } from '../utils/round-check';

type Of<G extends Verified['game']> = Extract<Verified, { game: G }>;

const WinChip = ({ win }: { win: boolean }) => {
  const { t } = useTranslation();
  return (
    <span className={`fair-chip fair-chip--${win ? 'good' : 'bad'}`} data-testid="fair-win">
      {win ? t('fairness.win') : t('fairness.lose')}
    </span>
  );
};

const Facts = ({ items }: { items: { label: string; value: string; testId?: string }[] }) => (
  <dl className="fair-facts">
    {items.map((i) => (
      <div key={i.label}>
        <dt>{i.label}</dt>
        <dd data-testid={i.testId}>{i.value}</dd>
      </div>
    ))}
  </dl>
);

/** The roll on a 0–100 track, the winning side shaded. */
export const DiceOutcome = ({ result, target, direction, edgeBp }: { result: Of<'dice'>; target: number; direction: DiceDirection; edgeBp: number }) => {
  const { t } = useTranslation();
  const bet = { target, direction };
  const zone = direction === 'over' ? { left: target / 100, width: 100 - target / 100 } : { left: 0, width: target / 100 };
  const roll = hundredthsText(result.roll);
  // The roll's label stays on the track at either end; the target line is exact.
  const labelAt = Math.min(95, Math.max(5, result.roll / 100));
  return (
    <div className="fair-outcome fair-dice" data-testid="fair-outcome-dice">
      <div className="fair-headline">
        <span className="fair-big" data-testid="fair-dice-roll">
          {roll}
        </span>
        <WinChip win={result.win} />
      </div>
      <div className="fair-dice__track" role="img" aria-label={t('fairness.dice_track', { roll, target: hundredthsText(target) })}>
        <span className="fair-dice__zone" style={{ left: `${zone.left}%`, width: `${zone.width}%` }} />
        <span className="fair-dice__target" style={{ left: `${target / 100}%` }} />
        <span className={`fair-dice__marker${result.win ? ' fair-dice__marker--win' : ''}`} style={{ left: `${labelAt}%` }}>
          {roll}
        </span>
      </div>
      <div className="fair-dice__scale" aria-hidden="true">
        <span>0</span>
        <span>25</span>
        <span>50</span>
        <span>75</span>
        <span>100</span>
      </div>
      <Facts
        items={[
          { label: t('fairness.win_chance'), value: `${diceChanceText(bet)}%` },
          { label: t('fairness.pays'), value: multiplierText(diceMultiplier(bet, edgeBp)) },
          { label: t('fairness.multiplier'), value: multiplierText(result.multiplier), testId: 'fair-multiplier' },
        ]}
      />
    </div>
  );
};

/** The board with the ball's path peg by peg, into its bucket; every bucket shows its pay. */
export const PlinkoOutcome = ({ result, rows, risk }: { result: Of<'plinko'>; rows: PlinkoRows; risk: PlinkoRisk }) => {
  const { t } = useTranslation();
  const dx = 20;
  const dy = 18;
  const width = (rows + 2) * dx;
  const cx = width / 2;
  const top = 14;
  const xAt = (rights: number, row: number) => cx + (rights - row / 2) * dx;
  const points: string[] = [`${cx},${top - 10}`];
  let rights = 0;
  result.path.forEach((d, row) => {
    points.push(`${xAt(rights, row)},${top + row * dy - 4}`);
    rights += d;
  });
  const bottom = top + rows * dy;
  points.push(`${xAt(rights, rows)},${bottom + 6}`);
  const pays = PLINKO_TABLES[rows][risk];
  return (
    <div className="fair-outcome fair-plinko" data-testid="fair-outcome-plinko">
      <div className="fair-headline">
        <span className="fair-big" data-testid="fair-multiplier">
          {multiplierText(result.multiplier)}
        </span>
        <span className="fair-chip" data-testid="fair-plinko-bucket">
          {t('fairness.plinko_bucket', { bucket: result.bucket, rows })}
        </span>
      </div>
      <svg className="fair-plinko__board" viewBox={`0 0 ${width} ${bottom + 26}`} role="img" aria-label={t('fairness.plinko_board', { rows })}>
        {Array.from({ length: rows }, (_, row) =>
          Array.from({ length: row + 1 }, (_, k) => <circle key={`${row}-${k}`} className="fair-plinko__peg" cx={xAt(k, row)} cy={top + row * dy} r={2.4} />),
        )}
        <polyline className="fair-plinko__path" points={points.join(' ')} />
        <circle className="fair-plinko__ball" cx={xAt(rights, rows)} cy={bottom + 6} r={5} />
        {pays.map((pay, b) => (
          <g key={b} className={`fair-plinko__bucket${b === result.bucket ? ' fair-plinko__bucket--hit' : ''}`}>
            <rect x={xAt(b, rows) - dx / 2 + 1} y={bottom + 12} width={dx - 2} height={12} rx={3} />
            <text x={xAt(b, rows)} y={bottom + 20.5} textAnchor="middle">
              {pay / 10}
            </text>
          </g>
        ))}
      </svg>
      <p className="fair-path">
        <span className="fair-label">{t('fairness.plinko_path')}</span>{' '}
        <span className="mono" data-testid="fair-plinko-path">
          {result.path.map((d) => (d === 0 ? '←' : '→')).join(' ')}
        </span>
      </p>
    </div>
  );
};

/** The 5×5 board, tiles 0–24 row by row: the mines, and the tiles the player opened when the round is known. */
export const MinesOutcome = ({ result, revealed }: { result: Of<'mines'>; revealed?: readonly number[] }) => {
  const { t } = useTranslation();
  const mines = new Set(result.mines);
  const opened = new Set(revealed ?? []);
  return (
    <div className="fair-outcome fair-mines" data-testid="fair-outcome-mines">
      <div className="fair-mines__board" role="img" aria-label={t('fairness.mines_board', { count: result.mines.length, tiles: result.mines.join(', ') })}>
        {Array.from({ length: MINES_TILES }, (_, tile) => {
          const mine = mines.has(tile);
          return (
            <span
              key={tile}
              className={`fair-mines__tile${mine ? ' fair-mines__tile--mine' : ''}${opened.has(tile) ? ' fair-mines__tile--opened' : ''}`}
              data-testid={`fair-tile-${tile}`}
              data-mine={mine}
            >
              <span className="fair-mines__index">{tile}</span>
              <span className="fair-mines__face" aria-hidden="true">
                {mine ? '✹' : '◆'}
              </span>
            </span>
          );
        })}
      </div>
      <p className="fair-note" data-testid="fair-mines-list">
        {t('fairness.mines_at', { tiles: result.mines.join(', ') })}
      </p>
    </div>
  );
};

/** The 40 numbers: drawn, picked, and both (hits). */
export const KenoOutcome = ({ result, picks }: { result: Of<'keno'>; picks: readonly number[] }) => {
  const { t } = useTranslation();
  const drawn = new Set(result.drawn);
  const picked = new Set(picks);
  return (
    <div className="fair-outcome fair-keno" data-testid="fair-outcome-keno">
      <div className="fair-headline">
        <span className="fair-big" data-testid="fair-multiplier">
          {multiplierText(result.multiplier)}
        </span>
        <span className="fair-chip" data-testid="fair-keno-hits">
          {t('fairness.keno_hits', { hits: result.hits.length, picks: picks.length })}
        </span>
      </div>
      <div className="fair-keno__board" role="img" aria-label={t('fairness.keno_drawn_list', { numbers: result.drawn.join(', ') })}>
        {Array.from({ length: KENO_NUMBERS }, (_, i) => {
          const n = i + 1;
          const state = drawn.has(n) && picked.has(n) ? 'hit' : drawn.has(n) ? 'drawn' : picked.has(n) ? 'picked' : 'none';
          return (
            <span key={n} className={`fair-keno__cell fair-keno__cell--${state}`} data-testid={`fair-keno-${n}`} data-state={state}>
              {n}
            </span>
          );
        })}
      </div>
      <ul className="fair-legend" aria-hidden="true">
        <li>
          <span className="fair-keno__cell fair-keno__cell--drawn" /> {t('fairness.legend_drawn')}
        </li>
        <li>
          <span className="fair-keno__cell fair-keno__cell--picked" /> {t('fairness.legend_picked')}
        </li>
        <li>
          <span className="fair-keno__cell fair-keno__cell--hit" /> {t('fairness.legend_hit')}
        </li>
      </ul>
      <p className="fair-note">
        <span className="fair-label">{t('fairness.keno_drawn')}</span>{' '}
        <span className="mono" data-testid="fair-keno-drawn">
          {result.drawn.join(', ')}
        </span>
      </p>
    </div>
  );
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A card by its index (rank × 4 + suit). */
export const PlayingCard = ({ card }: { card: number }) => {
  const suit = cardSuit(card);
  const label = `${RANKS[cardRank(card)]}${SUITS[suit]}`;
  return (
    <span className={`fair-card${suit === 1 || suit === 2 ? ' fair-card--red' : ''}`} data-testid="fair-card" aria-label={label} role="img">
      <span className="fair-card__rank" aria-hidden="true">
        {RANKS[cardRank(card)]}
      </span>
      <span className="fair-card__suit" aria-hidden="true">
        {SUITS[suit]}
      </span>
    </span>
  );
};

/** The cards in order, each move between two cards with whether it was right. */
export const HiloOutcome = ({ result, moves }: { result: Of<'hilo'>; moves: readonly HiloMove[] }) => {
  const { t } = useTranslation();
  const moveLabel: Record<HiloMove, string> = { higher: t('fairness.move_higher'), lower: t('fairness.move_lower'), skip: t('fairness.move_skip') };
  const [first, ...rest] = result.cards;
  return (
    <div className="fair-outcome fair-hilo" data-testid="fair-outcome-hilo">
      <div className="fair-headline">
        <span className="fair-big" data-testid="fair-multiplier">
          {multiplierText(result.multiplier)}
        </span>
        {moves.some((m) => m !== 'skip') && <WinChip win={!result.lost} />}
      </div>
      <ol className="fair-hilo__cards">
        {first !== undefined && (
          <li>
            <PlayingCard card={first} />
            <span className="fair-hilo__move">{t('fairness.hilo_start')}</span>
          </li>
        )}
        {rest.map((card, i) => {
          const move = moves[i] as HiloMove;
          const before = result.cards[i] as number;
          const right = move === 'skip' ? null : hiloGuessWins(before, card, move);
          return (
            <li key={i}>
              <PlayingCard card={card} />
              <span className={`fair-hilo__move${right === null ? '' : right ? ' fair-hilo__move--good' : ' fair-hilo__move--bad'}`}>
                {moveLabel[move]} {right === null ? '' : right ? '✓' : '✗'}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
};

/** The bust point and whether the game hash is on the published chain. */
export const CrashOutcome = ({ point, chain }: { point: number; chain: ChainCheck }) => {
  const { t } = useTranslation();
  const chainText = (() => {
    switch (chain.status) {
      case 'idle':
        return t('fairness.chain_none');
      case 'checking':
        return t('fairness.chain_checking', { checked: chain.checked.toLocaleString() });
      case 'found':
        return t('fairness.chain_found', { steps: chain.steps.toLocaleString() });
      case 'not-found':
        return t('fairness.chain_not_found', { checked: chain.checked.toLocaleString() });
    }
  })();
  const tone = chain.status === 'found' ? 'good' : chain.status === 'not-found' ? 'bad' : 'neutral';
  return (
    <div className="fair-outcome fair-crash" data-testid="fair-outcome-crash">
      <p className="fair-label">{t('fairness.crash_point')}</p>
      <p className="fair-big fair-crash__point" data-testid="fair-crash-point">
        {hundredthsText(point)}×
      </p>
      <p className={`fair-check fair-check--${tone}`} data-testid="fair-chain" data-status={chain.status} aria-live="polite">
        {chainText}
      </p>
    </div>
  );
};
