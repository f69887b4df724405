import { REDEEM_STATUSES, type TRedeemStatus } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconList } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { formatInOffset } from '@/lib/time';
import { useRedeemList } from '../api/redeem-list';
import { formatPoints } from '../utils/points';
import { redeemStatusLabel } from './point-labels';
import { RedeemStatusBadge } from './redeem-status-badge';

const PAGE_SIZE = 10;
type Filter = 'all' | TRedeemStatus;

/** The Redeem history tab: the member's redemptions by status (SPEC.md §4 Redeem), with staff's remark, ten at a time. */
export const RedeemHistory = ({ offset }: { offset: number }) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNo, setPageNo] = useState(1);
  const list = useRedeemList({ pageNo, pageSize: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) });

  let body;
  if (list.isPending) body = <Spinner label={t('common.loading')} />;
  else if (list.isError) body = <LoadFailed title={t('points.history_failed')} error={list.error} onRetry={() => void list.refetch()} retryTestId="redeem-history-retry" />;
  else if (list.data.list.length === 0) body = <EmptyState compact icon={<IconList size={28} />} title={t('points.history_empty')} />;
  else {
    const data = list.data;
    body = (
      <>
        <div className="table-frame">
          <table className="data-table point-table" data-testid="redeem-history">
            <thead>
              <tr>
                <th scope="col">{t('points.col_time')}</th>
                <th scope="col">{t('points.col_reward')}</th>
                <th scope="col" className="num">
                  {t('points.col_quantity')}
                </th>
                <th scope="col" className="num">
                  {t('points.col_points')}
                </th>
                <th scope="col">{t('points.col_status')}</th>
                <th scope="col">{t('points.col_remark')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id} data-testid="redeem-row" data-status={r.status}>
                  <td data-label={t('points.col_time')} className="point-table__time">
                    {formatInOffset(r.createdAt, offset)}
                  </td>
                  <td data-label={t('points.col_reward')}>{r.rewardName}</td>
                  <td data-label={t('points.col_quantity')} className="num">
                    {r.quantity}
                  </td>
                  <td data-label={t('points.col_points')} className="num">
                    {formatPoints(r.points)}
                  </td>
                  <td data-label={t('points.col_status')}>
                    <RedeemStatusBadge status={r.status} />
                  </td>
                  <td data-label={t('points.col_remark')} className="point-table__remark" data-testid="redeem-remark">
                    {r.remark ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          pageNo={data.pageNo}
          totalPages={data.totalPages}
          onChange={setPageNo}
          busy={list.isPlaceholderData}
          testIdPrefix="redeem-history-pager"
          labels={{
            navigation: t('points.pager_label'),
            previous: t('points.pager_prev'),
            next: t('points.pager_next'),
            status: t('points.pager_status', { page: data.pageNo, pages: data.totalPages }),
          }}
        />
      </>
    );
  }

  return (
    <section className="point-section" aria-label={t('points.tab_history')}>
      <div className="chip-row point-filters" role="group" aria-label={t('points.filter_label')}>
        {(['all', ...REDEEM_STATUSES] as Filter[]).map((f) => (
          <button
            key={f}
            type="button"
            className="chip"
            aria-pressed={filter === f}
            onClick={() => {
              setFilter(f);
              setPageNo(1);
            }}
            data-testid={`redeem-filter-${f}`}
          >
            {f === 'all' ? t('points.filter_all') : redeemStatusLabel(t, f)}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
};
