import { HOME_HELP_TOPICS } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevronRight, IconHelp } from '@/components/icons';
import { useHelpCenter } from '../api/get-help-center';

const excerpt = (html: string, max = 120) => {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}…` : clean;
};

/** Home: the first four help topics (SPEC.md §9 Home help topics 4). */
export const HelpTopicCards = () => {
  const { t } = useTranslation();
  const { data: topics } = useHelpCenter();
  if (!topics || topics.length === 0) return <p className="muted">{t('help.empty_body')}</p>;
  return (
    <ul className="help-cards">
      {topics.slice(0, HOME_HELP_TOPICS).map((topic) => (
        <li key={topic.id}>
          <Link to={`/help#${topic.anchor}`} className="help-card">
            <span className="help-card__icon" aria-hidden="true">
              <IconHelp size={22} />
            </span>
            <span className="help-card__title">{topic.title}</span>
            <span className="help-card__text">{excerpt(topic.content)}</span>
            <span className="help-card__more">
              {t('help.read')} <IconChevronRight size={14} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
};

/** Footer: every help topic as a link to its /help anchor. */
export const HelpLinks = () => {
  const { data: topics = [] } = useHelpCenter();
  return (
    <>
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link to={`/help#${topic.anchor}`}>{topic.title}</Link>
        </li>
      ))}
    </>
  );
};
