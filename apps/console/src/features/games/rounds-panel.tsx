import type { TStaffRound } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, PagedTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { formatMinor } from '@/lib/money';
import { can, useStaff } from '@/lib/staff';
import { brandTime, gmtLabel } from '@/lib/time';
import { useSettleRound, useWaitingRounds } from './api';
import { ROUND_TONES } from './states';

const PAGE_SIZE = 25;
const col = columnsFor<TStaffRound>();
type Action = 'resolve' | 'refund';

/** Real-money rounds a vendor left unsettled: resolve pays what it reported, refund gives the stakes back; both close the round. */
export const RoundsPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const list = useWaitingRounds({ pageNo: page, pageSize: PAGE_SIZE });
  const settle = useSettleRound();
  const manager = can(staff, 'games.manage');
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const currency = staff?.brand?.currency;
  const open = list.data?.list.find((r) => r.id === openId) ?? null;
  const reasons = (r: TStaffRound) =>
    r.reasons.map((reason) => (
      <StatusBadge key={reason} tone={ROUND_TONES[reason]}>
        {t(`games.reason_${reason}`, { hours: list.data?.staleHours })}
      </StatusBadge>
    ));

  const columns = [
    col.accessor('openedAt', { header: t('games.opened', { zone: gmtLabel(offset) }), cell: (c) => brandTime(c.getValue(), offset) }),
    col.accessor('memberAccount', { header: t('games.member') }),
    col.accessor('gameCode', { header: t('games.game'), cell: (c) => `${c.row.original.vassalage} · ${c.getValue()}` }),
    col.accessor('betTotal', { header: t('games.stake'), meta: { numeric: true }, cell: (c) => <Money minor={c.getValue()} currency={currency} /> }),
    col.accessor('pendingWin', { header: t('games.pending_win'), meta: { numeric: true }, cell: (c) => <Money minor={c.getValue()} currency={currency} /> }),
    col.display({ id: 'reasons', header: t('games.why'), cell: (c) => reasons(c.row.original) }),
  ];

  const run = async (reason: string | undefined) => {
    if (!open || !action) return;
    try {
      await settle.mutateAsync({ action, id: open.id, reason: reason ?? '' });
      toast.success(t(action === 'resolve' ? 'games.resolved_toast' : 'games.refunded_toast', { round: open.roundId }));
      setOpenId(null);
    } catch (e) {
      toast.error(errorText(e));
    }
    setAction(null);
  };

  return (
    <>
      <p className="muted">{t('games.rounds_hint', { hours: list.data?.staleHours ?? '—' })}</p>
      <PagedTable
        label={t('games.tab_rounds')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={list}
        errorText={errorText}
        empty={t('games.no_rounds')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? t('games.round_title', { round: open.roundId }) : ''}
        subtitle={open ? reasons(open) : null}
        footer={
          open && manager ? (
            <>
              <Button variant="danger" onClick={() => setAction('refund')}>
                {t('games.refund')}
              </Button>
              <Button onClick={() => setAction('resolve')}>{t('games.resolve')}</Button>
            </>
          ) : undefined
        }
      >
        {open && (
          <>
            <Facts
              items={[
                [t('games.member'), `${open.memberAccount} (#${open.memberId})`],
                [t('games.vendor'), open.vassalage],
                [t('games.game'), <span key="g" className="mono">{open.gameCode}</span>],
                [t('games.round'), <span key="r" className="mono">{open.roundId}</span>],
                [t('games.stake'), <Money key="s" minor={open.betTotal} currency={currency} />],
                [t('games.won'), <Money key="w" minor={open.winTotal} currency={currency} />],
                [t('games.pending_win'), <Money key="p" minor={open.pendingWin} currency={currency} />],
                [t('games.opened', { zone: gmtLabel(offset) }), brandTime(open.openedAt, offset, true)],
                [t('games.updated', { zone: gmtLabel(offset) }), brandTime(open.updatedAt, offset, true)],
              ]}
            />
            {!manager && <p className="muted">{t('games.view_only')}</p>}
          </>
        )}
      </Drawer>
      <ConfirmDialog
        open={action !== null && open !== null}
        title={t(action === 'refund' ? 'games.refund_title' : 'games.resolve_title')}
        message={
          open
            ? t(action === 'refund' ? 'games.refund_body' : 'games.resolve_body', {
                stake: formatMinor(open.betTotal),
                win: formatMinor(open.pendingWin),
                member: open.memberAccount,
                currency: currency ?? '',
              })
            : undefined
        }
        tone={action === 'refund' ? 'danger' : 'primary'}
        confirmLabel={t(action === 'refund' ? 'games.refund' : 'games.resolve')}
        reason="required"
        busy={settle.isPending}
        onConfirm={(reason) => void run(reason)}
        onCancel={() => setAction(null)}
      />
    </>
  );
};
