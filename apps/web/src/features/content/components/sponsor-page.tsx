import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { IconTrophy } from '@/components/icons';

/** Sponsorships (lazy screen). */
const SponsorPage = () => {
  const { t } = useTranslation();
  return (
    <div className="sponsor-page">
      <header className="page-hero">
        <span className="page-hero__icon">
          <IconTrophy size={34} />
        </span>
        <div>
          <h1 className="page-hero__title">{t('sponsor.title')}</h1>
          <p className="page-hero__text">{t('sponsor.subtitle')}</p>
        </div>
      </header>
      <EmptyState icon={<IconTrophy size={32} />} title={t('sponsor.empty_title')} body={t('sponsor.empty_body')} />
    </div>
  );
};

export default SponsorPage;
