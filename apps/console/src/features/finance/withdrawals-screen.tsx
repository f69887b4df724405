import type { TStaffWithdrawal } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, PagedTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { Tabs } from '@/components/tabs';
import { useToast } from '@/components/toast';
import { UploadImage } from '@/components/upload-image';
import { useErrorText } from '@/lib/error-text';
import { formatMinor } from '@/lib/money';
import { can, useStaff } from '@/lib/staff';
import { brandTime, gmtLabel } from '@/lib/time';
import { useApproveWithdrawal, useRejectWithdrawal, useResolveReceipt, useWithdrawals, type WithdrawalQuery } from './api';

type Queue = 'first' | 'second' | 'not_received' | 'partial' | 'approved' | 'rejected' | 'all';
const QUEUES: Queue[] = ['first', 'second', 'not_received', 'partial', 'approved', 'rejected', 'all'];
const QUERIES: Record<Queue, Partial<WithdrawalQuery>> = {
  first: { approval: 'none' },
  second: { approval: 'first' },
  not_received: { receiptStatus: 'not_received' },
  partial: { receiptStatus: 'partial' },
  approved: { status: 'approved' },
  rejected: { status: 'rejected' },
  all: {},
};
const PAGE_SIZE = 20;

type Decision = 'approve' | 'reject' | 'refund' | 'close';

const stateOf = (w: TStaffWithdrawal): { key: string; tone: StatusTone } => {
  if (w.status === 'processing') return w.firstApprovedBy !== null ? { key: 'awaiting_second', tone: 'info' } : { key: 'processing', tone: 'warn' };
  if (w.status === 'rejected') return { key: 'rejected', tone: 'danger' };
  if (w.receiptStatus === 'not_received' || w.receiptStatus === 'partial') return { key: `receipt_${w.receiptStatus}`, tone: 'danger' };
  return { key: 'approved', tone: 'success' };
};

const col = columnsFor<TStaffWithdrawal>();

