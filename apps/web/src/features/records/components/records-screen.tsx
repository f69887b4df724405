import { HISTORY_KINDS, RECORD_TYPES, type TRecordType, WhitelabelFlag } from '@wps/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Tabs } from '@/components/form-field';
import { IconAlert, IconInbox, IconList } from '@/components/icons';
import { Pager } from '@/components/pager';
import { Spinner } from '@/components/spinner';
import { errorKey, isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { type HistoryKind, useTransactionHistory } from '../api/transaction-history';
import { useTransactionDetails } from '../api/transaction-details';
import { useDateRange } from '../hooks/use-date-range';
import { DateRangeFilter } from './date-range-filter';
import { DetailsTable } from './details-table';
import { historyKindLabel, recordTypeLabel } from './record-labels';
import { RequestsTable } from './requests-table';

const PAGE_SIZE = 20;
type Tab = 'requests' | 'details';

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
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select id={id} className="field__input" value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as T | undefined)} data-testid={testId}>
          <option value="">{t('records.filter_all')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
};

/** Loading, failure, empty, or the rows and the pager: the same frame for both tabs. */
const ResultFrame = ({
  query,
  count,
  invalidRange,
  children,
  pager,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  count: number | undefined;
  invalidRange: boolean;
  children: ReactNode;
  pager: ReactNode;
}) => {
  const { t } = useTranslation();
  if (invalidRange) return null;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        compact
        icon={<IconAlert size={28} />}
        title={t('records.load_failed')}
        body={t(errorKey(query.error), { defaultValue: isApiError(query.error) ? query.error.message : undefined })}
        actions={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!count) return <EmptyState compact icon={<IconInbox size={28} />} title={t('records.empty_title')} body={t('records.empty_body')} />;
  return (
    <>
      <div className="records-results">{children}</div>
      {pager}
    </>
  );
};

const pagerLabels = (t: ReturnType<typeof useTranslation>['t'], page: number, pages: number) => ({
  navigation: t('records.pager_label'),
  previous: t('records.pager_prev'),
  next: t('records.pager_next'),
  status: t('records.pager_status', { page, pages }),
});

/** One date range for both tabs: switching tabs keeps the period the member chose. */
type Dates = ReturnType<typeof useDateRange>;

const RequestsTab = ({ symbol, dates }: { symbol: string; dates: Dates }) => {
  const { t } = useTranslation();
  const [kind, setKind] = useState<HistoryKind | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const query = useTransactionHistory({ pageNo, pageSize: PAGE_SIZE, ...dates.range, ...(kind ? { kind } : {}) }, dates.problem === null);
  const data = query.data;
  const refilter = <A,>(fn: (a: A) => void) => (a: A) => {
    fn(a);
    setPageNo(1);
  };
  return (
    <>
      <DateRangeFilter dates={{ ...dates, applyShortcut: refilter(dates.applyShortcut), setStart: refilter(dates.setStart), setEnd: refilter(dates.setEnd) }}>
        <FilterSelect
          label={t('records.col_kind')}
          value={kind}
          options={HISTORY_KINDS.map((k) => ({ id: k, label: historyKindLabel(t, k) }))}
          onChange={refilter(setKind)}
          testId="records-kind"
        />
      </DateRangeFilter>
      <ResultFrame
        query={query}
        count={data?.list.length}
        invalidRange={dates.problem !== null}
        pager={
          data && (
            <Pager
              pageNo={data.pageNo}
              totalPages={data.totalPages}
              onChange={setPageNo}
              busy={query.isPlaceholderData}
              testIdPrefix="records-pager"
              labels={pagerLabels(t, data.pageNo, data.totalPages)}
            />
          )
        }
      >
        {data && <RequestsTable items={data.list} symbol={symbol} offset={dates.offset} />}
      </ResultFrame>
    </>
  );
};

const DetailsTab = ({ symbol, dates }: { symbol: string; dates: Dates }) => {
  const { t } = useTranslation();
  const [type, setType] = useState<TRecordType | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const query = useTransactionDetails({ pageNo, pageSize: PAGE_SIZE, ...dates.range, ...(type ? { type } : {}) }, dates.problem === null);
  const data = query.data;
  const refilter = <A,>(fn: (a: A) => void) => (a: A) => {
    fn(a);
    setPageNo(1);
  };
  return (
    <>
      <DateRangeFilter dates={{ ...dates, applyShortcut: refilter(dates.applyShortcut), setStart: refilter(dates.setStart), setEnd: refilter(dates.setEnd) }}>
        <FilterSelect
          label={t('records.col_type')}
          value={type}
          options={RECORD_TYPES.map((k) => ({ id: k, label: recordTypeLabel(t, k) }))}
          onChange={refilter(setType)}
          testId="records-type"
        />
      </DateRangeFilter>
      <ResultFrame
        query={query}
        count={data?.list.length}
        invalidRange={dates.problem !== null}
        pager={
          data && (
            <Pager
              pageNo={data.pageNo}
              totalPages={data.totalPages}
              onChange={setPageNo}
              busy={query.isPlaceholderData}
              testIdPrefix="records-pager"
              labels={pagerLabels(t, data.pageNo, data.totalPages)}
            />
          )
        }
      >
        {data && <DetailsTable items={data.list} symbol={symbol} offset={dates.offset} />}
      </ResultFrame>
    </>
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
    <div className="records-page" data-testid="records-page">
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
      <div role="tabpanel" className="records-page__panel">
        {tab === 'requests' ? <RequestsTab symbol={symbol} dates={dates} /> : <DetailsTab symbol={symbol} dates={dates} />}
      </div>
    </div>
  );
};
