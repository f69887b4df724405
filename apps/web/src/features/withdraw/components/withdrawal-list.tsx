import { type TWithdrawal, WITHDRAWAL_STATUSES } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner } from '@wps/ui';
import { IconAlert, IconCheckCircle, IconClock, IconInbox, IconLock } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { formatClock, formatInOffset } from '@/lib/time';
import { useWithdrawals, type WithdrawalStatus } from '../api/withdraw-list';
import { useNow } from '../hooks/use-now';
import { timeLeft } from '../utils/time-left';
import { type ReceiptOutcome, ReceiptModal } from './receipt-modal';

const PAGE_SIZE = 10;

const StatusChip = ({ status }: { status: WithdrawalStatus }) => {
  const { t } = useTranslation();
  const label = { processing: t('withdraw.status_processing'), approved: t('withdraw.status_approved'), rejected: t('withdraw.status_rejected') }[status];
  return (
    <span className={`state-chip state-chip--${status}`} data-testid="withdrawal-status" data-status={status}>
      {label}
    </span>
  );
};

/** Where an approved withdrawal's receipt stands, and whether the member still has to answer. */
const ReceiptState = ({ w, symbol, offset, now }: { w: TWithdrawal; symbol: string; offset: number; now: number }) => {
  const { t } = useTranslation();
  if (w.receiptForced) {
    return (
      <p className="receipt-state receipt-state--locked" data-testid="receipt-forced">
        <IconLock size={16} />
        <span>{t('withdraw.receipt_forced')}</span>
      </p>
    );
  }
  if (w.receiptStatus === 'received') {
    return (
      <p className="receipt-state receipt-state--ok" data-testid="receipt-done">
        <IconCheckCircle size={16} />
        <span>{t('withdraw.receipt_done_received')}</span>
      </p>
    );
  }
  if (w.receiptStatus === 'not_received' || w.receiptStatus === 'partial') {
    return (
      <p className="receipt-state receipt-state--review" data-testid="receipt-done">
        <IconAlert size={16} />
        <span>
          {w.receiptStatus === 'partial'
            ? t('withdraw.receipt_done_partial', { amount: money(symbol, w.receivedAmount ?? '0') })
            : t('withdraw.receipt_done_not_received')}
        </span>
      </p>
    );
  }
  if (w.autoConfirmAt === null) return null;
  const left = timeLeft(w.autoConfirmAt, now);
  return (
    <p className="receipt-state" data-testid="receipt-countdown">
      <IconClock size={16} />
      <span>
        {t('withdraw.auto_confirm_at')} <time className="nowrap">{formatInOffset(w.autoConfirmAt, offset)}</time>{' '}
        <strong>
          {left
            ? left.hours > 0
              ? t('withdraw.time_left_hm', { h: left.hours, m: left.minutes })
              : t('withdraw.time_left_m', { m: left.minutes })
            : t('withdraw.time_left_now')}
        </strong>
      </span>
    </p>
  );
};

