import type { TPointMove } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconList } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { usePointDetails } from '../api/point-details';
import { formatPoints, toPoints } from '../utils/points';
import { moveKindLabel } from './point-labels';

const PAGE_SIZE = 10;

/** What a movement came from or became, in words: the valid bet it was earned on, the money it was converted into. */
const moveNote = (t: ReturnType<typeof useTranslation>['t'], m: TPointMove, symbol: string): string | null => {
  if (m.amount === null) return null;
  if (m.kind === 'earn') return t('points.note_earn', { amount: money(symbol, m.amount) });
  if (m.kind === 'convert') return t('points.note_convert', { amount: money(symbol, m.amount) });
  return null;
};

/** The Point details tab (ODSFE2_MemTransDet): every movement, its points ±, the balance after it, newest first. */
export const PointMoves = ({ offset, symbol }: { offset: number; symbol: string }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const moves = usePointDetails({ pageNo, pageSize: PAGE_SIZE });

  if (moves.isPending) return <Spinner label={t('common.loading')} />;
  if (moves.isError) return <LoadFailed title={t('points.details_failed')} error={moves.error} onRetry={() => void moves.refetch()} retryTestId="point-details-retry" />;
  if (moves.data.list.length === 0) return <EmptyState compact icon={<IconList size={28} />} title={t('points.details_empty')} body={t('points.details_empty_body')} />;
  const data = moves.data;
  return (
    <section className="point-section" aria-label={t('points.tab_details')}>
      <div className="table-frame">
        <table className="data-table point-table" data-testid="point-details">
          <thead>
            <tr>
              <th scope="col">{t('points.col_time')}</th>
              <th scope="col">{t('points.col_kind')}</th>
              <th scope="col" className="num">
                {t('points.col_change')}
              </th>
              <th scope="col" className="num">
                {t('points.col_balance')}
              </th>
              <th scope="col">{t('points.col_remark')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((m) => {
              const change = toPoints(m.changedPoints);
              const note = moveNote(t, m, symbol);
              return (
                <tr key={m.id} data-testid="point-move" data-kind={m.kind}>
                  <td data-label={t('points.col_time')} className="point-table__time">
                    {formatInOffset(m.at, offset)}
                  </td>
                  <td data-label={t('points.col_kind')}>
                    <span className={`point-move point-move--${m.kind}`}>{moveKindLabel(t, m.kind)}</span>
                  </td>
                  <td data-label={t('points.col_change')} className={`num point-change point-change--${change < 0n ? 'out' : 'in'}`} data-testid="point-move-change">
                    {formatPoints(change, { signed: true })}
                  </td>
                  <td data-label={t('points.col_balance')} className="num" data-testid="point-move-balance">
                    {formatPoints(m.balance)}
                  </td>
                  <td data-label={t('points.col_remark')} className="point-table__remark">
                    {[note, m.remark].filter(Boolean).join(' · ') || '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager
        pageNo={data.pageNo}
        totalPages={data.totalPages}
        onChange={setPageNo}
        busy={moves.isPlaceholderData}
        testIdPrefix="point-details-pager"
        labels={{
          navigation: t('points.pager_label'),
          previous: t('points.pager_prev'),
          next: t('points.pager_next'),
          status: t('points.pager_status', { page: data.pageNo, pages: data.totalPages }),
        }}
      />
    </section>
  );
};
