import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, Spinner } from '@wps/ui';
import { IconList } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { formatInOffset } from '@/lib/time';
import { useWheelSpins } from '../api/wheel-spins';
import { prizeText } from './prize-text';
import type { WheelSegmentView } from '../api/wheel-info';

const PAGE_SIZE = 10;

const sameWeights = (a: readonly number[], b: readonly WheelSegmentView[]) => a.length === b.length && a.every((w, i) => w === b[i]!.weight);

/**
 * The member's spins, newest first, each with a link to the verifier. A
 * segment is named by the wheel's label only while the wheel still has the
 * weights of the spin (staff may have changed it since); else by its number.
 */
export const WheelSpinsTable = ({ segments, symbol, offset }: { segments: readonly WheelSegmentView[]; symbol: string; offset: number }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useWheelSpins({ pageNo, pageSize: PAGE_SIZE });

  let body;
  if (list.isPending) body = <Spinner label={t('common.loading')} />;
  else if (list.isError) body = <LoadFailed title={t('lucky.wheel_spins_failed')} error={list.error} onRetry={() => void list.refetch()} retryTestId="wheel-spins-retry" />;
  else if (list.data.list.length === 0) body = <EmptyState compact icon={<IconList size={28} />} title={t('lucky.wheel_spins_empty')} />;
  else {
    const data = list.data;
    body = (
      <>
        <div className="table-frame">
          <table className="data-table lucky-table lucky-table--stack" data-testid="wheel-spins">
            <thead>
              <tr>
                <th scope="col">{t('lucky.col_time')}</th>
                <th scope="col">{t('lucky.col_segment')}</th>
                <th scope="col">{t('lucky.col_prize')}</th>
                <th scope="col" className="num">
                  {t('lucky.nonce')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('lucky.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((s) => (
                <tr key={s.id} data-testid="wheel-spin-row">
                  <td data-label={t('lucky.col_time')} className="lucky-table__time">
                    {formatInOffset(s.at, offset)}
                  </td>
                  <td data-label={t('lucky.col_segment')}>{sameWeights(s.weights, segments) ? segments[s.segment]!.label : t('lucky.segment_n', { n: s.segment + 1 })}</td>
                  <td data-label={t('lucky.col_prize')} className={s.prizeKind === 'none' ? 'muted' : 'lucky-table__gain'}>
                    {prizeText(t, s.prizeKind, s.prizeAmount, symbol)}
                  </td>
                  <td data-label={t('lucky.nonce')} className="num">
                    {s.nonce}
                  </td>
                  <td data-label={t('lucky.verify')}>
                    <Link to={`/wheel/verify?spin=${encodeURIComponent(s.publicId)}`} data-testid="wheel-spin-verify">
                      {t('lucky.verify')}
                    </Link>
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
          testIdPrefix="wheel-spins-pager"
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
    <section className="lucky-section" aria-labelledby="wheel-spins-title">
      <h2 id="wheel-spins-title" className="lucky-section__title">
        {t('lucky.wheel_spins_title')}
      </h2>
      {body}
    </section>
  );
};
