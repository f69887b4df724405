import type { TTournament } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IconClock, IconTrophy } from '@/components/icons';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { formatScore, toWhole } from '../utils/mission-figures';
import { categoryName, durationText, metricLabel, tournamentStateLabel } from './mission-labels';

type Row = NonNullable<TTournament['me']>;

/** "Place 1" or "Places 2–5". */
const placesText = (t: TFunction, from: number, to: number): string =>
  from === to ? t('missions.place_one', { n: from }) : t('missions.place_range', { from, to });

/**
 * One tournament: its state with the time to its start or end, how a score
 * is made (the metric, the category, the least stake), the prize table and
 * the pool, and the leaderboard with the member's own place lit, shown under
 * the top even when it is outside it.
 */
export const TournamentCard = ({ tournament: tm, symbol, now, offset }: { tournament: TTournament; symbol: string; now: number; offset: number }) => {
  const { t } = useTranslation();
  const titleId = `tournament-${tm.id}`;
  const metric = metricLabel(t, tm.metric);
  const countdown =
    tm.state === 'upcoming'
      ? (() => {
          const left = durationText(t, tm.startsAt, now);
          return left ? t('missions.starts_in', { time: left }) : t('missions.starting');
        })()
      : tm.state === 'running'
        ? (() => {
            const left = durationText(t, tm.endsAt, now);
            return left ? t('missions.ends_in', { time: left }) : t('missions.ending');
          })()
        : t('missions.ended_at', { date: formatInOffset(tm.endsAt, offset) });
  // The member's row is one of the top when the same place and name are there.
  const isMe = (row: Row) => tm.me !== null && row.rank === tm.me.rank && row.name === tm.me.name;
  const meInTop = tm.me !== null && tm.top.some(isMe);
  const hasPrizes = tm.prizes.length > 0;
  const scoreCell = (row: Row) => formatScore(tm.metric, row.score, symbol);
  const rowOf = (row: Row, mine: boolean) => (
    <tr key={`${row.rank}:${row.name}`} className={mine ? 'leaderboard__me' : undefined} data-testid={mine ? 'leaderboard-me' : 'leaderboard-row'} data-rank={row.rank}>
      <td data-label={t('missions.col_rank')} className="leaderboard__rank">
        <span className={`rank-badge${row.rank <= 3 ? ` rank-badge--${row.rank}` : ''}`}>{row.rank}</span>
      </td>
      <td data-label={t('missions.col_player')} className="leaderboard__name">
        <span className="mono">{row.name}</span>
        {mine && <span className="leaderboard__you">{t('missions.you')}</span>}
      </td>
      <td data-label={metric.name} className="num">
        {scoreCell(row)}
      </td>
      <td data-label={t('missions.col_prize')} className="num leaderboard__prize">
        {row.prize !== null && toWhole(row.prize) > 0n ? money(symbol, row.prize) : '—'}
      </td>
    </tr>
  );

  return (
    <article className={`tournament-card tournament-card--${tm.state}`} aria-labelledby={titleId} data-testid="tournament-card" data-tournament={tm.id} data-state={tm.state}>
      <header className="tournament-card__head">
        <span className="tournament-card__icon" aria-hidden="true">
          <IconTrophy size={24} />
        </span>
        <div className="tournament-card__titles">
          <span className={`tournament-state tournament-state--${tm.state}`} data-testid="tournament-state">
            {tournamentStateLabel(t, tm.state)}
          </span>
          <h4 id={titleId}>{tm.title}</h4>
          <span className="tournament-card__time" data-testid="tournament-countdown">
            <IconClock size={14} />
            {countdown}
          </span>
        </div>
        <div className="tournament-card__pool">
          <span>{t('missions.prize_pool')}</span>
          <strong data-testid="tournament-pool">{money(symbol, tm.prizePool)}</strong>
        </div>
      </header>
      {tm.description && <p className="tournament-card__text">{tm.description}</p>}

      <dl className="tournament-facts">
        <div>
          <dt>{t('missions.ranked_by')}</dt>
          <dd data-testid="tournament-metric">
            <strong>{metric.name}</strong>
            <span>{metric.rule}</span>
          </dd>
        </div>
        <div>
          <dt>{t('missions.games')}</dt>
          <dd data-testid="tournament-category">{tm.category ? t('missions.category_only', { category: categoryName(t, tm.category) }) : t('missions.all_games')}</dd>
        </div>
        {toWhole(tm.minStake) > 0n && (
          <div>
            <dt>{t('missions.min_stake')}</dt>
            <dd data-testid="tournament-min-stake">{t('missions.min_stake_value', { amount: money(symbol, tm.minStake) })}</dd>
          </div>
        )}
        <div>
          <dt>{t('missions.dates')}</dt>
          <dd data-testid="tournament-dates">
            <span>{t('missions.from', { date: formatInOffset(tm.startsAt, offset) })}</span>
            <span>{t('missions.until', { date: formatInOffset(tm.endsAt, offset) })}</span>
          </dd>
        </div>
      </dl>

      <div className="tournament-card__body">
        {hasPrizes && (
          <section className="tournament-prizes" aria-label={t('missions.prize_table')}>
            <h5>{t('missions.prize_table')}</h5>
            <ul data-testid="tournament-prizes">
              {tm.prizes.map((p) => (
                <li key={`${p.fromRank}-${p.toRank}`} data-testid="tournament-prize">
                  <span>{placesText(t, p.fromRank, p.toRank)}</span>
                  <strong>{p.fromRank === p.toRank ? money(symbol, p.amount) : t('missions.each', { amount: money(symbol, p.amount) })}</strong>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className="leaderboard" aria-label={tm.state === 'finished' ? t('missions.final_standings') : t('missions.leaderboard')}>
          <h5>{tm.state === 'finished' ? t('missions.final_standings') : t('missions.leaderboard')}</h5>
          {tm.top.length === 0 ? (
            <p className="muted leaderboard__empty" data-testid="leaderboard-empty">
              {tm.state === 'upcoming' ? t('missions.board_upcoming') : tm.state === 'running' ? t('missions.board_empty') : t('missions.board_none')}
            </p>
          ) : (
            <div className="table-frame">
              <table className="data-table leaderboard__table" data-testid="leaderboard">
                <thead>
                  <tr>
                    <th scope="col">{t('missions.col_rank')}</th>
                    <th scope="col">{t('missions.col_player')}</th>
                    <th scope="col" className="num">
                      {metric.name}
                    </th>
                    <th scope="col" className="num">
                      {t('missions.col_prize')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tm.top.map((row) => rowOf(row, isMe(row)))}
                  {tm.me !== null && !meInTop && (
                    <>
                      <tr className="leaderboard__gap" aria-hidden="true">
                        <td colSpan={4}>⋯</td>
                      </tr>
                      {rowOf(tm.me, true)}
                    </>
                  )}
                </tbody>
              </table>
            </div>
          )}
          {tm.me === null && tm.state === 'running' && (
            <p className="leaderboard__hint" data-testid="leaderboard-join">
              {t('missions.join_hint')}
            </p>
          )}
          {tm.me !== null && tm.top.length === 0 && (
            <p className="leaderboard__hint" data-testid="leaderboard-me-only">
              {t('missions.your_place', { rank: tm.me.rank, score: scoreCell(tm.me) })}
            </p>
          )}
        </section>
      </div>
    </article>
  );
};
