import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconChevronRight, IconInbox } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { signedMoney } from '@/lib/money';
import { formatClock } from '@/lib/time';

/** "+₱15.00" green, "−₱4.00" red, "₱0.00" plain. */
export const SignedMoney = ({ symbol, minor, testId }: { symbol: string; minor: string; testId?: string }) => {
  const value = BigInt(minor);
  const direction = value > 0n ? 'up' : value < 0n ? 'down' : 'zero';
  return (
    <span className={`agent-signed agent-signed--${direction}`} data-testid={testId}>
      {signedMoney(symbol, value)}
    </span>
  );
};

/** A time in the brand's offset: the day, and the clock time under it (narrow columns never wrap mid-date). */
export const AgentTime = ({ time, offset }: { time: number; offset: number }) => {
  const [day, clock] = formatClock(time, offset).split(' ');
  return (
    <time className="agent-time" dateTime={new Date(time).toISOString()}>
      <span>{day}</span> <span className="agent-time__clock">{clock}</span>
    </time>
  );
};

/** One column of an agent table: its header, a row's cell, whether it holds a number (right-aligned), its total. */
export type AgentColumn<Row> = {
  key: string;
  label: string;
  numeric?: boolean;
  className?: string | ((row: Row) => string);
  testId?: string;
  cell: (row: Row) => ReactNode;
  /** The totals row's cell of this column. */
  total?: ReactNode;
};

/**
 * The agent center's tables: a table on wide screens that scrolls sideways
 * in its frame; on phones each row becomes a card (agent.css) whose cells
 * name their column through data-label. An optional totals row closes it.
 */
export const AgentTable = <Row,>({
  columns,
  rows,
  rowKey,
  rowTestId,
  testId,
  totalsLabel,
  caption,
}: {
  columns: AgentColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  rowTestId: (row: Row) => string;
  testId: string;
  /** With a label, a totals row under the rows (the columns' `total`). */
  totalsLabel?: string;
  caption?: string;
}) => {
  const classes = (column: AgentColumn<Row>, row?: Row) => {
    const extra = row !== undefined && typeof column.className === 'function' ? column.className(row) : typeof column.className === 'string' ? column.className : null;
    return [column.numeric ? 'num' : null, extra].filter(Boolean).join(' ') || undefined;
  };
  return (
    <div className="table-frame agent-table-frame">
      <table className="data-table agent-table" data-testid={testId}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.label} className={classes(column, row)} data-testid={column.testId}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totalsLabel && (
          <tfoot>
            <tr className="agent-table__totals" data-testid={`${testId}-totals`}>
              {columns.map((column, i) => (
                <td key={column.key} data-label={i === 0 ? undefined : column.label} className={column.numeric ? 'num' : undefined}>
                  {i === 0 ? <strong>{totalsLabel}</strong> : (column.total ?? null)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
};

/** What a paged read answers, as far as the frame is concerned. */
export type PagedQuery<Data extends { list: unknown[]; pageNo: number; totalPages: number }> = {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** Loading, failure, empty, or the content and the pager: the same frame for every list of the agent center. */
export const ListFrame = <Data extends { list: unknown[]; pageNo: number; totalPages: number }>({
  query,
  onPage,
  empty,
  pagerTestId = 'agent-pager',
  children,
}: {
  query: PagedQuery<Data>;
  onPage: (pageNo: number) => void;
  empty: { title: string; body?: string };
  pagerTestId?: string;
  children: (data: Data) => ReactNode;
}) => {
  const { t } = useTranslation();
  const data = query.data;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <LoadFailed title={t('agent_center.load_failed')} error={query.error} onRetry={() => void query.refetch()} retryTestId="agent-retry" />;
  if (!data?.list.length) return <EmptyState compact icon={<IconInbox size={28} />} title={empty.title} body={empty.body} />;
  return (
    <div className="stack stack--tight agent-list" aria-busy={query.isPlaceholderData || undefined}>
      {children(data)}
      <AgentPager pageNo={data.pageNo} totalPages={data.totalPages} onChange={onPage} busy={query.isPlaceholderData} testIdPrefix={pagerTestId} />
    </div>
  );
};

export const AgentPager = (props: { pageNo: number; totalPages: number; onChange: (pageNo: number) => void; busy?: boolean; testIdPrefix: string }) => {
  const { t } = useTranslation();
  return (
    <Pager
      {...props}
      labels={{
        navigation: t('agent_center.pager_label'),
        previous: t('agent_center.pager_prev'),
        next: t('agent_center.pager_next'),
        status: t('agent_center.pager_status', { page: props.pageNo, pages: props.totalPages }),
      }}
    />
  );
};

/** Where a drill-down is: "My team › a › b", each step back up a button, the last one the current level. */
export const TeamBreadcrumb = ({
  path,
  onGo,
  testId,
}: {
  path: { memberId: number; account: string }[];
  onGo: (memberId: number | undefined) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  if (path.length === 0) return null;
  return (
    <nav className="agent-crumbs" aria-label={t('agent_center.breadcrumb_label')} data-testid={testId}>
      <ol>
        <li>
          <button type="button" className="agent-crumbs__link" onClick={() => onGo(undefined)} data-testid={`${testId}-root`}>
            {t('agent_center.breadcrumb_root')}
          </button>
        </li>
        {path.map((step, i) => (
          <li key={step.memberId}>
            <IconChevronRight size={14} className="agent-crumbs__sep" aria-hidden="true" />
            {i === path.length - 1 ? (
              <span aria-current="page" className="agent-crumbs__current" data-testid={`${testId}-current`}>
                {step.account}
              </span>
            ) : (
              <button type="button" className="agent-crumbs__link" onClick={() => onGo(step.memberId)} data-testid={`${testId}-${step.memberId}`}>
                {step.account}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};

/** A labelled figure in a summary strip (totals of a list, an info panel). */
export const Figure = ({ label, children, testId, tone }: { label: string; children: ReactNode; testId?: string; tone?: 'brand' }) => (
  <div className={`agent-figure${tone ? ` agent-figure--${tone}` : ''}`}>
    <dt>{label}</dt>
    <dd data-testid={testId}>{children}</dd>
  </div>
);
