import { DEPOSIT_STATUSES } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardHead } from '@/components/card-head';
import { EmptyState, Spinner } from '@wps/ui';
import { IconInbox } from '@/components/icons';
import { Pager } from '@/components/pager';
import { useBrand } from '@/lib/brand';
import { formatInOffset } from '@/lib/time';
import { type DepositStatus, useDepositList } from '../api/deposit-list';
import { DepositMoney } from './deposit-money';
import { DepositStatusChip } from './deposit-status-chip';
import { WalletProblem } from './wallet-problem';

const PAGE_SIZE = 10;

/** "My deposits": newest first, by status, with its money (DepositMoney) and the time in the brand's offset. */
export const DepositHistory = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const { currencySymbol, gmtOffsetMinutes } = permission.info.setting;
  const [status, setStatus] = useState<DepositStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const list = useDepositList({ pageNo, pageSize: PAGE_SIZE, status });
  const filterLabels: Record<DepositStatus, string> = {
    pending: t('wallet.deposit.status_pending'),
    approved: t('wallet.deposit.status_approved'),
    rejected: t('wallet.deposit.status_rejected'),
    failed: t('wallet.deposit.status_failed'),
  };
  const filter = (next: DepositStatus | undefined) => {
    setStatus(next);
    setPageNo(1);
  };
  const page = list.data;

  return (
    <section className="card deposit-history" aria-labelledby="deposit-history-title" data-testid="deposit-history">
      <CardHead titleId="deposit-history-title" title={t('wallet.deposit.history_title')} />
      <div className="chip-row deposit-history__filters" role="group" aria-label={t('wallet.deposit.filter')}>
        <button type="button" className="chip" aria-pressed={status === undefined} onClick={() => filter(undefined)} data-testid="deposit-filter-all">
          {t('wallet.deposit.filter_all')}
        </button>
        {DEPOSIT_STATUSES.map((s) => (
          <button key={s} type="button" className="chip" aria-pressed={status === s} onClick={() => filter(s)} data-testid={`deposit-filter-${s}`}>
            {filterLabels[s]}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Spinner size={24} label={t('common.loading')} />
      ) : list.isError ? (
        <WalletProblem error={list.error} onRetry={() => void list.refetch()} />
      ) : !page || page.list.length === 0 ? (
        <EmptyState compact icon={<IconInbox size={28} />} title={t('wallet.deposit.history_empty')} />
      ) : (
        <>
          <ul className="deposit-rows" aria-busy={list.isFetching || undefined}>
            {page.list.map((d) => (
              <li key={d.id} className="deposit-row" data-testid={`deposit-row-${d.orderNo}`}>
                <div className="deposit-row__main">
                  <strong>{d.channelName}</strong>
                  <small className="deposit-row__order">{d.orderNo}</small>
                  <small>
                    <time dateTime={new Date(d.createdAt).toISOString()}>{formatInOffset(d.createdAt, gmtOffsetMinutes)}</time>
                  </small>
                  {/* Staff's reason for a rejection, in their words; a failed payment's status says it all (in the page's language). */}
                  {d.reason && d.status === 'rejected' && <small className="deposit-row__reason">{d.reason}</small>}
                </div>
                <dl className="deposit-row__money">
                  <DepositMoney deposit={d} symbol={currencySymbol} />
                </dl>
                <DepositStatusChip status={d.status} />
              </li>
            ))}
          </ul>
          <Pager
            pageNo={page.pageNo}
            totalPages={page.totalPages}
            onChange={setPageNo}
            busy={list.isFetching}
            testIdPrefix="deposits"
            labels={{
              navigation: t('wallet.pager.label'),
              previous: t('wallet.pager.prev'),
              next: t('wallet.pager.next'),
              status: t('wallet.pager.where', { page: page.pageNo, pages: page.totalPages }),
            }}
          />
        </>
      )}
    </section>
  );
};
