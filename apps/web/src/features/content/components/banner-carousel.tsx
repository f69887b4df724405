import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, type TBanner, type TBannerGroup } from '@wps/contracts/player';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevronLeft, IconChevronRight } from '@/components/icons';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { useBrand } from '@/lib/brand';
import { useBanners } from '../api/content';
import { bannerTarget } from '../utils/linkage';

const SWIPE_PX = 40;

const usePageVisible = () => {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
};

/** The first banner is the page's largest paint: fetched at once at high priority; the others when near. */
const BannerImage = ({ banner, first }: { banner: TBanner; first: boolean }) => {
  const { cdn } = useBrand();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="banner-carousel__fallback" role="img" aria-label={banner.title}>
        {banner.title}
      </span>
    );
  }
  return (
    <img
      className="banner-carousel__img"
      src={cdn(banner.url)}
      alt={banner.title}
      draggable={false}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      onError={() => setFailed(true)}
    />
  );
};

/** One banner, clickable when it has a usable linkage. */
const BannerSlide = ({ banner, onGame, tabbable, first }: { banner: TBanner; onGame?: (nodeId: string) => void; tabbable: boolean; first: boolean }) => {
  const target = bannerTarget(banner);
  const tabIndex = tabbable ? undefined : -1;
  const image = <BannerImage banner={banner} first={first} />;
  if (!target) return <div className="banner-carousel__link">{image}</div>;
  if (target.kind === 'route') {
    return (
      <Link className="banner-carousel__link" to={target.to} tabIndex={tabIndex} data-linkage="route">
        {image}
      </Link>
    );
  }
  if (target.kind === 'url') {
    return (
      <a className="banner-carousel__link" href={target.href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} data-linkage="url">
        {image}
      </a>
    );
  }
  return (
    <button type="button" className="banner-carousel__link" onClick={() => onGame?.(target.nodeId)} tabIndex={tabIndex} data-linkage="game">
      {image}
    </button>
  );
};

/**
 * A banner group as a carousel (SPEC.md §4 Banner carousel, §9 timing): it
 * loops and autoplays (BANNER_AUTOPLAY_MS, sliding over BANNER_TRANSITION_MS)
 * only with more than one banner, pauses while pointed at, focused or the tab
 * is hidden, and follows swipes. Reusable for any group: w_home on the home,
 * w_login in the login popup, w_event above a promotion.
 */
