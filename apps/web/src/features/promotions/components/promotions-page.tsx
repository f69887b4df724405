import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { IconGift } from '@/components/icons';

/** Promotions (lazy screen). The promotion list arrives with the promotions calls. */
const PromotionsPage = () => {
  const { t } = useTranslation();
  const filters = [t('promotions.filter_all'), t('promotions.filter_new_member'), t('promotions.filter_daily'), t('promotions.filter_vip')];
  return (
    <div className="promotions-page">
      <header className="page-hero page-hero--promotions">
        <span className="page-hero__icon">
          <IconGift size={34} />
        </span>
        <div>
          <h1 className="page-hero__title">{t('promotions.title')}</h1>
          <p className="page-hero__text">{t('promotions.subtitle')}</p>
        </div>
      </header>
      <div className="chip-row" role="group" aria-label={t('promotions.filters')}>
        {filters.map((label, i) => (
          <button key={label} type="button" className="chip" aria-pressed={i === 0} disabled={i !== 0}>
            {label}
          </button>
        ))}
      </div>
      <EmptyState icon={<IconGift size={32} />} title={t('promotions.empty_title')} body={t('promotions.empty_body')} />
    </div>
  );
};

export default PromotionsPage;
