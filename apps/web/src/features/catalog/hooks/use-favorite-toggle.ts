import { useRef } from 'react';
import { popups } from '@/lib/popups';
import { useToken } from '@/lib/session';
import { useFavoriteIds, useSetFavorite } from '../api/favorites';

/** SPEC.md §4 Favourites: toggling is throttled to once per second. */
export const FAVORITE_THROTTLE_MS = 1000;

/**
 * A tile's heart: whether the game is a favourite and a toggle. A visitor's
 * click opens the login popup; a click within a second of the last accepted
 * one does nothing.
 */
export const useFavoriteToggle = (nodeId: string) => {
  const token = useToken();
  const { data: ids } = useFavoriteIds();
  const setFavorite = useSetFavorite();
  const lastToggle = useRef(Number.NEGATIVE_INFINITY);
  const isFavorite = token !== null && (ids ?? []).includes(nodeId);

  const toggle = () => {
    if (!token) {
      popups.open('login');
      return;
    }
    const now = Date.now();
    if (now - lastToggle.current < FAVORITE_THROTTLE_MS) return;
    lastToggle.current = now;
    setFavorite(nodeId, !isFavorite);
  };
  return { isFavorite, toggle };
};
