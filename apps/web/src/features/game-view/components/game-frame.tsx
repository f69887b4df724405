import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@wps/ui';
import { IconPlay } from '@/components/icons';
import type { GameLaunchView } from '@/lib/popups';
import { type Theme, useTheme } from '@/lib/theme';

/**
 * Our own studio's games (same origin) follow the site's theme; a third-party
 * vendor's launch address is passed on untouched (it may be signed).
 */
export const themedLaunchUrl = (url: string, theme: Theme, origin = window.location.origin): string => {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin) return url;
    parsed.searchParams.set('theme', theme);
    return parsed.toString();
  } catch {
    return url;
  }
};

/** The game popup opened without a game. */
export const NoGameOpen = () => {
  const { t } = useTranslation();
  return <EmptyState compact icon={<IconPlay size={28} />} title={t('game_view.empty_title')} body={t('game_view.empty_body')} />;
};

const IconFullscreen = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </svg>
);
const IconExternal = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);

/**
 * A launched game in an embedded frame (SPEC.md §2 game popup) with its
 * controls: full screen, open in a new page (the popup then closes, so the
 * game runs once), and the popup's own close.
 */
export const GameFrame = ({ launch, onClose }: { launch: GameLaunchView; onClose?: () => void }) => {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const src = themedLaunchUrl(launch.url, theme);
  const fullscreen = () => {
    const el = stage.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void el.requestFullscreen?.().catch(() => undefined);
  };
  const openInNewPage = () => {
    window.open(src, '_blank', 'noopener');
    onClose?.();
  };
  return (
    <div className="game-view" data-testid="game-view">
      <div className="game-view__bar">
        {launch.mode !== 'real' && <span className="game-view__mode">{t(`game_view.mode_${launch.mode}`)}</span>}
        <div className="game-view__actions">
          <button type="button" className="game-view__btn" onClick={fullscreen} data-testid="game-fullscreen">
            <IconFullscreen />
            <span>{t('game_view.fullscreen')}</span>
          </button>
          <button type="button" className="game-view__btn" onClick={openInNewPage} data-testid="game-new-page">
            <IconExternal />
            <span>{t('game_view.new_page')}</span>
          </button>
        </div>
      </div>
      <div ref={stage} className="game-view__stage">
        <iframe
          className="game-view__iframe"
          src={src}
          title={launch.title}
          // Fullscreen through `allow` only: given both, the browser warns on every frame that allow wins over allowfullscreen.
          allow="autoplay; fullscreen; clipboard-write"
          referrerPolicy="no-referrer"
          data-autofocus
        />
      </div>
    </div>
  );
};
