import { ROUND_STATUSES, type TBetRound, type TBetTotals, type TRoundOutcome, type TRoundStatus, WhitelabelFlag, ZRoundOutcome } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { ButtonLink } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import { IconInbox, IconList, IconShield } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Modal } from '@/components/modal';
import { Pager } from '@/components/pager';
import { SelectField } from '@/components/select-field';
import { useDateRange } from '@/hooks/use-date-range';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { formatClock } from '@/lib/time';
import { useBetHistory, useBetRoundDetail, useVendorOptions } from '../api/bets';
import { useBetRangeLabels } from './bet-range-labels';
import { SignedMoney } from './signed-money';

const PAGE_SIZE = 20;

const TotalsBar = ({ totals, symbol }: { totals: TBetTotals; symbol: string }) => {
  const { t } = useTranslation();
  return (
    <dl className="bets-totals" data-testid="bets-totals">
      <div>
        <dt>{t('bets.rounds')}</dt>
        <dd data-testid="bets-total-count">{totals.count}</dd>
      </div>
      <div>
        <dt>{t('bets.total_bet')}</dt>
        <dd>{money(symbol, totals.bet)}</dd>
      </div>
      <div>
        <dt>{t('bets.total_win')}</dt>
        <dd>{money(symbol, totals.win)}</dd>
      </div>
      <div>
        <dt>{t('bets.net')}</dt>
        <dd>
          <SignedMoney symbol={symbol} minor={totals.net} testId="bets-total-net" />
        </dd>
      </div>
    </dl>
  );
};

const StatusBadge = ({ status }: { status: TRoundStatus }) => {
  const { t } = useTranslation();
  return <span className={`status-chip bets-status bets-status--${status}`}>{t(`bets.status_${status}`)}</span>;
};

