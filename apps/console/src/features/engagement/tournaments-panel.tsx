import type { TOURNAMENT_STATES, TStaffTournament, TTournamentPrize } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor, ListTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { Kpi } from '@/components/kpi';
import { Loaded } from '@/components/loaded';
import { Money } from '@/components/money';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { useErrorText } from '@/lib/error-text';
import { brandTime, gmtLabel } from '@/lib/time';
import { useTournamentBoard, useTournaments } from './api';
import { count, localText, multiplierText, sumMinor } from './format';
import { LanguageSwitch, MemberLink, useBrand, ViewOnly } from './parts';
import { TournamentForm } from './tournament-form';

type TournamentState = (typeof TOURNAMENT_STATES)[number];
const STATE_TONES: Record<TournamentState, StatusTone> = { upcoming: 'info', running: 'success', finished: 'neutral' };
/** The server changes a tournament only before it starts. */
const EDITABLE: TournamentState = 'upcoming';

const col = columnsFor<TStaffTournament>();

export const TournamentStatus = ({ state }: { state: TournamentState }) => {
  const { t } = useTranslation();
  return <StatusBadge tone={STATE_TONES[state]}>{t(`engagement.tournament_${state}`)}</StatusBadge>;
};

/** A score in its metric's unit: money wagered, rounds counted, the best multiplier (kept × 100) as "2.50×". */
export const Score = ({ metric, score }: { metric: TStaffTournament['metric']; score: string }) => {
  if (metric === 'wagered') return <Money minor={score} />;
  if (metric === 'rounds') return <>{count(score)}</>;
  return <>{multiplierText(score)}</>;
};