/** The withdrawal queues: first and second approvals (two people from the brand's threshold), and receipts members dispute. */
export const WithdrawalsScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const [queue, setQueue] = useState<Queue>('first');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useWithdrawals({ pageNo: page, pageSize: PAGE_SIZE, ...QUERIES[queue] });
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const resolve = useResolveReceipt();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const currency = staff?.brand?.currency;
  const reviewer = can(staff, 'finance.review');
  const open = list.data?.list.find((w) => w.id === openId) ?? null;
  // The two-person rule: whoever gave the first approval cannot give the second.
  const gaveFirst = open !== null && open.firstApprovedBy !== null && open.firstApprovedBy === staff?.id;
  const disputed = open !== null && open.status === 'approved' && (open.receiptStatus === 'not_received' || open.receiptStatus === 'partial');

  const columns = [
    col.accessor('orderNo', { header: t('finance.order'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
    col.accessor('memberAccount', { header: t('finance.member') }),
    col.accessor('amount', { header: t('finance.amount'), meta: { numeric: true }, cell: (c) => <Money minor={c.getValue()} currency={currency} /> }),
    col.accessor('bankName', { header: t('finance.bank'), cell: (c) => `${c.getValue()} · ${c.row.original.accountNumber}` }),
    col.accessor('createdAt', { header: t('finance.created', { zone: gmtLabel(offset) }), cell: (c) => brandTime(c.getValue(), offset) }),
    col.display({
      id: 'state',
      header: t('finance.status'),
      cell: (c) => {
        const state = stateOf(c.row.original);
        return <StatusBadge tone={state.tone}>{t(`finance.withdrawal_${state.key}`)}</StatusBadge>;
      },
    }),
  ];

  const decide = async (reason: string | undefined) => {
    if (!open || !decision) return;
    try {
      if (decision === 'approve') {
        const after = await approve.mutateAsync({ id: open.id, ...(reason ? { reason } : {}) });
        toast.success(t(after.status === 'processing' ? 'finance.withdrawal_first_toast' : 'finance.withdrawal_approved_toast', { order: open.orderNo }));
      } else if (decision === 'reject') {
        await reject.mutateAsync({ id: open.id, reason: reason ?? '' });
        toast.success(t('finance.withdrawal_rejected_toast', { order: open.orderNo }));
      } else {
        const missing = decision === 'refund' ? (BigInt(open.amount) - BigInt(open.receivedAmount ?? '0')).toString() : undefined;
        await resolve.mutateAsync({ id: open.id, action: decision, reason: reason ?? '', ...(missing ? { amount: missing } : {}) });
        toast.success(t(decision === 'refund' ? 'finance.refunded_toast' : 'finance.closed_toast', { order: open.orderNo }));
      }
      setDecision(null);
      setOpenId(null);
    } catch (e) {
      toast.error(errorText(e));
      setDecision(null);
    }
  };

  const missing = open ? BigInt(open.amount) - BigInt(open.receivedAmount ?? '0') : 0n;
  const dialog: Record<Decision, { title: string; body: string; tone: 'primary' | 'danger'; reason: 'optional' | 'required'; label: string }> = {
    approve: {
      title: t(open?.needsSecondApproval && open.firstApprovedBy === null ? 'finance.approve_first_title' : 'finance.approve_withdrawal_title'),
      body: t(open?.needsSecondApproval && open.firstApprovedBy === null ? 'finance.approve_first_body' : 'finance.approve_withdrawal_body', { order: open?.orderNo, member: open?.memberAccount }),
      tone: 'primary',
      reason: 'optional',
      label: t('finance.approve'),
    },
    reject: { title: t('finance.reject_withdrawal_title'), body: t('finance.reject_withdrawal_body', { order: open?.orderNo }), tone: 'danger', reason: 'required', label: t('finance.reject') },
    refund: { title: t('finance.refund_title'), body: t('finance.refund_body', { order: open?.orderNo }), tone: 'primary', reason: 'required', label: t('finance.refund') },
    close: { title: t('finance.close_title'), body: t('finance.close_body', { order: open?.orderNo }), tone: 'danger', reason: 'required', label: t('finance.close') },
  };
  const current = decision ? dialog[decision] : null;

  return (
    <>
      <PageHeader title={t('finance.withdrawals_title')} subtitle={t('finance.withdrawals_subtitle')} />
      <Tabs
        label={t('finance.queues')}
        items={QUEUES.map((q) => ({ value: q, label: t(`finance.wqueue_${q}`) }))}
        value={queue}
        onChange={(q) => {
          setQueue(q);
          setPage(1);
        }}
      />
      <PagedTable
        label={t('finance.withdrawals_title')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={list}
        errorText={errorText}
        empty={t('finance.none')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? t('finance.withdrawal_title', { order: open.orderNo }) : ''}
        subtitle={open ? <StatusBadge tone={stateOf(open).tone}>{t(`finance.withdrawal_${stateOf(open).key}`)}</StatusBadge> : null}
        footer={
          open && reviewer && (open.status === 'processing' || disputed) ? (
            open.status === 'processing' ? (
              <>
                <Button variant="danger" onClick={() => setDecision('reject')}>
                  {t('finance.reject')}
                </Button>
                <Button onClick={() => setDecision('approve')} disabled={gaveFirst}>
                  {open.firstApprovedBy !== null ? t('finance.approve_second') : t('finance.approve')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="danger" onClick={() => setDecision('close')}>
                  {t('finance.close')}
                </Button>
                <Button onClick={() => setDecision('refund')} disabled={missing <= 0n}>
                  {t('finance.refund')}
                </Button>
              </>
            )
          ) : undefined
        }
      >
        {open && (
          <>
            {gaveFirst && <p className="notice notice--info">{t('finance.you_gave_first')}</p>}
            {open.needsSecondApproval && open.firstApprovedBy === null && open.status === 'processing' && <p className="notice notice--info">{t('finance.needs_two')}</p>}
            <Facts
              items={[
                [t('finance.member'), `${open.memberAccount} (#${open.memberId})`],
                [t('finance.amount'), <Money key="a" minor={open.amount} currency={currency} />],
                [t('finance.bank'), open.bankName],
                [t('finance.payee'), open.payeeName],
                [t('finance.account_number'), <span key="n" className="mono">{open.accountNumber}</span>],
                [t('finance.created', { zone: gmtLabel(offset) }), brandTime(open.createdAt, offset, true)],
                [t('finance.updated', { zone: gmtLabel(offset) }), brandTime(open.updatedAt, offset, true)],
                [t('finance.receipt'), open.receiptStatus ? t(`finance.receipt_${open.receiptStatus}`) : null],
                [t('finance.received'), open.receivedAmount !== null ? <Money key="r" minor={open.receivedAmount} currency={currency} /> : null],
                [t('finance.member_note'), open.receiptNote],
                [t('finance.reason'), open.reason],
              ]}
            />
            {open.proofUploadIds.length > 0 && (
              <>
                <h3 className="record-panel__section">{t('finance.proofs')}</h3>
                <div className="upload-grid">
                  {open.proofUploadIds.map((id, i) => (
                    <UploadImage key={id} id={id} label={t('finance.proof_n', { n: i + 1 })} />
                  ))}
                </div>
              </>
            )}
            {(open.status === 'processing' || disputed) && !reviewer && <p className="muted">{t('finance.view_only')}</p>}
          </>
        )}
      </Drawer>
      <ConfirmDialog
        open={current !== null && open !== null}
        title={current?.title ?? ''}
        message={decision === 'refund' ? `${current?.body ?? ''} ${t('finance.refund_amount', { amount: `${formatMinor(missing) ?? ''} ${currency ?? ''}`.trim() })}` : current?.body}
        tone={current?.tone ?? 'primary'}
        reason={current?.reason ?? 'optional'}
        confirmLabel={current?.label}
        busy={approve.isPending || reject.isPending || resolve.isPending}
        onConfirm={(reason) => void decide(reason)}
        onCancel={() => setDecision(null)}
      />
    </>
  );
};
