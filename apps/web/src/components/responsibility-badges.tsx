import { useTranslation } from 'react-i18next';

/** Responsible-gaming and licence marks: SVG emblems with translated captions (no third-party images). */
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
      <li className="rg-badge">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 2.5l8 3v6.5c0 5-3.5 8.5-8 9.5-4.5-1-8-4.5-8-9.5V5.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M8.5 12l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{t('footer.badge_licensed')}</span>
      </li>
      <li className="rg-badge">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v5l3.5 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('footer.badge_fair')}</span>
      </li>
    </ul>
  );
};
