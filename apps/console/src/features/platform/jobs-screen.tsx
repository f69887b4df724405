import { JOB_RUN_STATUSES, type TJobQueue, type TJobRun, type TServerProcess } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, DataTable, ListTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { PageHeader } from '@/components/page-header';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { brandTime, gmtLabel } from '@/lib/time';
import { useJobRuns, useRetryJob, useSystemHealth } from './api';
import './platform.css';

const PROCESS_TONE: Record<TServerProcess['state'], StatusTone> = { running: 'success', silent: 'danger', stopped: 'neutral' };
const RUN_TONE: Record<TJobRun['status'], StatusTone> = { queued: 'info', running: 'warn', done: 'success', failed: 'danger' };

const processCol = columnsFor<TServerProcess>();
const queueCol = columnsFor<TJobQueue>();
const runCol = columnsFor<TJobRun>();

/** "every 5 min", "every 24 h" */
const useEvery = () => {
  const { t } = useTranslation();
  return (seconds: number | null) => {
    if (seconds === null) return t('jobs.on_demand');
    if (seconds % 3600 === 0) return t('jobs.every_hours', { n: seconds / 3600 });
    if (seconds % 60 === 0) return t('jobs.every_minutes', { n: seconds / 60 });
    return t('jobs.every_seconds', { n: seconds });
  };
};