/** The prize table in places and amounts. */
const PrizeList = ({ prizes }: { prizes: readonly TTournamentPrize[] }) => {
  const { t } = useTranslation();
  return (
    <table className="plain-table eng-prizes" aria-label={t('engagement.prize_table')}>
      <thead>
        <tr>
          <th scope="col">{t('engagement.col_places')}</th>
          <th scope="col" className="is-numeric">
            {t('engagement.col_amount_each_short')}
          </th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((p) => (
          <tr key={p.fromRank}>
            <th scope="row">{p.fromRank === p.toRank ? `#${count(p.fromRank)}` : `#${count(p.fromRank)}–${count(p.toRank)}`}</th>
            <td className="is-numeric">
              <Money minor={p.amount} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** A tournament's top 100 with member ids, each linked to the member, and the prizes they win or won. */
const Leaderboard = ({ tournament, onClose }: { tournament: TStaffTournament | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { languages, language } = useBrand();
  const board = useTournamentBoard(tournament?.id ?? null);
  return (
    <Drawer
      open={tournament !== null}
      onClose={onClose}
      title={tournament ? t('engagement.board_title', { title: localText(tournament.title, language, languages) }) : ''}
      subtitle={tournament ? <TournamentStatus state={tournament.state} /> : null}
    >
      {tournament && (
        <Loaded query={board}>
          {(data) =>
            data.list.length === 0 ? (
              <p className="muted">{t('engagement.board_empty')}</p>
            ) : (
              <div className="table-scroll">
                <table className="plain-table eng-board" aria-label={t('engagement.board_label')}>
                  <thead>
                    <tr>
                      <th scope="col" className="is-numeric">
                        {t('engagement.col_rank')}
                      </th>
                      <th scope="col" className="is-numeric">
                        {t('engagement.col_member_id')}
                      </th>
                      <th scope="col">{t('engagement.col_account')}</th>
                      <th scope="col" className="is-numeric">
                        {t(`engagement.score_${tournament.metric}`)}
                      </th>
                      <th scope="col" className="is-numeric">
                        {t('engagement.col_prize')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((row) => (
                      <tr key={row.rank}>
                        <td className="is-numeric">{count(row.rank)}</td>
                        <td className="is-numeric mono">{row.memberId}</td>
                        <td>
                          <MemberLink id={row.memberId} account={row.account} />
                        </td>
                        <td className="is-numeric">
                          <Score metric={tournament.metric} score={row.score} />
                        </td>
                        <td className="is-numeric">{row.prize === null ? <span className="muted">—</span> : <Money minor={row.prize} />}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Loaded>
      )}
    </Drawer>
  );
};

/** A tournament as staff see it when it cannot be changed (it started, or they lack promotions.manage). */
const TournamentDetails = ({ tournament, manager, onBoard }: { tournament: TStaffTournament; manager: boolean; onBoard: () => void }) => {
  const { t } = useTranslation();
  const { languages, offset, currency } = useBrand();
  const [language, setLanguage] = useState(languages[0]!);
  const zone = gmtLabel(offset);
  return (
    <>
      <Facts
        items={[
          [t('engagement.metric'), t(`engagement.metric_${tournament.metric}`)],
          [t('engagement.category'), tournament.category ? t(`promotions.category_${tournament.category}`) : t('engagement.every_category')],
          [t('engagement.min_stake_short'), <Money key="m" minor={tournament.minStake} currency={currency} />],
          [t('engagement.starts_at', { zone }), brandTime(tournament.startsAt, offset)],
          [t('engagement.ends_at', { zone }), brandTime(tournament.endsAt, offset)],
          [t('engagement.recurrence'), t(`engagement.recurrence_${tournament.recurrence}`)],
          [t('engagement.col_players'), count(tournament.players)],
          [t('engagement.prize_pool'), <Money key="p" minor={tournament.prizePool} currency={currency} />],
          [t('engagement.col_paid'), <Money key="pd" minor={tournament.paid} currency={currency} />],
        ]}
      />
      <PrizeList prizes={tournament.prizes} />
      <LanguageSwitch languages={languages} value={language} onChange={setLanguage} />
      <div className="eng-texts">
        <p className="eng-texts__title">{tournament.title[language] ?? <span className="muted">{t('engagement.no_text')}</span>}</p>
        {tournament.description[language] && <p className="eng-texts__body">{tournament.description[language]}</p>}
      </div>
      <div className="eng-actions">
        <Button variant="outline" size="sm" onClick={onBoard}>
          {t('engagement.leaderboard')}
        </Button>
      </div>
      {manager ? <p className="muted">{t('engagement.tournament_locked')}</p> : <ViewOnly />}
    </>
  );
};

/**
 * The brand's tournaments: what ranks members, the window, players, the
 * prize pool and what was paid; scheduled and changed (before they start) in
 * a drawer; each one's leaderboard one click away.
 */
export const TournamentsPanel = ({ manager }: { manager: boolean }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { languages, language, offset, currency } = useBrand();
  const tournaments = useTournaments();
  const [openId, setOpenId] = useState<number | null>(null);
  const [boardId, setBoardId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const all = tournaments.data?.list ?? [];
  const open = all.find((x) => x.id === openId) ?? null;
  const board = all.find((x) => x.id === boardId) ?? null;
  const editing = open !== null && manager && open.state === EDITABLE;
  const zone = gmtLabel(offset);

  const columns = useMemo(
    () => [
      col.accessor('title', { header: t('engagement.col_title'), cell: (c) => <strong className="eng-title">{localText(c.getValue(), language, languages)}</strong> }),
      col.accessor('metric', {
        header: t('engagement.metric'),
        cell: (c) => (
          <span className="eng-stack">
            <span>{t(`engagement.metric_${c.getValue()}`)}</span>
            <span className="muted">{c.row.original.category ? t(`promotions.category_${c.row.original.category}`) : t('engagement.every_category')}</span>
          </span>
        ),
      }),
      col.display({
        id: 'window',
        header: t('engagement.col_window', { zone }),
        cell: (c) => (
          <span className="eng-window">
            <span>{brandTime(c.row.original.startsAt, offset)}</span>
            <span className="muted">→ {brandTime(c.row.original.endsAt, offset)}</span>
          </span>
        ),
      }),
      col.accessor('recurrence', { header: t('engagement.recurrence'), cell: (c) => <span className="eng-recurrence">{t(`engagement.recurrence_${c.getValue()}`)}</span> }),
      col.accessor('state', { header: t('engagement.col_state'), cell: (c) => <TournamentStatus state={c.getValue()} /> }),
      col.accessor('players', { header: t('engagement.col_players'), cell: (c) => count(c.getValue()), meta: { numeric: true } }),
      col.accessor('prizePool', { header: t('engagement.prize_pool'), cell: (c) => <Money minor={c.getValue()} />, meta: { numeric: true } }),
      col.accessor('paid', { header: t('engagement.col_paid'), cell: (c) => <Money minor={c.getValue()} />, meta: { numeric: true } }),
      col.display({
        id: 'board',
        header: () => <span className="eng-sr">{t('engagement.leaderboard')}</span>,
        cell: (c) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={(e) => {
              e.stopPropagation();
              setBoardId(c.row.original.id);
            }}
            aria-label={t('engagement.leaderboard_of', { title: localText(c.row.original.title, language, languages) })}
          >
            {t('engagement.leaderboard')}
          </Button>
        ),
      }),
    ],
    [t, language, languages, offset, zone],
  );

  const running = all.filter((x) => x.state === 'running').length;
  const upcoming = all.filter((x) => x.state === 'upcoming').length;

  return (
    <section aria-label={t('engagement.tab_tournaments')}>
      {tournaments.data && (
        <div className="kpi-grid eng-kpis" role="group" aria-label={t('engagement.tournaments_totals')}>
          <Kpi label={t('engagement.kpi_running')} value={count(running)} />
          <Kpi label={t('engagement.kpi_upcoming')} value={count(upcoming)} />
          <Kpi label={t('engagement.kpi_prizes_paid')} value={<Money minor={sumMinor(all.map((x) => x.paid))} currency={currency} />} />
        </div>
      )}
      <div className="toolbar">
        {currency ? <p className="muted">{t('engagement.amounts_in', { currency })}</p> : <span />}
        {manager && <Button onClick={() => setCreating(true)}>{t('engagement.tournament_new')}</Button>}
      </div>
      <ListTable
        label={t('engagement.tournaments_label')}
        columns={columns}
        rows={all}
        query={tournaments}
        errorText={errorText}
        empty={t('engagement.no_tournaments')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      {!manager && <ViewOnly />}
      {(creating || editing) && (
        <TournamentForm
          key={creating ? 'new' : open?.id}
          tournament={creating ? null : open}
          onClose={() => {
            setOpenId(null);
            setCreating(false);
          }}
        />
      )}
      <Drawer
        open={open !== null && !editing}
        onClose={() => setOpenId(null)}
        title={open ? localText(open.title, language, languages) : ''}
        subtitle={open ? <TournamentStatus state={open.state} /> : null}
      >
        {open && (
          <TournamentDetails
            tournament={open}
            manager={manager}
            onBoard={() => {
              setOpenId(null);
              setBoardId(open.id);
            }}
          />
        )}
      </Drawer>
      <Leaderboard tournament={board} onClose={() => setBoardId(null)} />
    </section>
  );
};
