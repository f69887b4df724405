import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconAlert, IconHelp } from '@/components/icons';
import { sanitizeHtml } from '@/lib/sanitize';
import { useHelpCenter } from '../api/get-help-center';

/**
 * The help center shown in its modal (SPEC.md §2 /help): a topic list and the
 * selected topic's content, opened at the topic whose anchor is in the URL.
 */
export const HelpCenter = ({ anchor, onAnchorChange }: { anchor?: string; onAnchorChange?: (anchor: string) => void }) => {
  const { t } = useTranslation();
  const { data: topics, isPending, isError, refetch } = useHelpCenter();
  const [active, setActive] = useState<string | undefined>(anchor);

  useEffect(() => setActive(anchor), [anchor]);

  const current = topics?.find((x) => x.anchor === active) ?? topics?.[0];
  const html = useMemo(() => (current ? sanitizeHtml(current.content) : ''), [current]);

  if (isPending) return <Spinner label={t('common.loading')} />;
  if (isError)
    return (
      <EmptyState
        compact
        icon={<IconAlert size={28} />}
        title={t('help.load_failed')}
        body={t('error.network_error')}
        actions={
          <button type="button" className="btn btn--outline btn--md" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  if (!topics || topics.length === 0 || !current)
    return <EmptyState compact icon={<IconHelp size={28} />} title={t('help.empty_title')} body={t('help.empty_body')} />;

  return (
    <div className="help-center">
      <nav className="help-center__nav" aria-label={t('help.topics')}>
        <ul>
          {topics.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                className="help-center__topic"
                aria-current={topic.anchor === current.anchor ? 'true' : undefined}
                onClick={() => {
                  setActive(topic.anchor);
                  onAnchorChange?.(topic.anchor);
                }}
              >
                {topic.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article className="help-center__content" id={current.anchor} aria-live="polite">
        <h3>{current.title}</h3>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
};
