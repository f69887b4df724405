import type { RAIN_STATES, TStaffRain } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, ListTable } from '@/components/data-table';
import { Kpi } from '@/components/kpi';
import { Money } from '@/components/money';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { brandTime, gmtLabel } from '@/lib/time';
import { useCancelRain, useRains } from './api';
import { count, localText, moneyWords, sumMinor } from './format';
import { BudgetBar, useBrand, ViewOnly } from './parts';
import { RainForm } from './rain-form';

type RainState = (typeof RAIN_STATES)[number];
const STATE_TONES: Record<RainState, StatusTone> = { upcoming: 'info', raining: 'success', ended: 'neutral' };

const col = columnsFor<TStaffRain>();

/** Only a rain that has not started, and was not cancelled already, can be cancelled. */
const cancellable = (rain: TStaffRain) => rain.state === 'upcoming' && !rain.cancelled;

/** Who may grab, in words: everyone, or deposits / valid bet of an amount over the last days. */
const useRequirementText = () => {
  const { t } = useTranslation();
  const { symbol } = useBrand();
  return (rain: Pick<TStaffRain, 'requirement' | 'requirementAmount' | 'requirementDays'>) =>
    rain.requirement === 'none'
      ? t('engagement.requirement_everyone')
      : t(`engagement.requirement_text_${rain.requirement}`, { amount: moneyWords(rain.requirementAmount, symbol), days: count(rain.requirementDays) });
};

/**
 * Red-envelope rains, newest first: when each falls, its budget and how much
 * of it was grabbed, envelopes grabbed of all, and who may grab. A rain is
 * scheduled in a drawer; one that has not started can be cancelled with a
 * reason.
 */
export const RainsPanel = ({ manager }: { manager: boolean }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const { languages, language, offset, currency } = useBrand();
  const requirementText = useRequirementText();
  const rains = useRains();
  const cancel = useCancelRain();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<TStaffRain | null>(null);
  const all = rains.data?.list ?? [];
  const zone = gmtLabel(offset);

  const sendCancel = async (reason: string) => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync({ id: cancelling.id, reason });
      toast.success(t('engagement.rain_cancelled_toast', { title: localText(cancelling.title, language, languages) }));
    } catch (e) {
      toast.error(errorText(e));
    }
    setCancelling(null);
  };

  const columns = [
    col.accessor('title', { header: t('engagement.col_title'), cell: (c) => <strong className="eng-title">{localText(c.getValue(), language, languages)}</strong> }),
    col.accessor('startsAt', { header: t('engagement.starts_at', { zone }), cell: (c) => <span className="eng-time">{brandTime(c.getValue(), offset)}</span> }),
    col.accessor('endsAt', { header: t('engagement.ends_at', { zone }), cell: (c) => <span className="eng-time">{brandTime(c.getValue(), offset)}</span> }),
    col.accessor('state', { header: t('engagement.col_state'), cell: (c) => <StatusBadge tone={STATE_TONES[c.getValue()]}>{t(`engagement.rain_${c.getValue()}`)}</StatusBadge> }),
    col.accessor('recurrence', { header: t('engagement.recurrence'), cell: (c) => <span className="eng-recurrence">{t(`engagement.recurrence_${c.getValue()}`)}</span> }),
    col.accessor('cancelled', {
      header: t('engagement.col_cancelled'),
      cell: (c) => (c.getValue() ? <StatusBadge tone="danger">{t('engagement.cancelled')}</StatusBadge> : <span className="muted">—</span>),
    }),
    col.accessor('budget', {
      header: t('engagement.col_budget_used'),
      cell: (c) => <BudgetBar used={c.row.original.paid} total={c.getValue()} />,
      meta: { numeric: true },
    }),
    col.accessor('envelopes', { header: t('engagement.col_envelopes'), cell: (c) => count(c.getValue()), meta: { numeric: true } }),
    col.accessor('grabbed', { header: t('engagement.col_grabbed'), cell: (c) => count(c.getValue()), meta: { numeric: true } }),
    col.accessor('paid', { header: t('engagement.col_paid'), cell: (c) => <Money minor={c.getValue()} />, meta: { numeric: true } }),
    col.display({ id: 'requirement', header: t('engagement.requirement'), cell: (c) => <span className="eng-requirement">{requirementText(c.row.original)}</span> }),
    ...(manager
      ? [
          col.display({
            id: 'actions',
            header: () => <span className="eng-sr">{t('engagement.col_actions')}</span>,
            cell: (c) =>
              cancellable(c.row.original) ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setCancelling(c.row.original)}
                  aria-label={t('engagement.rain_cancel_of', { title: localText(c.row.original.title, language, languages) })}
                >
                  {t('engagement.rain_cancel')}
                </Button>
              ) : null,
          }),
        ]
      : []),
  ];

  const falling = all.filter((r) => r.state === 'raining' && !r.cancelled).length;
  const upcoming = all.filter(cancellable).length;
  const live = all.filter((r) => !r.cancelled);

  return (
    <section aria-label={t('engagement.tab_rains')}>
      {rains.data && (
        <div className="kpi-grid eng-kpis" role="group" aria-label={t('engagement.rains_totals')}>
          <Kpi label={t('engagement.kpi_raining')} value={count(falling)} />
          <Kpi label={t('engagement.kpi_upcoming')} value={count(upcoming)} />
          <Kpi label={t('engagement.kpi_envelopes_grabbed')} value={count(live.reduce((n, r) => n + r.grabbed, 0))} />
          <Kpi label={t('engagement.kpi_rain_paid')} value={<Money minor={sumMinor(all.map((r) => r.paid))} currency={currency} />} />
        </div>
      )}
      <div className="toolbar">
        {currency ? <p className="muted">{t('engagement.amounts_in', { currency })}</p> : <span />}
        {manager && <Button onClick={() => setCreating(true)}>{t('engagement.rain_new')}</Button>}
      </div>
      <ListTable label={t('engagement.rains_label')} columns={columns} rows={all} query={rains} errorText={errorText} empty={t('engagement.no_rains')} />
      {!manager && <ViewOnly />}
      {creating && <RainForm onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('engagement.rain_cancel_title', { title: cancelling ? localText(cancelling.title, language, languages) : '' })}
        message={cancelling ? t('engagement.rain_cancel_body', { at: brandTime(cancelling.startsAt, offset), zone }) : undefined}
        tone="danger"
        reason="required"
        reasonMaxLength={200}
        confirmLabel={t('engagement.rain_cancel')}
        cancelLabel={t('engagement.keep')}
        busy={cancel.isPending}
        onConfirm={(reason) => void sendCancel(reason ?? '')}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
};
