/**
 * Everyone's bets this round, as the server lists them (names masked by the studio): the open
 * ones, the cashed-out ones with their multiplier and win, the lost ones greyed after the bust.
 */
import { formatMoney } from '@wps/contracts/player';
import { memo } from 'react';
import type { TBetView } from './api';
import type { Translate } from './i18n';
import { UsersIcon } from './icons';
import { formatMultiplier } from './logic';

export const Players = memo(function Players({ t, bets, crashed, mine }: { t: Translate; bets: readonly TBetView[]; crashed: boolean; mine: number }) {
  const cashed = bets.filter((b) => b.status === 'cashed').length;
  return (
    <section className="cr-players" aria-labelledby="cr-players-title">
      <header className="cr-players__head">
        <h2 id="cr-players-title">
          <UsersIcon /> {t('players')}
        </h2>
        <span className="cr-players__count">
          {bets.length === 1 ? t('playersCountOne') : t('playersCount', { n: bets.length })}
          {cashed > 0 && <> · {t('cashedCount', { n: cashed })}</>}
        </span>
      </header>
      {bets.length === 0 ? (
        <p className="cr-note cr-players__empty">{t('noBetsYet')}</p>
      ) : (
        <div className="cr-players__scroll">
          <table className="cr-table">
            <thead>
              <tr>
                <th scope="col">{t('colPlayer')}</th>
                <th scope="col">{t('colBet')}</th>
                <th scope="col">{t('colMultiplier')}</th>
                <th scope="col">{t('colWin')}</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((b, i) => {
                const lost = b.status === 'lost' || (crashed && (b.status === 'placed' || b.status === 'pending'));
                const state = b.status === 'cashed' ? 'cashed' : b.status === 'refunded' ? 'refunded' : lost ? 'lost' : 'open';
                return (
                  <tr key={`${i}-${b.name}-${b.amount}`} className={`is-${state}${i === mine ? ' is-mine' : ''}`}>
                    <th scope="row">
                      <span className="cr-players__name">{b.name}</span>
                      {i === mine && <span className="cr-tag">{t('you')}</span>}
                    </th>
                    <td>{formatMoney(b.amount)}</td>
                    <td>{b.status === 'cashed' && b.cashedAt !== undefined ? `${formatMultiplier(b.cashedAt)}×` : state === 'refunded' ? t('refunded') : state === 'lost' ? '—' : '…'}</td>
                    <td>{b.status === 'cashed' && b.payout !== undefined ? formatMoney(b.payout) : state === 'refunded' && b.payout !== undefined ? formatMoney(b.payout) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
