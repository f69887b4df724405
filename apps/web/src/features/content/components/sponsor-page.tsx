import { PageHero } from '@/components/page-hero';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@wps/ui';
import { IconTrophy } from '@/components/icons';

/** Sponsorships (lazy screen). */
const SponsorPage = () => {
  const { t } = useTranslation();
  return (
    <div className="sponsor-page">
      <PageHero variant="sponsor" icon={<IconTrophy size={34} />} title={t('sponsor.title')} text={t('sponsor.subtitle')} />
      <EmptyState icon={<IconTrophy size={32} />} title={t('sponsor.empty_title')} body={t('sponsor.empty_body')} />
    </div>
  );
};

export default SponsorPage;
