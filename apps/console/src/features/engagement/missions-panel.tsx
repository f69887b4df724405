import type { TStaffMission } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor, ListTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { Kpi } from '@/components/kpi';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { useErrorText } from '@/lib/error-text';
import { useMissions } from './api';
import { count, localText, sumMinor } from './format';
import { MissionForm } from './mission-form';
import { CATEGORY_EVENTS, isMoneyEvent } from './mission-values';
import { LanguageSwitch, useBrand, ViewOnly } from './parts';

const col = columnsFor<TStaffMission>();

/** A target in its unit: money for money events, else a count. */
const Target = ({ mission }: { mission: Pick<TStaffMission, 'event' | 'target'> }) => (isMoneyEvent(mission.event) ? <Money minor={mission.target} /> : <>{count(mission.target)}</>);

/** A prize (or the sum paid) in its unit: money for cash, points otherwise. */
const Prize = ({ kind, amount }: { kind: TStaffMission['prizeKind']; amount: string }) => {
  const { t } = useTranslation();
  return kind === 'cash' ? <Money minor={amount} /> : <span className="eng-points">{t('engagement.points_n', { n: count(amount) })}</span>;
};

/** The game category a mission counts, where its event has one. */
const useCategoryText = () => {
  const { t } = useTranslation();
  return useCallback(
    (mission: Pick<TStaffMission, 'event' | 'category'>) =>
      CATEGORY_EVENTS.includes(mission.event) ? (mission.category ? t(`promotions.category_${mission.category}`) : t('engagement.every_category')) : null,
    [t],
  );
};

/** A mission as staff without promotions.manage see it. */
const MissionDetails = ({ mission }: { mission: TStaffMission }) => {
  const { t } = useTranslation();
  const { languages, currency } = useBrand();
  const categoryText = useCategoryText();
  const [language, setLanguage] = useState(languages[0]!);
  return (
    <>
      <Facts
        items={[
          [t('engagement.bundle'), t(`engagement.bundle_${mission.bundle}`)],
          [t('engagement.event'), t(`engagement.event_${mission.event}`)],
          [t('engagement.category'), categoryText(mission)],
          [t('engagement.col_target'), isMoneyEvent(mission.event) ? <Money key="t" minor={mission.target} currency={currency} /> : count(mission.target)],
          [t('engagement.col_prize'), <Prize key="p" kind={mission.prizeKind} amount={mission.prizeAmount} />],
          [t('engagement.col_claims'), count(mission.claims)],
          [t('engagement.col_paid'), <Prize key="pd" kind={mission.prizeKind} amount={mission.paid} />],
          [t('engagement.sort'), count(mission.sort)],
        ]}
      />
      <LanguageSwitch languages={languages} value={language} onChange={setLanguage} />
      <div className="eng-texts">
        <p className="eng-texts__title">{mission.title[language] ?? <span className="muted">{t('engagement.no_text')}</span>}</p>
        {mission.description[language] && <p className="eng-texts__body">{mission.description[language]}</p>}
      </div>
      <ViewOnly />
    </>
  );
};

/**
 * The brand's missions: what moves each (deposits, stakes, rounds, wins,
 * logins, friends invited) toward which target, the prize, and how many
 * prizes were claimed for how much; added and changed in a drawer.
 */
export const MissionsPanel = ({ manager }: { manager: boolean }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { languages, language, currency } = useBrand();
  const categoryText = useCategoryText();
  const missions = useMissions();
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const all = missions.data?.list ?? [];
  const open = all.find((m) => m.id === openId) ?? null;

  // Kept between renders: a new cell renderer would mount its cells anew.
  const columns = useMemo(
    () => [
      col.accessor('bundle', { header: t('engagement.bundle'), cell: (c) => t(`engagement.bundle_${c.getValue()}`) }),
      col.accessor('title', { header: t('engagement.col_title'), cell: (c) => <strong className="eng-title">{localText(c.getValue(), language, languages)}</strong> }),
      col.accessor('event', { header: t('engagement.event'), cell: (c) => t(`engagement.event_${c.getValue()}`) }),
      col.display({ id: 'category', header: t('engagement.category'), cell: (c) => categoryText(c.row.original) ?? <span className="muted">—</span> }),
      col.accessor('target', { header: t('engagement.col_target'), cell: (c) => <Target mission={c.row.original} />, meta: { numeric: true } }),
      col.accessor('prizeAmount', { header: t('engagement.col_prize'), cell: (c) => <Prize kind={c.row.original.prizeKind} amount={c.getValue()} />, meta: { numeric: true } }),
      col.accessor('active', {
        header: t('engagement.col_active'),
        cell: (c) => (c.getValue() ? <StatusBadge tone="success">{t('engagement.shown_yes')}</StatusBadge> : <StatusBadge>{t('engagement.hidden')}</StatusBadge>),
      }),
      col.accessor('claims', { header: t('engagement.col_claims'), cell: (c) => count(c.getValue()), meta: { numeric: true } }),
      col.accessor('paid', { header: t('engagement.col_paid'), cell: (c) => <Prize kind={c.row.original.prizeKind} amount={c.getValue()} />, meta: { numeric: true } }),
    ],
    [t, language, languages, categoryText],
  );

  const active = all.filter((m) => m.active).length;
  const cashPaid = sumMinor(all.filter((m) => m.prizeKind === 'cash').map((m) => m.paid));
  const pointsPaid = sumMinor(all.filter((m) => m.prizeKind === 'points').map((m) => m.paid));

  return (
    <section aria-label={t('engagement.tab_missions')}>
      {missions.data && (
        <div className="kpi-grid eng-kpis" role="group" aria-label={t('engagement.missions_totals')}>
          <Kpi label={t('engagement.kpi_missions')} value={t('engagement.kpi_active_value', { active: count(active), all: count(all.length) })} />
          <Kpi label={t('engagement.kpi_claims')} value={count(all.reduce((n, m) => n + m.claims, 0))} />
          <Kpi label={t('engagement.kpi_cash_paid')} value={<Money minor={cashPaid} currency={currency} />} />
          <Kpi label={t('engagement.kpi_points_given')} value={count(pointsPaid)} />
        </div>
      )}
      <div className="toolbar">
        {currency ? <p className="muted">{t('engagement.amounts_in', { currency })}</p> : <span />}
        {manager && <Button onClick={() => setCreating(true)}>{t('engagement.mission_new')}</Button>}
      </div>
      <ListTable
        label={t('engagement.missions_label')}
        columns={columns}
        rows={all}
        query={missions}
        errorText={errorText}
        empty={t('engagement.no_missions')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      {!manager && <ViewOnly />}
      {(creating || (open && manager)) && (
        <MissionForm
          key={creating ? 'new' : open?.id}
          mission={creating ? null : open}
          onClose={() => {
            setOpenId(null);
            setCreating(false);
          }}
        />
      )}
      <Drawer open={open !== null && !manager} onClose={() => setOpenId(null)} title={open ? localText(open.title, language, languages) : ''}>
        {open && <MissionDetails mission={open} />}
      </Drawer>
    </section>
  );
};
