import type { TFreeRoundGrant } from '@wps/contracts/player';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { IconClock, IconPlay } from '@/components/icons';
import { errorKey } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { money } from '@/lib/money';
import { popups, usePopup } from '@/lib/popups';
import { formatInOffset } from '@/lib/time';
import { launchFreeRoundGame, useFreeRounds } from '../api/free-rounds';
import { promotionKeys } from '../api/promotion-keys';

const FreeRoundsCard = ({ grant, symbol, offset, onPlay }: { grant: TFreeRoundGrant; symbol: string; offset: number; onPlay: (g: TFreeRoundGrant) => void }) => {
  const { t } = useTranslation();
  const titleId = `free-rounds-${grant.id}-title`;
  return (
    <li className="bonus-row free-rounds__card" aria-labelledby={titleId} data-testid="free-rounds-grant" data-grant={grant.id}>
      <div className="bonus-row__main">
        <strong id={titleId}>{grant.gameName}</strong>
        <span className="bonus-row__meta" data-testid="free-rounds-expires">
          <IconClock size={14} /> {t('free_rounds.expires', { date: formatInOffset(grant.expiresAt, offset) })}
        </span>
      </div>
      <div className="bonus-row__side">
        <strong className="bonus-row__amount" data-testid="free-rounds-left">
          {t('free_rounds.left', { left: grant.roundsLeft, granted: grant.roundsGranted })}
        </strong>
        <span data-testid="free-rounds-stake">{t('free_rounds.stake', { amount: money(symbol, grant.stake) })}</span>
      </div>
      <p className="bonus-row__detail">
        <Button variant="primary" size="sm" icon={<IconPlay size={16} />} onClick={() => onPlay(grant)} data-testid="free-rounds-play">
          {t('free_rounds.play', { game: grant.gameName })}
        </Button>
      </p>
    </li>
  );
};

/**
 * The member's free spins (decision 015) in bonusDetails: each grant's game,
 * spins left of those granted, the stake of a spin and the expiry, and a
 * button that opens the game, where the free spins are offered. Nothing when
 * there are none (or while they load: the bonuses below are what the section is about).
 */
export const FreeRoundsList = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const freeRounds = useFreeRounds();
  const client = useQueryClient();
  const busy = useRef(false);
  // The list stays on screen under the game popup: the spins played there are counted when the member is back.
  const inGame = usePopup()?.name === 'game';
  const wasInGame = useRef(inGame);
  useEffect(() => {
    if (wasInGame.current && !inGame) void client.invalidateQueries({ queryKey: [...promotionKeys.all, 'freeRounds'] });
    wasInGame.current = inGame;
  }, [inGame, client]);
  const grants = freeRounds.data?.grants ?? [];
  if (grants.length === 0) return null;
  const symbol = freeRounds.data?.currencySymbol ?? '';

  const play = async (grant: TFreeRoundGrant) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const launch = await launchFreeRoundGame(grant);
      popups.open('game', { launch: { url: launch.url, title: grant.gameName, mode: launch.mode } });
    } catch (e) {
      dialogs.message({ icon: 'warning', text: t(errorKey(e)) });
    } finally {
      busy.current = false;
    }
  };

  return (
    <section className="bonus-list free-rounds" aria-labelledby="free-rounds-title" data-testid="free-rounds">
      <h3 id="free-rounds-title" className="bonus-list__title">
        {t('free_rounds.title')}
      </h3>
      <p className="muted">{t('free_rounds.note')}</p>
      <ul className="bonus-list__rows">
        {grants.map((g) => (
          <FreeRoundsCard key={g.id} grant={g} symbol={symbol} offset={offset} onPlay={(x) => void play(x)} />
        ))}
      </ul>
    </section>
  );
};