const WithdrawalRow = ({ w, symbol, offset, now, onReceipt }: { w: TWithdrawal; symbol: string; offset: number; now: number; onReceipt: (o: ReceiptOutcome) => void }) => {
  const { t } = useTranslation();
  // Only an approved withdrawal still awaiting the member's answer takes one; nothing after approval is cancelled.
  const awaiting = w.status === 'approved' && w.receiptStatus === 'awaiting' && !w.receiptForced;
  return (
    <li className={`withdrawal-row withdrawal-row--${w.status}`} data-testid={`withdrawal-row-${w.orderNo}`}>
      <div className="withdrawal-row__main">
        <div className="withdrawal-row__amount">
          <strong>{money(symbol, w.amount)}</strong>
          <StatusChip status={w.status} />
        </div>
        <dl className="withdrawal-row__meta">
          <div>
            <dt>{t('withdraw.order_no')}</dt>
            <dd className="mono">{w.orderNo}</dd>
          </div>
          <div>
            <dt>{t('withdraw.to_account')}</dt>
            <dd>
              {w.bankName} · {w.accountNumberMasked}
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.requested_at')}</dt>
            <dd>{formatClock(w.createdAt, offset)}</dd>
          </div>
        </dl>
      </div>
      {w.status === 'rejected' && (
        <p className="receipt-state receipt-state--rejected" data-testid="withdrawal-reason">
          <IconAlert size={16} />
          <span>
            {t('withdraw.rejected_reason', { reason: w.reason ?? t('withdraw.rejected_no_reason') })} {t('withdraw.rejected_returned')}
          </span>
        </p>
      )}
      {w.status === 'processing' && <p className="receipt-state">{t('withdraw.processing_note')}</p>}
      {w.status === 'approved' && <ReceiptState w={w} symbol={symbol} offset={offset} now={now} />}
      {awaiting && (
        <div className="receipt-actions" role="group" aria-label={t('withdraw.receipt_question')}>
          <span className="receipt-actions__question">{t('withdraw.receipt_question')}</span>
          <Button variant="primary" size="sm" onClick={() => onReceipt('received')} data-testid="receipt-received">
            {t('withdraw.receipt_received')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onReceipt('not_received')} data-testid="receipt-not-received">
            {t('withdraw.receipt_not_received')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onReceipt('partial')} data-testid="receipt-partial">
            {t('withdraw.receipt_partial')}
          </Button>
        </div>
      )}
    </li>
  );
};

/** My withdrawals (withdrawList): newest first, filtered by state, paged, with the receipt answers of SPEC.md §4. */
export const WithdrawalList = ({ symbol }: { symbol: string }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const [status, setStatus] = useState<WithdrawalStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const list = useWithdrawals({ pageNo, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const [answering, setAnswering] = useState<{ w: TWithdrawal; outcome: ReceiptOutcome } | null>(null);
  const hasCountdown = list.data?.list.some((w) => w.receiptStatus === 'awaiting' && !w.receiptForced) ?? false;
  const now = useNow(15_000, hasCountdown);

  const filters: { id: WithdrawalStatus | undefined; label: string }[] = [
    { id: undefined, label: t('withdraw.filter_all') },
    ...WITHDRAWAL_STATUSES.map((s) => ({
      id: s,
      label: { processing: t('withdraw.status_processing'), approved: t('withdraw.status_approved'), rejected: t('withdraw.status_rejected') }[s],
    })),
  ];

  return (
    <section className="stack stack--tight withdrawal-list" aria-labelledby="withdrawal-list-title" data-testid="withdrawal-list">
      <h3 id="withdrawal-list-title" className="visually-hidden">
        {t('withdraw.tab_history')}
      </h3>
      <div className="chip-row" role="group" aria-label={t('withdraw.filter_label')}>
        {filters.map((f) => (
          <button
            key={f.id ?? 'all'}
            type="button"
            className="chip"
            aria-pressed={status === f.id}
            onClick={() => {
              setStatus(f.id);
              setPageNo(1);
            }}
            data-testid={`withdrawals-filter-${f.id ?? 'all'}`}
          >
            {f.label}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : list.isError ? (
        <LoadFailed title={t('withdraw.list_failed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState compact icon={<IconInbox size={28} />} title={t('withdraw.list_empty_title')} body={t('withdraw.list_empty_body')} />
      ) : (
        <>
          <ul className="withdrawal-rows" aria-busy={list.isPlaceholderData || undefined}>
            {list.data.list.map((w) => (
              <WithdrawalRow key={w.id} w={w} symbol={symbol} offset={offset} now={now} onReceipt={(outcome) => setAnswering({ w, outcome })} />
            ))}
          </ul>
          <Pager
            pageNo={list.data.pageNo}
            totalPages={list.data.totalPages}
            onChange={setPageNo}
            busy={list.isPlaceholderData}
            testIdPrefix="withdrawals"
            labels={{
              navigation: t('withdraw.pager_label'),
              previous: t('withdraw.pager_prev'),
              next: t('withdraw.pager_next'),
              status: t('withdraw.pager_status', { page: list.data.pageNo, pages: list.data.totalPages }),
            }}
          />
        </>
      )}
      {answering && <ReceiptModal withdrawal={answering.w} outcome={answering.outcome} symbol={symbol} onClose={() => setAnswering(null)} />}
    </section>
  );
};
