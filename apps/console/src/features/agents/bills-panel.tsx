import { BILL_STATUSES, CONTRACT_KINDS, type TAgentBill, type TBillStatus, type TContractKind } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { Money } from '@/components/money';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { brandTime, gmtLabel } from '@/lib/time';
import { useBills, useReviewBill, type BillsQuery } from './api';
import { BillLines, BillStatus, useBillColumns } from './bill-parts';
import { count } from './format';
import { Rate } from './parts';

const PAGE_SIZE = 25;
type Decision = 'approve' | 'reject';

/**
 * The dividend review: the bills waiting for a decision (any status on
 * demand), each opening with the server's explanation line by line;
 * approve (the agent may claim it until the next period ends) or reject,
 * each with a reason for the audit log.
 */
export const BillsPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const columns = useBillColumns();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const currency = staff?.brand?.currency;
  const manager = can(staff, 'agents.manage');
  const [status, setStatus] = useState<TBillStatus | ''>('pending_review');
  const [kind, setKind] = useState<TContractKind | ''>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const query: BillsQuery = { pageNo: page, pageSize: PAGE_SIZE, ...(status ? { status } : {}), ...(kind ? { kind } : {}) };
  const list = useBills(query);
  const review = useReviewBill();
  const open: TAgentBill | null = list.data?.list.find((b) => b.id === openId) ?? null;
  const pending = open?.status === 'pending_review';

  const decide = async (reason: string | undefined) => {
    if (!open || !decision) return;
    try {
      await review.mutateAsync({ billId: open.id, decision, reason: reason ?? '' });
      toast.success(t(decision === 'approve' ? 'agents.approved_toast' : 'agents.rejected_toast', { account: open.agentAccount, period: open.periodLabel }));
      setDecision(null);
      setOpenId(null);
    } catch (e) {
      toast.error(errorText(e));
      setDecision(null);
    }
  };

  return (
    <section aria-label={t('agents.tab_review')}>
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('agents.col_status')}</span>
          <select
            className="input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TBillStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('agents.all_statuses')}</option>
            {BILL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`agents.bill_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('agents.col_kind')}</span>
          <select
            className="input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TContractKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('agents.all_kinds')}</option>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agents.kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        {list.data && (
          <dl className="agent-totals" aria-label={t('agents.totals')}>
            <div>
              <dt>{t('agents.bills_n')}</dt>
              <dd>{count(list.data.total)}</dd>
            </div>
            <div>
              <dt>{t('agents.col_amount')}</dt>
              <dd>
                <Money minor={list.data.totals.amount} currency={currency} />
              </dd>
            </div>
            <div>
              <dt>{t('agents.col_paid')}</dt>
              <dd>
                <Money minor={list.data.totals.paid} currency={currency} />
              </dd>
            </div>
          </dl>
        )}
      </div>
      <PagedTable
        label={t('agents.bills_label')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={list}
        errorText={errorText}
        empty={status === 'pending_review' ? t('agents.no_pending_bills') : t('agents.no_bills')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? t('agents.bill_title', { account: open.agentAccount, period: open.periodLabel }) : ''}
        subtitle={open ? <BillStatus status={open.status} /> : null}
        footer={
          open && pending && manager ? (
            <>
              <Button variant="danger" onClick={() => setDecision('reject')}>
                {t('agents.reject')}
              </Button>
              <Button onClick={() => setDecision('approve')}>{t('agents.approve')}</Button>
            </>
          ) : undefined
        }
      >
        {open && (
          <>
            <Facts
              items={[
                [t('agents.agent'), open.agentAccount],
                [t('agents.col_payer'), open.payerAccount ?? t('agents.brand')],
                [t('agents.col_kind'), t(`agents.kind_${open.kind}`)],
                [t('agents.col_period'), <span key="p" className="mono">{open.periodLabel}</span>],
                [t('agents.col_rate'), <Rate key="r" bp={open.rate} />],
                [t('agents.col_amount'), <Money key="a" minor={open.amount} currency={currency} />],
                [t('agents.col_paid'), <Money key="p2" minor={open.paid} currency={currency} />],
                [t('agents.created', { zone: gmtLabel(offset) }), brandTime(open.createdAt, offset)],
                [t('agents.expires'), open.expiresAt === null ? null : brandTime(open.expiresAt, offset)],
                [t('agents.paid_at'), open.paidAt === null ? null : brandTime(open.paidAt, offset)],
              ]}
            />
            <h3 className="record-panel__section">{t('agents.lines')}</h3>
            <BillLines lines={open.lines} />
            {pending && !manager && <p className="muted">{t('agents.view_only')}</p>}
          </>
        )}
      </Drawer>
      <ConfirmDialog
        open={decision !== null && open !== null}
        title={t(decision === 'reject' ? 'agents.reject_title' : 'agents.approve_title')}
        message={open ? t(decision === 'reject' ? 'agents.reject_body' : 'agents.approve_body', { account: open.agentAccount, period: open.periodLabel }) : undefined}
        tone={decision === 'reject' ? 'danger' : 'primary'}
        reason="required"
        confirmLabel={decision === 'reject' ? t('agents.reject') : t('agents.approve')}
        busy={review.isPending}
        onConfirm={(reason) => void decide(reason)}
        onCancel={() => setDecision(null)}
      />
    </section>
  );
};
