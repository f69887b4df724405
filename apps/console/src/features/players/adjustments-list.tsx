import type { TAdjustment } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, PagedTable } from '@/components/data-table';
import { Money } from '@/components/money';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { brandTime } from '@/lib/time';
import { useAdjustments, useDecideAdjustment } from './api';

const TONES: Record<TAdjustment['status'], StatusTone> = { pending: 'warn', applied: 'success', rejected: 'danger' };
const col = columnsFor<TAdjustment>();
const PAGE_SIZE = 20;

/** Manual adjustments: a member's (on their page) or the brand's queue of those waiting for a second approval. */
export const AdjustmentsList = ({ memberId, status, label }: { memberId?: number; status?: TAdjustment['status']; label: string }) => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: TAdjustment; approve: boolean } | null>(null);
  const list = useAdjustments({ pageNo: page, pageSize: PAGE_SIZE, ...(memberId ? { memberId } : {}), ...(status ? { status } : {}) });
  const decide = useDecideAdjustment();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const currency = staff?.brand?.currency;
  const decider = can(staff, 'players.adjust');

  const columns = [
    col.accessor('createdAt', { header: t('players.when'), cell: (c) => brandTime(c.getValue(), offset) }),
    ...(memberId ? [] : [col.accessor('memberAccount', { header: t('players.username') })]),
    col.accessor('amount', {
      header: t('players.amount'),
      meta: { numeric: true },
      cell: (c) => <Money minor={c.row.original.direction === 'debit' ? `-${c.getValue()}` : c.getValue()} currency={currency} signed />,
    }),
    col.accessor('reason', { header: t('players.reason') }),
    col.accessor('requestedByName', { header: t('players.asked_by'), cell: (c) => c.getValue() ?? `#${c.row.original.requestedBy}` }),
    col.accessor('status', { header: t('players.status'), cell: (c) => <StatusBadge tone={TONES[c.getValue()]}>{t(`players.adj_${c.getValue()}`)}</StatusBadge> }),
    col.display({
      id: 'decide',
      header: '',
      cell: (c) => {
        const row = c.row.original;
        if (row.status !== 'pending' || !decider) return row.decidedByName ?? '';
        const own = row.requestedBy === staff?.id;
        return (
          <span className="row-actions">
            <Button size="sm" variant="danger" onClick={() => setDeciding({ row, approve: false })}>
              {t('players.reject')}
            </Button>
            <Button size="sm" disabled={own} title={own ? t('players.own_request') : undefined} onClick={() => setDeciding({ row, approve: true })}>
              {t('players.approve')}
            </Button>
          </span>
        );
      },
    }),
  ];

  return (
    <>
      <PagedTable
        label={label}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={list}
        errorText={errorText}
        empty={status === 'pending' ? t('players.no_pending') : t('players.no_adjustments')}
      />
      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.approve ? t('players.approve_title') : t('players.reject_title')}
        message={deciding ? t(deciding.approve ? 'players.approve_body' : 'players.reject_body', { account: deciding.row.memberAccount }) : undefined}
        tone={deciding?.approve ? 'primary' : 'danger'}
        reason={deciding?.approve ? 'optional' : 'required'}
        confirmLabel={deciding?.approve ? t('players.approve') : t('players.reject')}
        busy={decide.isPending}
        onConfirm={(reason) => {
          if (!deciding) return;
          decide.mutate(
            { id: deciding.row.id, approve: deciding.approve, ...(reason ? { reason } : {}) },
            {
              onSuccess: () => toast.success(t(deciding.approve ? 'players.approved_toast' : 'players.rejected_toast', { account: deciding.row.memberAccount })),
              onError: (e) => toast.error(errorText(e)),
              onSettled: () => setDeciding(null),
            },
          );
        }}
        onCancel={() => setDeciding(null)}
      />
    </>
  );
};
