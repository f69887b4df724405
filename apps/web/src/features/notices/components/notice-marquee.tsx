import type { TNotice } from '@wps/contracts/player';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMegaphone } from '@/components/icons';
import { popups } from '@/lib/popups';
import { useNotices } from '../api/notices';

/** Scroll speed of the marquee: characters per second, so a long list does not race past. */
const CHARS_PER_SECOND = 9;
const MIN_SECONDS = 18;

const Titles = ({ notices, hidden }: { notices: TNotice[]; hidden?: boolean }) => (
  <ul className="notice-marquee__list" aria-hidden={hidden || undefined}>
    {notices.map((notice, index) => (
      <li key={notice.id}>
        <button
          type="button"
          className="notice-marquee__item"
          tabIndex={hidden ? -1 : undefined}
          // SPEC.md §2 Home: clicking a title stores its index and opens the notice popup at it.
          onClick={() => popups.open('notice', { index })}
        >
          <span className="notice-marquee__type" data-type={notice.type} aria-hidden="true" />
          {notice.title}
        </button>
      </li>
    ))}
  </ul>
);

/**
 * The home's notice marquee (SPEC.md §2 Home): every live notice by title,
 * scrolling; pointing at it (or focusing a title) pauses, leaving resumes.
 */
export const NoticeMarquee = () => {
  const { t } = useTranslation();
  const { data: notices = [], isPending } = useNotices();
  const [paused, setPaused] = useState(false);
  // Its place is kept while the notices load, so the page below does not move when they come.
  if (isPending) return <div className="notice-marquee notice-marquee--loading" aria-hidden="true" />;
  if (notices.length === 0) return null;
  const chars = notices.reduce((n, item) => n + item.title.length + 6, 0);
  const style = { '--marquee-duration': `${Math.max(MIN_SECONDS, Math.round(chars / CHARS_PER_SECOND))}s` } as CSSProperties;
  return (
    <section className="notice-marquee" aria-label={t('notice.marquee_label')} data-testid="notice-marquee">
      <span className="notice-marquee__icon" aria-hidden="true">
        <IconMegaphone size={18} />
      </span>
      <div
        className="notice-marquee__viewport"
        data-paused={paused ? 'true' : 'false'}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <div className="notice-marquee__track" style={style}>
          <Titles notices={notices} />
          <Titles notices={notices} hidden />
        </div>
      </div>
      <button type="button" className="notice-marquee__all" onClick={() => popups.open('notice', { index: 0 })}>
        {t('notice.view_all')}
      </button>
    </section>
  );
};
