import { CONTRACT_KINDS, PERIODS_OF_KIND, type TContractKind, type TContractPeriod, type TSettlementResult, type ZSettlementRun } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, DataTable, PagedTable } from '@/components/data-table';
import { Money } from '@/components/money';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { brandTime, brandToday, gmtLabel } from '@/lib/time';
import { usePreviewSettlement, useRunSettlement, useSettlementRuns, type SettlementBody } from './api';
import { useBillColumns } from './bill-parts';
import { count } from './format';

type Run = z.infer<typeof ZSettlementRun>;
const RUNS_PAGE = 20;
const runCol = columnsFor<Run>();

/** Hours and 5-minute slots start at a time of day; the other periods at a date. */
const TIMED: readonly TContractPeriod[] = ['hour', 'slot'];

/** The period's start as the API takes it: 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' for hours and slots; null while incomplete. */
export function settlementStart(period: TContractPeriod, date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (!TIMED.includes(period)) return date;
  if (!/^\d{2}:\d{2}$/.test(time)) return null;
  return `${date}T${time}`;
}

const SAME_IN_A_RUN = ['kind', 'periodLabel'];

type Outcome = { mode: 'preview' | 'run'; body: SettlementBody; result: TSettlementResult };

/** What a preview would write, or what a run wrote: its period, total and bills; a run says how many bills are new. */
const OutcomeCard = ({ outcome }: { outcome: Outcome }) => {
  const { t } = useTranslation();
  const staff = useStaff();
  // One kind and one period: the table leaves them to the title.
  const columns = useBillColumns(SAME_IN_A_RUN);
  const { result, mode, body } = outcome;
  return (
    <section className="card settlement-outcome" aria-label={t(mode === 'run' ? 'agents.run_result' : 'agents.preview_result')}>
      <div className="card__head">
        <h2 className="card__title">
          {t(mode === 'run' ? 'agents.run_result_of' : 'agents.preview_result_of', { kind: t(`agents.kind_${body.kind}`), period: result.periodLabel })}
        </h2>
        <span className="settlement-outcome__total">
          {t('agents.total')} <Money minor={result.total} currency={staff?.brand?.currency} />
        </span>
      </div>
      {mode === 'preview' ? (
        <p className="notice notice--info">{t('agents.preview_note', { n: count(result.bills.length) })}</p>
      ) : result.newBills === 0 ? (
        <p className="notice notice--warn" role="status">
          {t('agents.rerun_note', { n: count(result.bills.length) })}
        </p>
      ) : (
        <p className="notice notice--success" role="status">
          {t('agents.run_note', { n: count(result.newBills), total: count(result.bills.length) })}
        </p>
      )}
      <DataTable
        label={t('agents.bills_label')}
        columns={columns}
        rows={result.bills}
        total={result.bills.length}
        page={1}
        size={Math.max(1, result.bills.length)}
        onPage={() => undefined}
        footer={null}
        empty={t('agents.no_bills_period')}
      />
    </section>
  );
};

/**
 * Settle a kind and period by hand (the jobs settle on schedule): Preview
 * shows the bills it would write and writes nothing; Run writes them, once
 * per contract and period, so a rerun writes nothing new. The runs below are
 * the jobs' and the staff's.
 */
