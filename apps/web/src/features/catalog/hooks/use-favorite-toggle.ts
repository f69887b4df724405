import { WhitelabelFlag } from '@wps/contracts/player';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/member';
import { popups } from '@/lib/popups';
import { useFavoriteIds, useSetFavorite } from '../api/favorites';

/** SPEC.md §4 Favourites: toggling is throttled to once per second. */
export const FAVORITE_THROTTLE_MS = 1000;

/**
 * A tile's heart: whether the game is a favourite and a toggle. A visitor's
 * click opens the login popup; a trial member (who has no favourites: the
 * server refuses them) is told favourites need a real account and offered
 * the register popup; a click within a second of the last accepted one does
 * nothing.
 */
export const useFavoriteToggle = (nodeId: string) => {
  const { t } = useTranslation();
  const { isFlagOn } = useBrand();
  const { token, member, isTrial } = useSession();
  const { data: ids } = useFavoriteIds();
  const setFavorite = useSetFavorite();
  const lastToggle = useRef(Number.NEGATIVE_INFINITY);
  const isFavorite = token !== null && !isTrial && (ids ?? []).includes(nodeId);

  const toggle = () => {
    if (!token) {
      popups.open('login');
      return;
    }
    // Until member info says whether this is a trial member, the click waits for nothing to be refused.
    if (!member) return;
    if (isTrial) {
      const canRegister = isFlagOn(WhitelabelFlag.directRegister);
      dialogs.confirm({
        title: t('game_tile.favorite_trial_title'),
        text: t('game_tile.favorite_trial_text'),
        confirmLabel: canRegister ? t('auth.register') : t('auth.login'),
        cancelLabel: t('game_tile.favorite_trial_later'),
        onConfirm: () => popups.open(canRegister ? 'register' : 'login'),
      });
      return;
    }
    const now = Date.now();
    if (now - lastToggle.current < FAVORITE_THROTTLE_MS) return;
    lastToggle.current = now;
    setFavorite(nodeId, !isFavorite);
  };
  return { isFavorite, toggle };
};
