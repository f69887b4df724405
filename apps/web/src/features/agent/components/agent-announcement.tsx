import type { TNotice } from '@wps/contracts/player';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '@/components/icons';
import { RichContent } from '@/components/rich-content';
import { useBrand } from '@/lib/brand';
import { formatClock } from '@/lib/time';
import { useAgentNotices } from '../api/agent';
import { ListFrame } from './agent-ui';
import './agent.css';

const PAGE_SIZE = 10;

/** A notice's start as YYYY-MM-DD in the brand's zone (startDateStr is epoch ms as a string). */
const noticeDay = (notice: TNotice, offset: number): string => {
  const ms = Number(notice.startDateStr);
  return Number.isFinite(ms) ? (formatClock(ms, offset).split(' ')[0] ?? '') : '';
};

/**
 * agentAnnouncement (SPEC.md §2 agent menu): the brand's notices for agents,
 * newest first, as an accordion (title and date; the sanitized content
 * opens under it), paged.
 */
export const AgentAnnouncementScreen = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useAgentNotices({ pageNo, pageSize: PAGE_SIZE });
  const baseId = useId();
  // The newest notice opens by itself on the first page, until the agent toggles one.
  const [touched, setTouched] = useState(false);
  const first = query.data?.list[0]?.id ?? null;
  const openId = touched ? open : pageNo === 1 ? first : null;

  return (
    <div className="stack agent-notices" data-testid="agent-announcement">
      <ListFrame
        query={query}
        onPage={(n) => {
          setPageNo(n);
          setTouched(true);
          setOpen(null);
        }}
        empty={{ title: t('agent_center.notices_empty_title'), body: t('agent_center.notices_empty_body') }}
      >
        {(data) => (
          <ol className="notice-accordion" data-testid="agent-notice-list">
            {data.list.map((notice) => {
              const expanded = openId === notice.id;
              const head = `${baseId}-h${notice.id}`;
              const body = `${baseId}-b${notice.id}`;
              return (
                <li key={notice.id} className="notice-accordion__item" data-open={expanded ? 'true' : undefined} data-testid={`agent-notice-${notice.id}`}>
                  <h2 className="notice-accordion__heading">
                    <button
                      type="button"
                      id={head}
                      className="notice-accordion__toggle"
                      aria-expanded={expanded}
                      aria-controls={body}
                      onClick={() => {
                        setTouched(true);
                        setOpen(expanded ? null : notice.id);
                      }}
                    >
                      <span className="notice-accordion__title">{notice.title}</span>
                      <time className="notice-accordion__date" dateTime={noticeDay(notice, offset)}>
                        {noticeDay(notice, offset)}
                      </time>
                      <IconChevronDown size={18} className="notice-accordion__chevron" />
                    </button>
                  </h2>
                  {expanded && (
                    <div id={body} role="region" aria-labelledby={head} className="notice-accordion__body">
                      <RichContent html={notice.content} />
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </ListFrame>
    </div>
  );
};