export const SettlementsPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const manager = can(staff, 'agents.manage');
  const [kind, setKind] = useState<TContractKind>('dividend');
  const [period, setPeriod] = useState<TContractPeriod>(PERIODS_OF_KIND.dividend[0]!);
  const [date, setDate] = useState(() => brandToday(offset, 1));
  const [time, setTime] = useState('00:00');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [runsPage, setRunsPage] = useState(1);
  const preview = usePreviewSettlement();
  const run = useRunSettlement();
  const runs = useSettlementRuns(runsPage, RUNS_PAGE);
  const start = settlementStart(period, date, time);
  const body: SettlementBody | null = start ? { kind, period, start } : null;
  const failure = preview.error ?? run.error;

  const choose = (next: TContractKind) => {
    setKind(next);
    if (!PERIODS_OF_KIND[next].includes(period)) setPeriod(PERIODS_OF_KIND[next][0]!);
  };
  const doPreview = (e: FormEvent) => {
    e.preventDefault();
    if (!body) return;
    run.reset();
    preview.mutate(body, { onSuccess: (result) => setOutcome({ mode: 'preview', body, result }) });
  };
  const doRun = async (reason: string | undefined) => {
    if (!body) return;
    preview.reset();
    try {
      const result = await run.mutateAsync({ ...body, reason: reason ?? '' });
      setOutcome({ mode: 'run', body, result });
      toast.success(t('agents.run_toast', { period: result.periodLabel, n: count(result.newBills) }));
    } catch {
      // The form shows the refusal.
    } finally {
      setConfirming(false);
    }
  };

  const runColumns = [
    runCol.accessor('ranAt', { header: t('agents.col_ran', { zone: gmtLabel(offset) }), cell: (c) => brandTime(c.getValue(), offset) }),
    runCol.accessor('kind', { header: t('agents.col_kind'), cell: (c) => t(`agents.kind_${c.getValue()}`) }),
    runCol.accessor('periodLabel', { header: t('agents.col_period'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
    runCol.accessor('staffName', { header: t('agents.col_by'), cell: (c) => c.getValue() ?? <span className="muted">{t('agents.by_job')}</span> }),
    runCol.accessor('bills', { header: t('agents.col_bills'), meta: { numeric: true }, cell: (c) => count(c.getValue()) }),
    runCol.accessor('newBills', { header: t('agents.col_new_bills'), meta: { numeric: true }, cell: (c) => count(c.getValue()) }),
    runCol.accessor('amount', { header: t('agents.col_amount'), meta: { numeric: true }, cell: (c) => <Money minor={c.getValue()} /> }),
  ];

  return (
    <section aria-label={t('agents.tab_settlements')}>
      <form className="card settlement-form" onSubmit={doPreview} aria-label={t('agents.settle_form')}>
        <div className="filters">
          <label className="field field--inline">
            <span className="field__label">{t('agents.col_kind')}</span>
            <select className="input" value={kind} onChange={(e) => choose(e.target.value as TContractKind)}>
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`agents.kind_${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('agents.col_period')}</span>
            <select className="input" value={period} onChange={(e) => setPeriod(e.target.value as TContractPeriod)}>
              {PERIODS_OF_KIND[kind].map((p) => (
                <option key={p} value={p}>
                  {t(`agents.period_${p}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('agents.start_date', { zone: gmtLabel(offset) })}</span>
            <input className="input" type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
          </label>
          {TIMED.includes(period) && (
            <label className="field field--inline">
              <span className="field__label">{t('agents.start_time')}</span>
              <input className="input" type="time" value={time} step={period === 'slot' ? 300 : 3600} onChange={(e) => setTime(e.target.value)} required />
            </label>
          )}
          <Button type="submit" variant="outline" disabled={!body || preview.isPending} aria-busy={preview.isPending || undefined}>
            {t('agents.preview')}
          </Button>
          {manager && (
            <Button onClick={() => setConfirming(true)} disabled={!body || run.isPending}>
              {t('agents.run')}
            </Button>
          )}
        </div>
        <p className="field__hint">{t(`agents.start_hint_${period}`)}</p>
        {failure && (
          <p className="form-error" role="alert">
            {errorText(failure)}
          </p>
        )}
      </form>
      {outcome && <OutcomeCard outcome={outcome} />}
      <section className="card" aria-labelledby="settlement-runs-title">
        <h2 id="settlement-runs-title" className="card__title">
          {t('agents.runs')}
        </h2>
        <PagedTable label={t('agents.runs')} columns={runColumns} page={runsPage} size={RUNS_PAGE} onPage={setRunsPage} query={runs} errorText={errorText} empty={t('agents.no_runs')} />
      </section>
      <ConfirmDialog
        open={confirming && body !== null}
        title={t('agents.run_title')}
        message={body ? t('agents.run_body', { kind: t(`agents.kind_${kind}`), period: t(`agents.period_${period}`), start: body.start }) : undefined}
        reason="required"
        confirmLabel={t('agents.run')}
        busy={run.isPending}
        onConfirm={(reason) => void doRun(reason)}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
};
