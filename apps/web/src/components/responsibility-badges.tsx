import { useTranslation } from 'react-i18next';

/**
 * Responsible-gaming marks: SVG emblems with translated captions (no
 * third-party images). No licence or certification mark is shown that the
 * brand does not hold.
 */
export const ResponsibilityBadges = () => {
  const { t } = useTranslation();
  return (
    <ul className="responsibility-badges">
      <li className="rg-badge rg-badge--round" title={t('footer.badge_adults')}>
        <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
          <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="3" />
          <text x="20" y="25" textAnchor="middle" fontSize="13" fontWeight="800" fill="currentColor">
            18+
          </text>
        </svg>
        <span className="visually-hidden">{t('footer.badge_adults')}</span>
      </li>
      <li className="rg-badge">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{t('footer.badge_responsible')}</span>
      </li>
    </ul>
  );
};