/** Rounds as a table; on phones each row is a card whose cells name their column (data-label). */
const RoundTable = ({ rows, symbol, offset, onOpen }: { rows: TBetRound[]; symbol: string; offset: number; onOpen: (id: number) => void }) => {
  const { t } = useTranslation();
  return (
    <table className="bets-table data-table" data-testid="bets-table">
      <thead>
        <tr>
          <th scope="col">{t('bets.col_time')}</th>
          <th scope="col">{t('bets.col_game')}</th>
          <th scope="col" className="bets-table__num">
            {t('bets.col_bet')}
          </th>
          <th scope="col" className="bets-table__num">
            {t('bets.col_win')}
          </th>
          <th scope="col" className="bets-table__num">
            {t('bets.net')}
          </th>
          <th scope="col">{t('bets.col_status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('bets.details')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-testid={`bet-row-${r.roundId}`}>
            <td data-label={t('bets.col_time')} className="bets-table__time">
              {formatClock(r.time, offset)}
            </td>
            <td data-label={t('bets.col_game')}>
              <div className="bets-gamecell">
                <span className="bets-game">{r.gameName}</span>
                <span className="bets-vendor">
                  {r.vendorName}
                  {r.trial && <span className="bets-trial"> · {t('bets.trial')}</span>}
                  {r.freeStake !== '0' && <span className="bets-free"> · {t('bets.free_spin')}</span>}
                </span>
              </div>
            </td>
            <td data-label={t('bets.col_bet')} className="bets-table__num">
              {money(symbol, r.bet)}
            </td>
            <td data-label={t('bets.col_win')} className="bets-table__num">
              {money(symbol, r.win)}
            </td>
            <td data-label={t('bets.net')} className="bets-table__num">
              <SignedMoney symbol={symbol} minor={r.net} testId="bet-net" />
            </td>
            <td data-label={t('bets.col_status')}>
              <StatusBadge status={r.status} />
            </td>
            <td className="bets-table__action">
              <button type="button" className="bets-link" onClick={() => onOpen(r.id)} data-testid={`bet-open-${r.roundId}`}>
                {t('bets.details')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/**
 * The verifier page of a provably fair round, when the vendor gave one. The
 * answer is not re-validated on the way in, so the contract's pattern is
 * checked here too: only a same-origin /provably-fair?… path becomes a link.
 */
const verifyPath = (outcome: TRoundOutcome): string | null => {
  const url = ZRoundOutcome.shape.verifyUrl.safeParse(outcome.verifyUrl);
  return url.success && url.data ? url.data : null;
};

/** What the vendor said the round ended with: its line, the free spins played, the symbols left on screen (reels left to right). */
const RoundOutcome = ({ outcome }: { outcome: TRoundOutcome }) => {
  const { t } = useTranslation();
  return (
    <section className="bets-outcome" data-testid="bet-outcome" aria-labelledby="bet-outcome-title">
      <h3 id="bet-outcome-title" className="bets-subtitle">
        {t('bets.outcome_title')}
      </h3>
      <p className="bets-outcome__summary">{outcome.summary}</p>
      {outcome.freeSpins ? <p className="field__hint">{t('bets.outcome_free_spins', { count: outcome.freeSpins })}</p> : null}
      {outcome.grid && (
        <div className="bets-outcome__grid" role="img" aria-label={t('bets.outcome_grid')} style={{ gridTemplateColumns: `repeat(${outcome.grid.length}, minmax(0, 1fr))` }}>
          {outcome.grid.map((reel, r) => (
            <div key={r} className="bets-outcome__reel">
              {reel.map((symbol, i) => (
                <span key={i} className="bets-outcome__symbol">
                  {symbol}
                </span>
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
};

const RoundDetailModal = ({ id, symbol, offset, onClose }: { id: number; symbol: string; offset: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const q = useBetRoundDetail(id);
  const d = q.data;
  const verify = d?.outcome ? verifyPath(d.outcome) : null;
  return (
    <Modal name="bet-round" title={t('bets.detail_title')} onClose={onClose}>
      {q.isPending && <Spinner label={t('common.loading')} />}
      {q.isError && <LoadFailed title={t('bets.load_failed')} error={q.error} onRetry={() => void q.refetch()} />}
      {d && (
        <div className="stack stack--tight" data-testid="bet-detail">
          <dl className="bets-detail">
            <dt>{t('bets.round_id')}</dt>
            <dd className="mono">{d.round.roundId}</dd>
            <dt>{t('bets.col_game')}</dt>
            <dd>
              {d.round.gameName} · {d.round.vendorName}
            </dd>
            <dt>{t('bets.col_time')}</dt>
            <dd>{formatClock(d.round.time, offset)}</dd>
            <dt>{t('bets.col_status')}</dt>
            <dd>
              <StatusBadge status={d.round.status} />
            </dd>
            <dt>{t('bets.balance_before')}</dt>
            <dd>{money(symbol, d.round.balanceBefore)}</dd>
            <dt>{t('bets.balance_after')}</dt>
            <dd>{money(symbol, d.round.balanceAfter)}</dd>
            <dt>{t('bets.net')}</dt>
            <dd>
              <SignedMoney symbol={symbol} minor={d.round.net} />
            </dd>
          </dl>
          {d.round.freeStake !== '0' && (
            <p className="bets-free-note" data-testid="bet-free-spin">
              {t('bets.free_spin_paid', { stake: money(symbol, d.round.freeStake) })}
            </p>
          )}
          {d.outcome && <RoundOutcome outcome={d.outcome} />}
          {verify && (
            <p>
              <ButtonLink to={verify} variant="outline" size="sm" icon={<IconShield size={16} />} data-testid="bet-verify-link">
                {t('bets.verify_round')}
              </ButtonLink>
            </p>
          )}
          <h3 className="bets-subtitle">{t('bets.calls_title')}</h3>
          {d.transactions.length === 0 ? (
            <p className="field__hint">{t('bets.calls_empty')}</p>
          ) : (
            <ul className="bets-calls">
              {d.transactions.map((c) => (
                <li key={c.transactionId} data-testid={`bet-call-${c.transactionId}`}>
                  <span className={`bets-call-kind bets-call-kind--${c.kind}`}>{t(`bets.kind_${c.kind}`)}</span>
                  <span className="bets-call-time">{formatClock(c.time, offset)}</span>
                  <span className="bets-call-amount">{money(symbol, c.amount)}</span>
                  {(!c.applied || c.rolledBack) && <span className="bets-call-note">{t(c.rolledBack ? 'bets.call_cancelled' : 'bets.call_refused')}</span>}
                  {c.free && c.applied && !c.rolledBack && <span className="bets-call-note bets-call-note--free">{t('bets.call_free')}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
};

/**
 * personalHistoryCopy (betting record, SPEC.md §2; shown when
 * TRANSBETREPMEM3 is on): my game rounds by date range, vendor and status,
 * with the totals of the filtered range, paged; a round's calls in a modal.
 */
export const BettingRecordScreen = () => {
  const { t } = useTranslation();
  const { isFlagOn, permission } = useBrand();
  const dates = useDateRange();
  const rangeLabels = useBetRangeLabels(dates.offset);
  const [vassalage, setVassalage] = useState('');
  const [status, setStatus] = useState<TRoundStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const on = isFlagOn(WhitelabelFlag.bettingRecords);
  const enabled = on && dates.problem === null;
  const query = useBetHistory(
    { ...dates.range, pageNo, pageSize: PAGE_SIZE, ...(vassalage ? { vassalage } : {}), ...(status ? { status } : {}) },
    enabled,
  );
  const vendors = useVendorOptions();
  if (!on) return <EmptyState icon={<IconList size={32} />} title={t('bets.off_title')} body={t('bets.off_body')} />;
  const symbol = permission.info.setting.currencySymbol;
  const data = query.data;
  const reset = () => setPageNo(1);
  return (
    <div className="stack bets-page" data-testid="bets-page">
      <DateRangeFilter dates={dates} labels={rangeLabels} name="bets" shortcutTestId="bets-shortcut" onChange={reset}>
        <SelectField
          label={t('bets.vendor')}
          value={vassalage}
          onChange={(e) => {
            setVassalage(e.target.value);
            reset();
          }}
          testId="bets-vendor"
        >
          <option value="">{t('bets.all')}</option>
          {(vendors.data ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('bets.col_status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TRoundStatus | '');
            reset();
          }}
          testId="bets-status"
        >
          <option value="">{t('bets.all')}</option>
          {ROUND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`bets.status_${s}`)}
            </option>
          ))}
        </SelectField>
      </DateRangeFilter>
      {enabled && query.isPending && <Spinner label={t('common.loading')} />}
      {enabled && query.isError && <LoadFailed title={t('bets.load_failed')} error={query.error} onRetry={() => void query.refetch()} />}
      {enabled && data && (
        <>
          <TotalsBar totals={data.totals} symbol={symbol} />
          {data.list.length === 0 ? (
            <EmptyState compact icon={<IconInbox size={28} />} title={t('bets.empty_title')} body={t('bets.empty_body')} />
          ) : (
            <div className="bets-results table-frame">
              <RoundTable rows={data.list} symbol={symbol} offset={dates.offset} onOpen={setOpenId} />
            </div>
          )}
          <Pager
            pageNo={data.pageNo}
            totalPages={data.totalPages}
            onChange={setPageNo}
            busy={query.isPlaceholderData}
            testIdPrefix="bets-pager"
            labels={{
              navigation: t('bets.pager_label'),
              previous: t('bets.pager_prev'),
              next: t('bets.pager_next'),
              status: t('bets.pager_status', { page: data.pageNo, pages: data.totalPages }),
            }}
          />
        </>
      )}
      {openId !== null && <RoundDetailModal id={openId} symbol={symbol} offset={dates.offset} onClose={() => setOpenId(null)} />}
    </div>
  );
};
