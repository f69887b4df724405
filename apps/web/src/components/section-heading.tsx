import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronRight } from './icons';

/** SPEC.md §2 Home: a small heading with an icon, optional text and a "more" action (more_button). */
export const SectionHeading = ({
  icon,
  title,
  text,
  onMore,
  id,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  onMore?: () => void;
  id?: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className="section-heading">
      <span className="section-heading__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="section-heading__text">
        <h2 id={id}>{title}</h2>
        {text && <p>{text}</p>}
      </div>
      {onMore && (
        <button type="button" className="section-heading__more" onClick={onMore}>
          {t('more_button')}
          <IconChevronRight size={16} />
        </button>
      )}
    </div>
  );
};
