import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconList } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { useRainGrabs } from '../api/rain-grabs';

const PAGE_SIZE = 10;

/** The member's envelopes, newest first, ten at a time. */
export const RainHistory = ({ symbol, offset }: { symbol: string; offset: number }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useRainGrabs({ pageNo, pageSize: PAGE_SIZE });

  let body;
  if (list.isPending) body = <Spinner label={t('common.loading')} />;
  else if (list.isError) body = <LoadFailed title={t('lucky.rain_history_failed')} error={list.error} onRetry={() => void list.refetch()} retryTestId="rain-history-retry" />;
  else if (list.data.list.length === 0) body = <EmptyState compact icon={<IconList size={28} />} title={t('lucky.rain_history_empty')} />;
  else {
    const data = list.data;
    body = (
      <>
        <div className="table-frame">
          <table className="data-table lucky-table lucky-table--stack" data-testid="rain-history">
            <thead>
              <tr>
                <th scope="col">{t('lucky.col_time')}</th>
                <th scope="col">{t('lucky.col_rain')}</th>
                <th scope="col" className="num">
                  {t('lucky.col_amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((g) => (
                <tr key={`${g.rainId}:${g.at}`} data-testid="rain-history-row">
                  <td data-label={t('lucky.col_time')} className="lucky-table__time">
                    {formatInOffset(g.at, offset)}
                  </td>
                  <td data-label={t('lucky.col_rain')}>{g.title}</td>
                  <td data-label={t('lucky.col_amount')} className="num lucky-table__gain">
                    {money(symbol, g.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          pageNo={data.pageNo}
          totalPages={data.totalPages}
          onChange={setPageNo}
          busy={list.isPlaceholderData}
          testIdPrefix="rain-history-pager"
          labels={{
            navigation: t('lucky.pager_label'),
            previous: t('lucky.pager_prev'),
            next: t('lucky.pager_next'),
            status: t('lucky.pager_status', { page: data.pageNo, pages: data.totalPages }),
          }}
        />
      </>
    );
  }
  return (
    <section className="lucky-section" aria-labelledby="rain-history-title">
      <h2 id="rain-history-title" className="lucky-section__title">
        {t('lucky.rain_history_title')}
      </h2>
      {body}
    </section>
  );
};
