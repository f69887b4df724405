import { PageHero } from '@/components/page-hero';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@wps/ui';
import { IconGift } from '@/components/icons';

/** Promotions (lazy screen). The promotion list arrives with the promotions calls. */
const PromotionsPage = () => {
  const { t } = useTranslation();
  return (
    <div className="promotions-page">
      <PageHero variant="promotions" icon={<IconGift size={34} />} title={t('promotions.title')} text={t('promotions.subtitle')} />
      <EmptyState icon={<IconGift size={32} />} title={t('promotions.empty_title')} body={t('promotions.empty_body')} />
    </div>
  );
};

export default PromotionsPage;
