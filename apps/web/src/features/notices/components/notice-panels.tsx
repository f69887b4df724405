import { ANNOUNCEMENTS_PER_PAGE, type TNotice, type TPopupExecution } from '@wps/contracts/player';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, EmptyState, Spinner } from '@wps/ui';
import { IconChevronDown, IconGift, IconMegaphone, IconPlay } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { RichContent } from '@/components/rich-content';
import { useBrand } from '@/lib/brand';
import { popups } from '@/lib/popups';
import { formatClock } from '@/lib/time';
import { useAnnouncements, useNotices } from '../api/notices';

/** A notice's start as YYYY-MM-DD in the brand's zone (SPEC.md §2 Notice popup). */
export const noticeDay = (notice: Pick<TNotice, 'startDateStr'>, offsetMinutes: number): string => {
  const ms = Number(notice.startDateStr);
  return Number.isFinite(ms) ? (formatClock(ms, offsetMinutes).split(' ')[0] ?? '') : '';
};

/** SPEC.md §2 Notice popup: an accordion of every live notice, opened at the index the marquee stored. */
export const NoticePanel = ({ initialIndex = 0 }: { initialIndex?: number }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const { data: notices, isPending, isError, error, refetch } = useNotices();
  const [open, setOpen] = useState<number | null>(initialIndex);
  const baseId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  // Bring the notice it opened at into view (the list can be long).
  useEffect(() => {
    if (!notices?.length) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-index="${initialIndex}"]`);
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [notices, initialIndex]);

  if (isPending) return <Spinner />;
  if (isError) return <LoadFailed title={t('notice.load_failed')} error={error} onRetry={() => void refetch()} />;
  if (notices.length === 0) return <EmptyState compact icon={<IconMegaphone size={28} />} title={t('notice.empty_title')} body={t('notice.empty_body')} />;

  return (
    <ol className="notice-accordion" ref={listRef} data-testid="notice-accordion">
      {notices.map((notice, index) => {
        const expanded = open === index;
        const head = `${baseId}-h${index}`;
        const body = `${baseId}-b${index}`;
        return (
          <li key={notice.id} className="notice-accordion__item" data-index={index} data-open={expanded ? 'true' : undefined}>
            <h3 className="notice-accordion__heading">
              <button
                type="button"
                id={head}
                className="notice-accordion__toggle"
                aria-expanded={expanded}
                aria-controls={body}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span className="notice-accordion__title">{notice.title}</span>
                <time className="notice-accordion__date" dateTime={noticeDay(notice, offset)}>
                  {noticeDay(notice, offset)}
                </time>
                <IconChevronDown size={18} className="notice-accordion__chevron" />
              </button>
            </h3>
            {expanded && (
              <div id={body} role="region" aria-labelledby={head} className="notice-accordion__body">
                <RichContent html={notice.content} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
};

/**
 * SPEC.md §2 Announcement popup: titles on the left, 6 per page with a pager
 * when there is more than one page; the chosen item's title and rich content
 * on the right, with a go-to-promotion button when it has a promotionType
 * (opens the member center's reward center and closes the popup).
 */
export const AnnouncementPanel = ({ execution }: { execution: TPopupExecution }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: items, isPending, isError, error, refetch } = useAnnouncements(execution);
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState(0);

  if (isPending) return <Spinner />;
  if (isError) return <LoadFailed title={t('announcement.load_failed')} error={error} onRetry={() => void refetch()} />;
  if (items.length === 0) return <EmptyState compact icon={<IconMegaphone size={28} />} title={t('announcement.empty_title')} body={t('announcement.empty_body')} />;

  const totalPages = Math.ceil(items.length / ANNOUNCEMENTS_PER_PAGE);
  const first = (pageNo - 1) * ANNOUNCEMENTS_PER_PAGE;
  const page = items.slice(first, first + ANNOUNCEMENTS_PER_PAGE);
  const current = items[selected] ?? items[0];

  const goToPromotion = () => {
    popups.close();
    navigate('/member?tab=rewardCenter');
  };

  return (
    <div className="announcement" data-testid="announcement-panel">
      <div className="announcement__side">
        <ul className="announcement__list" aria-label={t('announcement.list_label')}>
          {page.map((item, i) => {
            const index = first + i;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="announcement__title-btn"
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => setSelected(index)}
                  data-testid="announcement-title"
                >
                  {item.promotionType ? <IconGift size={16} /> : <IconMegaphone size={16} />}
                  <span>{item.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <Pager
          pageNo={pageNo}
          totalPages={totalPages}
          onChange={(next) => {
            setPageNo(next);
            setSelected((next - 1) * ANNOUNCEMENTS_PER_PAGE);
          }}
          labels={{
            navigation: t('announcement.pages'),
            previous: t('announcement.previous'),
            next: t('announcement.next'),
            status: t('announcement.page_status', { page: pageNo, total: totalPages }),
          }}
          testIdPrefix="announcement"
        />
      </div>
      {current && (
        <article className="announcement__detail" aria-live="polite">
          <h3 className="announcement__heading">{current.title}</h3>
          <RichContent html={current.content} className="announcement__content" />
          {current.promotionType && (
            <div className="announcement__actions">
              <Button variant="accent" icon={<IconGift size={18} />} onClick={goToPromotion} data-testid="announcement-promotion">
                {t('announcement.go_to_promotion')}
              </Button>
            </div>
          )}
        </article>
      )}
    </div>
  );
};

export const GamePanel = () => {
  const { t } = useTranslation();
  return <EmptyState compact icon={<IconPlay size={28} />} title={t('game_view.empty_title')} body={t('game_view.empty_body')} />;
};
