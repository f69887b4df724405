import { PageHero } from '@/components/page-hero';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@wps/ui';
import { IconStar } from '@/components/icons';

/** Points mall (lazy screen): rewards, redeem history, point details and rules. */
const PointMallPage = () => {
  const { t } = useTranslation();
  const tabs = [t('points.tab_rewards'), t('points.tab_history'), t('points.tab_details'), t('points.tab_rules')];
  return (
    <div className="point-mall-page">
      <PageHero variant="points" icon={<IconStar size={34} />} title={t('points.title')} text={t('points.subtitle')} />
      <div className="chip-row" role="group" aria-label={t('points.title')}>
        {tabs.map((label, i) => (
          <button key={label} type="button" className="chip" aria-pressed={i === 0} disabled={i !== 0}>
            {label}
          </button>
        ))}
      </div>
      <EmptyState icon={<IconStar size={32} />} title={t('points.empty_title')} body={t('points.empty_body')} />
    </div>
  );
};

export default PointMallPage;
