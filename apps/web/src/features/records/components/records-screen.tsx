import { HISTORY_KINDS, RECORD_RANGE_MAX_DAYS, RECORD_TYPES, type TRecordType, WhitelabelFlag } from '@wps/contracts/player';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, type DateRangeLabels } from '@/components/date-range-filter';
import { EmptyState, Spinner } from '@wps/ui';
import { Tabs } from '@/components/form-field';
import { IconInbox, IconList } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { SelectField } from '@/components/select-field';
import { useDateRange } from '@/hooks/use-date-range';
import { useBrand } from '@/lib/brand';
import { formatGmtOffset } from '@/lib/time';
import { useTransactionDetails } from '../api/transaction-details';
import { type HistoryKind, useTransactionHistory } from '../api/transaction-history';
import { DetailsTable } from './details-table';
import { historyKindLabel, recordTypeLabel } from './record-labels';
import { RequestsTable } from './requests-table';

const PAGE_SIZE = 20;
type Tab = 'requests' | 'details';

/** One date range for both tabs: switching tabs keeps the period the member chose. */
type Dates = ReturnType<typeof useDateRange>;

/** The date filter's texts in the records' own words. */
const useRangeLabels = (offset: number): DateRangeLabels => {
  const { t } = useTranslation();
  return {
    shortcuts: t('records.shortcuts_label'),
    shortcut: {
      prev7: t('records.shortcut_prev7'),
      prev30: t('records.shortcut_prev30'),
      next7: t('records.shortcut_next7'),
      next30: t('records.shortcut_next30'),
    },
    start: t('records.start_date'),
    end: t('records.end_date'),
    problem: { missing: t('records.range_missing'), order: t('records.range_order'), too_long: t('records.range_too_long', { max: RECORD_RANGE_MAX_DAYS }) },
    timeZone: t('records.time_zone', { offset: formatGmtOffset(offset) }),
  };
};

/** A labelled select in the filter row ("all" plus the contract's values). */
const FilterSelect = <T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T | undefined;
  options: { id: T; label: string }[];
  onChange: (v: T | undefined) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <SelectField label={label} value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as T | undefined)} testId={testId}>
      <option value="">{t('records.filter_all')}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
};

/**
 * A tab's filter: the shared date range plus the tab's own value, and the
 * page. Any change of the filter goes back to page 1.
 */
const useRecordsFilter = <F extends string>(dates: Dates) => {
  const [value, setValue] = useState<F | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const refilter = <A,>(fn: (a: A) => void) => (a: A) => {
    fn(a);
    setPageNo(1);
  };
  return {
    value,
    setValue: refilter(setValue),
    setPageNo,
    dates: { ...dates, applyShortcut: refilter(dates.applyShortcut), setStart: refilter(dates.setStart), setEnd: refilter(dates.setEnd) },
    /** The query both calls take, before the tab's own filter; nothing is asked while the range is invalid. */
    query: { pageNo, pageSize: PAGE_SIZE, ...dates.range },
    enabled: dates.problem === null,
  };
};

type RecordsFilter<F extends string> = ReturnType<typeof useRecordsFilter<F>>;

