import type { TRebatePayout } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconChevronDown, IconList } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { useRebateHistory } from '../api/rebate-history';
import { RebateLines } from './rebate-lines';
import { payoutSourceLabel } from './reward-labels';

const PAGE_SIZE = 10;

const PayoutRow = ({ payout, symbol, offset }: { payout: TRebatePayout; symbol: string; offset: number }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = `rebate-payout-${payout.id}`;
  return (
    <li className={`rebate-payout${open ? ' rebate-payout--open' : ''}`} data-testid="rebate-payout" data-payout={payout.id}>
      <button type="button" className="rebate-payout__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} data-testid="rebate-payout-toggle">
        <span className="rebate-payout__main">
          <strong>{formatInOffset(payout.paidAt, offset)}</strong>
          <span className="rebate-payout__meta">
            <span className={`rebate-source rebate-source--${payout.source}`}>{payoutSourceLabel(t, payout.source)}</span>
            <span>{t('rewards.vip_level', { level: payout.vipLevel })}</span>
            <span>{payout.lines.length === 1 ? t('rewards.history_lines_one') : t('rewards.history_lines_many', { n: payout.lines.length })}</span>
          </span>
        </span>
        <strong className="rebate-payout__amount">{money(symbol, payout.amount)}</strong>
        <IconChevronDown size={18} className="rebate-payout__chevron" />
      </button>
      {open && (
        <div id={panelId} className="rebate-payout__lines">
          <RebateLines lines={payout.lines} symbol={symbol} total={payout.amount} testId={`rebate-payout-lines-${payout.id}`} />
        </div>
      )}
    </li>
  );
};

/** Rebates paid, newest first, ten at a time; each opens to the lines it was made of. */
export const RebateHistory = ({ symbol, offset }: { symbol: string; offset: number }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useRebateHistory({ pageNo, pageSize: PAGE_SIZE });

  let body;
  if (history.isPending) body = <Spinner label={t('common.loading')} />;
  else if (history.isError)
    body = <LoadFailed title={t('rewards.history_failed')} error={history.error} onRetry={() => void history.refetch()} retryTestId="rebate-history-retry" />;
  else if (history.data.list.length === 0) body = <EmptyState compact icon={<IconList size={28} />} title={t('rewards.history_empty')} />;
  else {
    const data = history.data;
    body = (
      <>
        <ul className="rebate-history__list" data-testid="rebate-history">
          {data.list.map((p) => (
            <PayoutRow key={p.id} payout={p} symbol={symbol} offset={offset} />
          ))}
        </ul>
        <Pager
          pageNo={data.pageNo}
          totalPages={data.totalPages}
          onChange={setPageNo}
          busy={history.isPlaceholderData}
          testIdPrefix="rebate-history-pager"
          labels={{
            navigation: t('rewards.pager_label'),
            previous: t('rewards.pager_prev'),
            next: t('rewards.pager_next'),
            status: t('rewards.pager_status', { page: data.pageNo, pages: data.totalPages }),
          }}
        />
      </>
    );
  }

  return (
    <section className="rebate-history" aria-labelledby="rebate-history-title">
      <h3 id="rebate-history-title" className="rewards-subtitle">
        {t('rewards.history_title')}
      </h3>
      {body}
    </section>
  );
};
