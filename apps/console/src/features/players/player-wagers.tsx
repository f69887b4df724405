import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { useErrorText } from '@/lib/error-text';
import { brandTime } from '@/lib/time';
import { usePlayerWagers } from './api';

/** A player's settled bets of every product, newest first, page by page (older / back to the newest). */
export const PlayerWagers = ({ id, offset }: { id: number; offset: number }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [trail, setTrail] = useState<string[]>([]);
  const before = trail[trail.length - 1] ?? null;
  const wagers = usePlayerWagers(id, before);
  if (wagers.isError) return <p className="form-error">{errorText(wagers.error)}</p>;
  const list = wagers.data?.list ?? [];
  return (
    <>
      <div className="table-scroll">
        <table className="plain-table">
          <thead>
            <tr>
              <th scope="col">{t('players.when')}</th>
              <th scope="col">{t('players.game')}</th>
              <th scope="col">{t('players.round')}</th>
              <th scope="col" className="is-numeric">
                {t('players.stake')}
              </th>
              <th scope="col" className="is-numeric">
                {t('players.valid_bet')}
              </th>
              <th scope="col" className="is-numeric">
                {t('players.payout')}
              </th>
              <th scope="col">{t('players.result')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((w) => (
              <tr key={w.id}>
                <td>{brandTime(w.settledAt, offset, true)}</td>
                <td>
                  {w.gameCode} <span className="muted">· {w.vassalage} · {w.category}</span>
                </td>
                <td className="mono plain-table__wrap">{w.sourceRef}</td>
                <td className="is-numeric">
                  <Money minor={w.stake} />
                </td>
                <td className="is-numeric">
                  <Money minor={w.validBet} />
                </td>
                <td className="is-numeric">
                  <Money minor={w.payout} />
                </td>
                <td>
                  <StatusBadge tone={w.result === 'win' ? 'success' : w.result === 'lose' ? 'danger' : 'neutral'}>{t(`players.result_${w.result}`)}</StatusBadge>
                  {w.isTrial && <span className="muted"> {t('players.trial')}</span>}
                </td>
              </tr>
            ))}
            {wagers.data && list.length === 0 && (
              <tr>
                <td colSpan={7} className="muted">
                  {t('players.no_wagers')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="data-table__pages wagers-pager">
        <Button variant="ghost" size="sm" disabled={trail.length === 0} onClick={() => setTrail([])}>
          {t('players.newest')}
        </Button>
        <Button variant="ghost" size="sm" disabled={!wagers.data?.next} onClick={() => wagers.data?.next && setTrail([...trail, wagers.data.next])}>
          {t('players.older')}
        </Button>
      </div>
    </>
  );
};