const RunDrawer = ({ run, onClose, offset }: { run: TJobRun | null; onClose: () => void; offset: number }) => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const retry = useRetryJob();
  const [asking, setAsking] = useState(false);
  const time = (ms: number | null) => (ms === null ? null : brandTime(ms, offset, true));
  return (
    <Drawer
      open={run !== null}
      title={run ? `${run.name} #${run.id}` : ''}
      subtitle={run ? <StatusBadge tone={RUN_TONE[run.status]}>{t(`jobs.status_${run.status}`)}</StatusBadge> : null}
      onClose={onClose}
      footer={
        run?.status === 'failed' && can(staff, 'system.manage') ? (
          <Button onClick={() => setAsking(true)} disabled={retry.isPending}>
            {t('jobs.retry')}
          </Button>
        ) : null
      }
    >
      {run && (
        <>
          <Facts
            items={[
              [t('jobs.attempts'), `${run.attempts} / ${run.maxAttempts}`],
              [t('jobs.run_at'), time(run.runAt)],
              [t('jobs.started'), time(run.startedAt)],
              [t('jobs.finished'), time(run.finishedAt)],
              [t('jobs.worker'), run.worker ? <span className="mono">{run.worker}</span> : null],
              [t('jobs.error'), run.lastError ? <span className="form-error">{run.lastError}</span> : null],
            ]}
          />
          <h3 className="card__subtitle">{t('jobs.payload')}</h3>
          <pre className="json-block">{JSON.stringify(run.payload, null, 2)}</pre>
          {run.result && (
            <>
              <h3 className="card__subtitle">{t('jobs.result')}</h3>
              <pre className="json-block">{JSON.stringify(run.result, null, 2)}</pre>
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t('jobs.retry_title', { name: run?.name ?? '' })}
        message={t('jobs.retry_body')}
        confirmLabel={t('jobs.retry')}
        reason="required"
        busy={retry.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={(reason) =>
          run &&
          retry.mutate(
            { id: run.id, reason: reason ?? '' },
            {
              onSuccess: () => {
                toast.success(t('jobs.retried', { name: run.name }));
                onClose();
              },
              onError: (e) => toast.error(errorText(e)),
              onSettled: () => setAsking(false),
            },
          )
        }
      />
    </Drawer>
  );
};

/** The job runner's queues, runs and failures, and the server processes with their versions (the platform's staff only). */
export const JobsScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const every = useEvery();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const health = useSystemHealth();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<TJobRun['status'] | ''>('');
  const [trail, setTrail] = useState<number[]>([]);
  const [open, setOpen] = useState<TJobRun | null>(null);
  const before = trail[trail.length - 1];
  const runs = useJobRuns({ ...(name ? { name } : {}), ...(status ? { status } : {}), ...(before ? { before } : {}) });
  const time = (ms: number | null) => (ms === null ? '—' : brandTime(ms, offset, true));
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setTrail([]);
  };
  const data = health.data;
  const running = data?.processes.filter((p) => p.state === 'running').length ?? 0;
  const failing = data?.queues.reduce((n, q) => n + q.failedTotal, 0) ?? 0;

  return (
    <>
      <PageHeader title={t('jobs.title')} subtitle={t('jobs.subtitle', { zone: gmtLabel(offset) })} />
      <div className="kpi-grid">
        <div className="kpi">
          <span className="kpi__label">{t('jobs.processes_running')}</span>
          <span className="kpi__value">{data ? running : '—'}</span>
        </div>
        <div className="kpi">
          <span className="kpi__label">{t('jobs.failed_jobs')}</span>
          <span className={`kpi__value${failing > 0 ? ' money--negative' : ''}`}>{data ? failing : '—'}</span>
        </div>
        <div className="kpi">
          <span className="kpi__label">{t('jobs.database')}</span>
          <span className="kpi__value kpi__value--text">{data ? t(`jobs.database_${data.database}`) : '—'}</span>
        </div>
        <div className="kpi">
          <span className="kpi__label">{t('jobs.bus')}</span>
          <span className="kpi__value kpi__value--text">{data ? t(`jobs.bus_${data.bus}`) : '—'}</span>
        </div>
      </div>

      <section className="card table-card--fit" aria-labelledby="processes-title">
        <h2 id="processes-title" className="card__title">
          {t('jobs.processes')}
        </h2>
        <ListTable
          label={t('jobs.processes')}
          query={health}
          errorText={errorText}
          rows={data?.processes ?? []}
          empty={t('jobs.no_processes')}
          columns={[
            processCol.accessor('host', { header: t('jobs.host'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
            processCol.accessor('pid', { header: 'PID', meta: { numeric: true } }),
            processCol.accessor('version', { header: t('jobs.version'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
            processCol.accessor('nodeVersion', { header: 'Node.js', cell: (c) => <span className="mono">{c.getValue()}</span> }),
            processCol.accessor('startedAt', { header: t('jobs.started'), cell: (c) => time(c.getValue()) }),
            processCol.accessor('lastSeenAt', { header: t('jobs.last_seen'), cell: (c) => time(c.getValue()) }),
            processCol.accessor('state', { header: t('jobs.state'), cell: (c) => <StatusBadge tone={PROCESS_TONE[c.row.original.state]}>{t(`jobs.state_${c.row.original.state}`)}</StatusBadge> }),
          ]}
        />
      </section>

      <section className="card" aria-labelledby="queues-title">
        <h2 id="queues-title" className="card__title">
          {t('jobs.queues')}
        </h2>
        <ListTable
          label={t('jobs.queues')}
          query={health}
          errorText={errorText}
          rows={data?.queues ?? []}
          getRowId={(q) => q.name}
          empty={t('jobs.no_queues')}
          onRowClick={(q) => filter(setName)(q.name)}
          columns={[
            queueCol.accessor('name', { header: t('jobs.job'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
            queueCol.accessor('everySeconds', { header: t('jobs.schedule'), cell: (c) => every(c.getValue()) }),
            queueCol.accessor('nextRunAt', { header: t('jobs.next_run'), cell: (c) => time(c.getValue()) }),
            queueCol.accessor('queued', { header: t('jobs.queued'), meta: { numeric: true } }),
            queueCol.accessor('running', { header: t('jobs.running'), meta: { numeric: true } }),
            queueCol.accessor('done24h', { header: t('jobs.done_24h'), meta: { numeric: true } }),
            queueCol.accessor('failed24h', { header: t('jobs.failed_24h'), meta: { numeric: true } }),
            queueCol.accessor('failedTotal', {
              header: t('jobs.failed_total'),
              meta: { numeric: true },
              cell: (c) => (c.getValue() > 0 ? <StatusBadge tone="danger">{c.getValue()}</StatusBadge> : 0),
            }),
          ]}
        />
      </section>

      <section className="card" aria-labelledby="runs-title">
        <h2 id="runs-title" className="card__title">
          {t('jobs.runs')}
        </h2>
        <div className="filters">
          <label className="field field--inline">
            <span className="field__label">{t('jobs.job')}</span>
            <select className="input input--select" value={name} onChange={(e) => filter(setName)(e.target.value)}>
              <option value="">{t('jobs.all_jobs')}</option>
              {(data?.queues ?? []).map((q) => (
                <option key={q.name} value={q.name}>
                  {q.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('jobs.status')}</span>
            <select className="input input--select" value={status} onChange={(e) => filter(setStatus)(e.target.value as TJobRun['status'] | '')}>
              <option value="">{t('jobs.all_statuses')}</option>
              {JOB_RUN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`jobs.status_${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <DataTable
          label={t('jobs.runs')}
          rows={runs.data?.runs ?? []}
          total={runs.data?.runs.length ?? 0}
          page={1}
          size={50}
          onPage={() => undefined}
          loading={runs.isFetching && !runs.data}
          error={runs.isError ? errorText(runs.error) : undefined}
          onRetry={() => void runs.refetch()}
          empty={t('jobs.no_runs')}
          onRowClick={setOpen}
          columns={[
            runCol.accessor('id', { header: '#', meta: { numeric: true } }),
            runCol.accessor('name', { header: t('jobs.job'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
            runCol.accessor('status', { header: t('jobs.status'), cell: (c) => <StatusBadge tone={RUN_TONE[c.row.original.status]}>{t(`jobs.status_${c.row.original.status}`)}</StatusBadge> }),
            runCol.display({ id: 'attempts', header: t('jobs.attempts'), cell: (c) => `${c.row.original.attempts} / ${c.row.original.maxAttempts}` }),
            runCol.accessor('runAt', { header: t('jobs.run_at'), cell: (c) => time(c.getValue()) }),
            runCol.accessor('finishedAt', { header: t('jobs.finished'), cell: (c) => time(c.getValue()) }),
            runCol.accessor('lastError', { header: t('jobs.error'), cell: (c) => <span className="plain-table__wrap">{c.getValue() ?? '—'}</span> }),
          ]}
          footer={
            <div className="data-table__pages wagers-pager">
              <Button variant="ghost" size="sm" disabled={trail.length === 0} onClick={() => setTrail([])}>
                {t('jobs.newest')}
              </Button>
              <Button variant="ghost" size="sm" disabled={!runs.data?.next} onClick={() => runs.data?.next && setTrail([...trail, runs.data.next])}>
                {t('jobs.older')}
              </Button>
            </div>
          }
        />
      </section>
      <RunDrawer run={open} onClose={() => setOpen(null)} offset={offset} />
    </>
  );
};