/** What both calls answer, as far as the panel is concerned: a page of rows. */
type RecordsQuery<Row> = {
  data: { list: Row[]; pageNo: number; totalPages: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** Loading, failure, empty, or the rows and the pager: the same frame for both tabs. */
const ResultFrame = <Row,>({
  query,
  onPage,
  children,
}: {
  query: RecordsQuery<Row>;
  onPage: (pageNo: number) => void;
  children: (rows: Row[]) => ReactNode;
}) => {
  const { t } = useTranslation();
  const data = query.data;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <LoadFailed title={t('records.load_failed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!data?.list.length) return <EmptyState compact icon={<IconInbox size={28} />} title={t('records.empty_title')} body={t('records.empty_body')} />;
  return (
    <>
      <div className="records-results table-frame">{children(data.list)}</div>
      <Pager
        pageNo={data.pageNo}
        totalPages={data.totalPages}
        onChange={onPage}
        busy={query.isPlaceholderData}
        testIdPrefix="records-pager"
        labels={{
          navigation: t('records.pager_label'),
          previous: t('records.pager_prev'),
          next: t('records.pager_next'),
          status: t('records.pager_status', { page: data.pageNo, pages: data.totalPages }),
        }}
      />
    </>
  );
};

/** A tab: the date range with the tab's own select, then its rows. */
const RecordsPanel = <F extends string, Row>({
  filter,
  select,
  query,
  children,
}: {
  filter: RecordsFilter<F>;
  select: { label: string; options: { id: F; label: string }[]; testId: string };
  query: RecordsQuery<Row>;
  children: (rows: Row[]) => ReactNode;
}) => {
  const labels = useRangeLabels(filter.dates.offset);
  return (
    <>
      <DateRangeFilter dates={filter.dates} labels={labels} name="records" shortcutTestId="date-shortcut" bounded>
        <FilterSelect {...select} value={filter.value} onChange={filter.setValue} />
      </DateRangeFilter>
      {filter.enabled && (
        <ResultFrame query={query} onPage={filter.setPageNo}>
          {children}
        </ResultFrame>
      )}
    </>
  );
};

const RequestsTab = ({ symbol, dates }: { symbol: string; dates: Dates }) => {
  const { t } = useTranslation();
  const filter = useRecordsFilter<HistoryKind>(dates);
  const kind = filter.value;
  const query = useTransactionHistory({ ...filter.query, ...(kind ? { kind } : {}) }, filter.enabled);
  const select = { label: t('records.col_kind'), options: HISTORY_KINDS.map((k) => ({ id: k, label: historyKindLabel(t, k) })), testId: 'records-kind' };
  return (
    <RecordsPanel filter={filter} select={select} query={query}>
      {(rows) => <RequestsTable items={rows} symbol={symbol} offset={dates.offset} />}
    </RecordsPanel>
  );
};

const DetailsTab = ({ symbol, dates }: { symbol: string; dates: Dates }) => {
  const { t } = useTranslation();
  const filter = useRecordsFilter<TRecordType>(dates);
  const type = filter.value;
  const query = useTransactionDetails({ ...filter.query, ...(type ? { type } : {}) }, filter.enabled);
  const select = { label: t('records.col_type'), options: RECORD_TYPES.map((k) => ({ id: k, label: recordTypeLabel(t, k) })), testId: 'records-type' };
  return (
    <RecordsPanel filter={filter} select={select} query={query}>
      {(rows) => <DetailsTable items={rows} symbol={symbol} offset={dates.offset} />}
    </RecordsPanel>
  );
};

/**
 * transactionHistory (account record, SPEC.md §2; shown when TRANSREC3 is
 * on): my requests and every movement of my main wallet, by date range with
 * the SPEC.md §9 shortcuts, paged.
 */
export const TransactionHistoryScreen = () => {
  const { t } = useTranslation();
  const { isFlagOn, permission } = useBrand();
  const [tab, setTab] = useState<Tab>('requests');
  const dates = useDateRange();
  if (!isFlagOn(WhitelabelFlag.transactionRecords)) {
    return <EmptyState icon={<IconList size={32} />} title={t('records.off_title')} body={t('records.off_body')} />;
  }
  const symbol = permission.info.setting.currencySymbol;
  return (
    <div className="stack records-page" data-testid="records-page">
      <Tabs
        tabs={[
          { id: 'requests', label: t('records.tab_requests') },
          { id: 'details', label: t('records.tab_details') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('member.transactionHistory')}
        testIdPrefix="records-tab"
      />
      <div role="tabpanel" className="stack stack--tight records-page__panel">
        {tab === 'requests' ? <RequestsTab symbol={symbol} dates={dates} /> : <DetailsTab symbol={symbol} dates={dates} />}
      </div>
    </div>
  );
};
