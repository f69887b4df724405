import type { TStaffDeposit } from '@wps/contracts/staff';
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
import { can, useStaff } from '@/lib/staff';
import { brandTime, gmtLabel } from '@/lib/time';
import { useApproveDeposit, useDeposits, useRejectDeposit } from './api';

type Queue = 'pending' | 'approved' | 'rejected' | 'failed' | 'all';
const QUEUES: Queue[] = ['pending', 'approved', 'rejected', 'failed', 'all'];
const PAGE_SIZE = 20;

const TONES: Record<TStaffDeposit['status'], StatusTone> = { pending: 'warn', approved: 'success', rejected: 'danger', failed: 'neutral' };

const col = columnsFor<TStaffDeposit>();

/** The deposit queue: bank transfers waiting for a decision, with their receipts; gateway payments for reference. */
export const DepositsScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const [queue, setQueue] = useState<Queue>('pending');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const list = useDeposits({ pageNo: page, pageSize: PAGE_SIZE, ...(queue === 'all' ? {} : { status: queue }) });
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const currency = staff?.brand?.currency;
  const reviewer = can(staff, 'finance.review');
  const open = list.data?.list.find((d) => d.id === openId) ?? null;

  const columns = [
    col.accessor('orderNo', { header: t('finance.order'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
    col.accessor('memberAccount', { header: t('finance.member') }),
    col.accessor('channelCode', { header: t('finance.channel'), cell: (c) => `${c.getValue()} · ${t(`finance.kind_${c.row.original.kind}`)}` }),
    col.accessor('amount', { header: t('finance.amount'), meta: { numeric: true }, cell: (c) => <Money minor={c.getValue()} currency={currency} /> }),
    col.accessor('payerName', { header: t('finance.payer'), cell: (c) => c.getValue() ?? '—' }),
    col.accessor('createdAt', { header: t('finance.created', { zone: gmtLabel(offset) }), cell: (c) => brandTime(c.getValue(), offset) }),
    col.accessor('status', { header: t('finance.status'), cell: (c) => <StatusBadge tone={TONES[c.getValue()]}>{t(`finance.deposit_${c.getValue()}`)}</StatusBadge> }),
  ];

  const decide = async (reason: string | undefined) => {
    if (!open || !decision) return;
    try {
      if (decision === 'approve') await approve.mutateAsync({ id: open.id, ...(reason ? { reason } : {}) });
      else await reject.mutateAsync({ id: open.id, reason: reason ?? '' });
      toast.success(t(decision === 'approve' ? 'finance.deposit_approved_toast' : 'finance.deposit_rejected_toast', { order: open.orderNo }));
      setDecision(null);
      setOpenId(null);
    } catch (e) {
      toast.error(errorText(e));
      setDecision(null);
    }
  };

  return (
    <>
      <PageHeader title={t('finance.deposits_title')} subtitle={t('finance.deposits_subtitle')} />
      <Tabs
        label={t('finance.queues')}
        items={QUEUES.map((q) => ({ value: q, label: t(`finance.queue_${q}`) }))}
        value={queue}
        onChange={(q) => {
          setQueue(q);
          setPage(1);
        }}
      />
      <PagedTable
        label={t('finance.deposits_title')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={list}
        errorText={errorText}
        empty={t(queue === 'pending' ? 'finance.deposits_none_pending' : 'finance.none')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? t('finance.deposit_title', { order: open.orderNo }) : ''}
        subtitle={open ? <StatusBadge tone={TONES[open.status]}>{t(`finance.deposit_${open.status}`)}</StatusBadge> : null}
        footer={
          open?.status === 'pending' && reviewer ? (
            <>
              <Button variant="danger" onClick={() => setDecision('reject')}>
                {t('finance.reject')}
              </Button>
              <Button onClick={() => setDecision('approve')}>{t('finance.approve')}</Button>
            </>
          ) : undefined
        }
      >
        {open && (
          <>
            <Facts
              items={[
                [t('finance.member'), `${open.memberAccount} (#${open.memberId})`],
                [t('finance.amount'), <Money key="a" minor={open.amount} currency={currency} />],
                [t('finance.fee'), <Money key="f" minor={open.fee} currency={currency} />],
                [t('finance.channel'), `${open.channelCode} · ${t(`finance.kind_${open.kind}`)}`],
                [t('finance.payer'), open.payerName],
                [t('finance.reference'), open.reference],
                [t('finance.gateway_txn'), open.gatewayTxnId],
                [t('finance.created', { zone: gmtLabel(offset) }), brandTime(open.createdAt, offset, true)],
                [t('finance.updated', { zone: gmtLabel(offset) }), brandTime(open.updatedAt, offset, true)],
                [t('finance.reason'), open.reason],
              ]}
            />
            <h3 className="record-panel__section">{t('finance.receipts')}</h3>
            {open.receiptUploadIds.length === 0 ? (
              <p className="muted">{t('finance.no_receipts')}</p>
            ) : (
              <div className="upload-grid">
                {open.receiptUploadIds.map((id, i) => (
                  <UploadImage key={id} id={id} label={t('finance.receipt_n', { n: i + 1 })} />
                ))}
              </div>
            )}
            {open.status === 'pending' && !reviewer && <p className="muted">{t('finance.view_only')}</p>}
          </>
        )}
      </Drawer>
      <ConfirmDialog
        open={decision !== null && open !== null}
        title={decision === 'reject' ? t('finance.reject_deposit_title') : t('finance.approve_deposit_title')}
        message={open ? t(decision === 'reject' ? 'finance.reject_deposit_body' : 'finance.approve_deposit_body', { order: open.orderNo, member: open.memberAccount }) : undefined}
        tone={decision === 'reject' ? 'danger' : 'primary'}
        reason={decision === 'reject' ? 'required' : 'optional'}
        confirmLabel={decision === 'reject' ? t('finance.reject') : t('finance.approve')}
        busy={approve.isPending || reject.isPending}
        onConfirm={(reason) => void decide(reason)}
        onCancel={() => setDecision(null)}
      />
    </>
  );
};