export const BannerCarousel = ({
  group,
  onGame,
  className,
  children,
}: {
  group: TBannerGroup;
  /** Starts a GAME-linked banner's game (the app composes the game-start rules). */
  onGame?: (nodeId: string) => void;
  className?: string;
  /** Drawn over the banners (e.g. a call to action). */
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const { data: banners = [], isPending } = useBanners(group);
  const count = banners.length;
  const looping = count > 1;
  // Track positions: with a loop the track is [last, ...banners, first], so position 1 is the first banner.
  const [pos, setPos] = useState(1);
  const [animate, setAnimate] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const visible = usePageVisible();
  const touchX = useRef<number | null>(null);
  const reduced = useReducedMotion();

  const active = looping ? (((pos - 1) % count) + count) % count : 0;
  const paused = hovered || focused || !visible;

  // A new list starts at its first banner.
  useEffect(() => {
    setAnimate(false);
    setPos(1);
  }, [count]);

  const go = useCallback(
    (next: number) => {
      if (!looping) return;
      setAnimate(!reduced);
      // Without animation there is no transitionend to wrap around clones: land on the real slide at once.
      setPos(reduced ? (((next - 1) % count) + count) % count + 1 : Math.max(0, Math.min(count + 1, next)));
    },
    [looping, count, reduced],
  );

  // Re-enable the slide animation one frame after a jump.
  useEffect(() => {
    if (animate) return;
    const id = requestAnimationFrame(() => requestAnimationFrame(() => setAnimate(true)));
    return () => cancelAnimationFrame(id);
  }, [animate]);

  useEffect(() => {
    if (!looping || paused) return;
    const id = window.setTimeout(() => go(pos + 1), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(id);
  }, [looping, paused, pos, go]);

  // On a clone at either end, jump (without animation) to the real slide it copies.
  const onClone = looping && (pos === 0 || pos === count + 1);
  const wrap = useCallback(() => {
    setAnimate(false);
    setPos((p) => (p === 0 ? count : p === count + 1 ? 1 : p));
  }, [count]);
  // transitionend does not fire when the slide is interrupted or the tab hidden: wrap anyway once it should be over.
  useEffect(() => {
    if (!onClone) return;
    const id = window.setTimeout(wrap, BANNER_TRANSITION_MS + 50);
    return () => window.clearTimeout(id);
  }, [onClone, wrap]);
  const onTransitionEnd = () => {
    if (onClone) wrap();
  };

  if (isPending) return <div className={`banner-carousel banner-carousel--loading ${className ?? ''}`} aria-hidden="true" />;
  if (count === 0) return children ? <div className={`banner-carousel banner-carousel--empty ${className ?? ''}`}>{children}</div> : null;

  const track: { banner: TBanner; clone: boolean; index: number }[] = looping
    ? [
        { banner: banners[count - 1] as TBanner, clone: true, index: count - 1 },
        ...banners.map((banner, index) => ({ banner, clone: false, index })),
        { banner: banners[0] as TBanner, clone: true, index: 0 },
      ]
    : banners.map((banner, index) => ({ banner, clone: false, index }));
  const offset = looping ? pos : 0;
  const style: CSSProperties = {
    transform: `translate3d(${-offset * 100}%, 0, 0)`,
    transition: animate && !reduced ? `transform ${BANNER_TRANSITION_MS}ms cubic-bezier(0.22, 0.61, 0.36, 1)` : 'none',
  };

  return (
    <section
      className={`banner-carousel ${className ?? ''}`}
      aria-roledescription={t('content.carousel')}
      aria-label={t('content.banners_label')}
      data-testid={`banner-carousel-${group}`}
      data-paused={paused ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        touchX.current = null;
        const end = e.changedTouches[0]?.clientX;
        if (start === null || end === undefined) return;
        if (end - start > SWIPE_PX) go(pos - 1);
        else if (start - end > SWIPE_PX) go(pos + 1);
      }}
    >
      <div className="banner-carousel__viewport">
        <div className="banner-carousel__track" style={style} onTransitionEnd={onTransitionEnd} aria-live={looping && !paused ? 'off' : 'polite'}>
          {track.map(({ banner, clone, index }, i) => {
            const current = !clone && index === active;
            return (
              <div
                key={clone ? `clone-${i}` : banner.id}
                className="banner-carousel__slide"
                role={clone ? undefined : 'group'}
                aria-roledescription={clone ? undefined : t('content.slide')}
                aria-label={clone ? undefined : t('content.slide_label', { n: index + 1, total: count, title: banner.title })}
                aria-hidden={current ? undefined : true}
                data-active={current ? 'true' : undefined}
              >
                <BannerSlide banner={banner} onGame={onGame} tabbable={current} first={!clone && index === 0} />
              </div>
            );
          })}
        </div>
      </div>
      {children && <div className="banner-carousel__overlay">{children}</div>}
      {looping && (
        <>
          <button type="button" className="banner-carousel__arrow banner-carousel__arrow--prev" aria-label={t('content.prev_banner')} onClick={() => go(pos - 1)}>
            <IconChevronLeft size={22} />
          </button>
          <button type="button" className="banner-carousel__arrow banner-carousel__arrow--next" aria-label={t('content.next_banner')} onClick={() => go(pos + 1)}>
            <IconChevronRight size={22} />
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="banner-carousel__dot"
                aria-label={t('content.go_to_banner', { n: index + 1 })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => go(index + 1)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
};
