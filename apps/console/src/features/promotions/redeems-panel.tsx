import { REDEEM_STATUSES, type TRedeemStatus, type TStaffRedeem } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, PagedTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { brandTime, gmtLabel } from '@/lib/time';
import { useDecideRedeem, useRedeems, type RedeemsQuery } from './api';
import { count } from './format';
import { REDEEM_WAITING, RedeemStatus } from './mall-parts';
import { MemberLink, useBrand } from './parts';

export const REDEEMS_PAGE_SIZE = 25;
const REMARK_MAX = 200;
const col = columnsFor<TStaffRedeem>();

/** The queue's first read: the redemptions waiting for staff (the tab's count reads the same page). */
export const waitingRedeemsQuery: RedeemsQuery = { pageNo: 1, pageSize: REDEEMS_PAGE_SIZE, status: REDEEM_WAITING };

/**
 * Redemptions of the points mall, those waiting for staff first: a
 * physical reward is sent (approved) or refused (rejected, and its points
 * go back to the member), each with a remark the member reads.
 */
export const RedeemsPanel = ({ manager }: { manager: boolean }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const { offset } = useBrand();
  const [status, setStatus] = useState<TRedeemStatus | ''>(REDEEM_WAITING);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const query: RedeemsQuery = { pageNo: page, pageSize: REDEEMS_PAGE_SIZE, ...(status ? { status } : {}) };
  const redeems = useRedeems(query);
  const decide = useDecideRedeem();
  const open = redeems.data?.list.find((r) => r.id === openId) ?? null;
  const decidable = open?.status === REDEEM_WAITING;
  const zone = gmtLabel(offset);

  const send = async (approve: boolean, remark: string) => {
    if (!open) return;
    try {
      await decide.mutateAsync({ id: open.id, approve, remark });
      toast.success(t(approve ? 'loyalty.redeem_approved_toast' : 'loyalty.redeem_rejected_toast', { account: open.account, reward: open.rewardName }));
      setDecision(null);
      setOpenId(null);
    } catch (e) {
      toast.error(errorText(e));
      setDecision(null);
    }
  };

  // Kept between renders: a new cell renderer would mount its cells anew.
  const columns = useMemo(
    () => [
      col.accessor('account', { header: t('promotions.col_member'), cell: (c) => <MemberLink id={c.row.original.memberId} account={c.getValue()} /> }),
      col.accessor('rewardName', {
        header: t('loyalty.col_reward'),
        cell: (c) => (
          <span className="promo-name">
            <span>{c.getValue()}</span>
            <span className="muted">{t(`loyalty.kind_${c.row.original.kind}`)}</span>
          </span>
        ),
      }),
      col.accessor('quantity', { header: t('loyalty.col_quantity'), cell: (c) => count(c.getValue()), meta: { numeric: true } }),
      col.accessor('points', { header: t('loyalty.col_points'), cell: (c) => count(c.getValue()), meta: { numeric: true } }),
      col.accessor('status', { header: t('promotions.status'), cell: (c) => <RedeemStatus status={c.getValue()} /> }),
      col.accessor('remark', { header: t('loyalty.col_remark'), cell: (c) => <span className="promo-comment">{c.getValue() ?? '—'}</span> }),
      col.accessor('createdAt', { header: t('loyalty.col_requested', { zone }), cell: (c) => <span className="promo-time">{brandTime(c.getValue(), offset)}</span> }),
    ],
    [t, offset, zone],
  );

  return (
    <>
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('promotions.status')}</span>
          <select
            className="input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TRedeemStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('promotions.all_statuses')}</option>
            {REDEEM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`loyalty.redeem_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        label={t('loyalty.redeems_label')}
        columns={columns}
        page={page}
        size={REDEEMS_PAGE_SIZE}
        onPage={setPage}
        query={redeems}
        errorText={errorText}
        empty={status === REDEEM_WAITING ? t('loyalty.no_waiting_redeems') : t('loyalty.no_redeems')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? t('loyalty.redeem_title', { account: open.account, reward: open.rewardName }) : ''}
        subtitle={open ? <RedeemStatus status={open.status} /> : null}
        footer={
          open && decidable && manager ? (
            <>
              <Button variant="danger" onClick={() => setDecision('reject')}>
                {t('loyalty.redeem_reject')}
              </Button>
              <Button onClick={() => setDecision('approve')}>{t('loyalty.redeem_approve')}</Button>
            </>
          ) : undefined
        }
      >
        {open && (
          <>
            <Facts
              items={[
                [t('promotions.col_member'), <MemberLink key="m" id={open.memberId} account={open.account} />],
                [t('loyalty.col_reward'), `${open.rewardName} (${t(`loyalty.kind_${open.kind}`)})`],
                [t('loyalty.col_quantity'), count(open.quantity)],
                [t('loyalty.col_points'), count(open.points)],
                [t('loyalty.col_requested', { zone }), brandTime(open.createdAt, offset)],
                [t('loyalty.col_decided', { zone }), open.decidedAt === null ? null : brandTime(open.decidedAt, offset)],
                [t('loyalty.col_remark'), open.remark],
              ]}
            />
            {decidable && <p className="muted">{manager ? t('loyalty.redeem_decide_hint') : t('loyalty.redeem_view_only')}</p>}
          </>
        )}
      </Drawer>
      <ConfirmDialog
        open={open !== null && decision === 'approve'}
        title={t('loyalty.redeem_approve_title', { reward: open?.rewardName ?? '', account: open?.account ?? '' })}
        message={t('loyalty.redeem_approve_body')}
        reason="required"
        reasonLabel={t('loyalty.remark')}
        reasonMaxLength={REMARK_MAX}
        confirmLabel={t('loyalty.redeem_approve')}
        busy={decide.isPending}
        onConfirm={(remark) => void send(true, remark ?? '')}
        onCancel={() => setDecision(null)}
      />
      <ConfirmDialog
        open={open !== null && decision === 'reject'}
        title={t('loyalty.redeem_reject_title', { account: open?.account ?? '' })}
        message={t('loyalty.redeem_reject_body', { points: count(open?.points ?? 0), account: open?.account ?? '' })}
        tone="danger"
        reason="required"
        reasonLabel={t('loyalty.remark')}
        reasonMaxLength={REMARK_MAX}
        confirmLabel={t('loyalty.redeem_reject')}
        busy={decide.isPending}
        onConfirm={(remark) => void send(false, remark ?? '')}
        onCancel={() => setDecision(null)}
      />
    </>
  );
};
