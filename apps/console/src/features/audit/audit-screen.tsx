import { staffAudit } from '@wps/contracts/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor, PagedTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { PageHeader } from '@/components/page-header';
import { call, type CallValue } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useStaff } from '@/lib/staff';
import { brandDayStart, brandTime, gmtLabel } from '@/lib/time';
import { diffRecords } from './diff';

type Entry = CallValue<typeof staffAudit>['list'][number];
const PAGE_SIZE = 25;
/** The kinds of record the filter offers (the audit's entities). */
const ENTITIES = ['deposit', 'withdrawal', 'member', 'member_bank_account', 'adjustment', 'banner', 'notice', 'maintenance', 'region', 'brand', 'domain', 'staff', 'staff_session'] as const;
const DAY = 24 * 60 * 60_000;

const col = columnsFor<Entry>();

/** Who did what, when, before and after, and why: every write of the brand, filtered and diffed. */
export const AuditScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const [page, setPage] = useState(1);
  const [entity, setEntity] = useState('');
  const [entityId, setEntityId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<Entry | null>(null);
  const fromMs = from ? brandDayStart(from, offset) : undefined;
  const toStart = to ? brandDayStart(to, offset) : undefined;
  const query = {
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(entity ? { entity } : {}),
    ...(entityId.trim() ? { entityId: entityId.trim() } : {}),
    ...(fromMs !== undefined ? { from: fromMs } : {}),
    ...(toStart !== undefined ? { to: toStart + DAY } : {}),
  };
  const list = useQuery({
    queryKey: ['audit', query],
    queryFn: ({ signal }) => call(staffAudit, query, { signal }),
    placeholderData: keepPreviousData,
  });
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };

  const actor = (e: Entry) => (e.actorKind === 'staff' ? (e.actorName ?? `#${e.actorId}`) : t(`audit.actor_${e.actorKind}`, { defaultValue: e.actorKind }));
  const columns = [
    col.accessor('createdAt', { header: t('audit.when', { zone: gmtLabel(offset) }), cell: (c) => brandTime(c.getValue(), offset, true) }),
    col.display({ id: 'actor', header: t('audit.who'), cell: (c) => actor(c.row.original) }),
    col.accessor('action', { header: t('audit.action'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
    col.display({ id: 'target', header: t('audit.target'), cell: (c) => `${c.row.original.entity} #${c.row.original.entityId}` }),
    col.accessor('reason', { header: t('audit.reason'), cell: (c) => c.getValue() ?? '—' }),
  ];

  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('audit.filter_kind')}</span>
          <select className="input" value={entity} onChange={(e) => filter(setEntity)(e.target.value)}>
            <option value="">{t('audit.all_kinds')}</option>
            {ENTITIES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`audit.kind_${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('audit.filter_id')}</span>
          <input className="input" inputMode="numeric" value={entityId} maxLength={64} onChange={(e) => filter(setEntityId)(e.target.value)} />
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('audit.from')}</span>
          <input className="input" type="date" value={from} onChange={(e) => filter(setFrom)(e.target.value)} />
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('audit.to')}</span>
          <input className="input" type="date" value={to} onChange={(e) => filter(setTo)(e.target.value)} />
        </label>
      </div>
      <PagedTable
        label={t('audit.title')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={list}
        errorText={errorText}
        empty={t('audit.none')}
        onRowClick={setOpen}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={open?.action ?? ''} subtitle={open ? `${open.entity} #${open.entityId}` : null}>
        {open && (
          <>
            <Facts
              items={[
                [t('audit.when', { zone: gmtLabel(offset) }), brandTime(open.createdAt, offset, true)],
                [t('audit.who'), actor(open)],
                [t('audit.ip'), open.ip],
                [t('audit.reason'), open.reason],
              ]}
            />
            <h3 className="record-panel__section">{t('audit.changes')}</h3>
            {open.before === null && open.after === null ? (
              <p className="muted">{t('audit.no_changes')}</p>
            ) : (
              <div className="table-scroll">
                <table className="diff" aria-label={t('audit.changes')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.field')}</th>
                      <th scope="col">{t('audit.before')}</th>
                      <th scope="col">{t('audit.after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {diffRecords(open.before, open.after).map((row) => (
                      <tr key={row.field} className={row.changed ? 'diff__row--changed' : undefined} data-changed={row.changed}>
                        <th scope="row">{row.field}</th>
                        <td className="diff__before">{row.before}</td>
                        <td className="diff__after">{row.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </Drawer>
    </>
  );
};
