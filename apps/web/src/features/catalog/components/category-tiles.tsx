import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@wps/ui';
import { useGameVendors } from '../api/get-game-vendors';
import { categoryLabelKey, pathOfCategory } from '../utils/categories';
import { CategoryIcon } from './category-icon';

/** Home: one tile per category lane, with its real vendor count. */
export const CategoryTiles = () => {
  const { t } = useTranslation();
  const { data: lanes, isPending, isError } = useGameVendors();
  if (isPending) return <Spinner label={t('common.loading')} />;
  if (isError || !lanes || lanes.length === 0) return <p className="muted">{t('catalog.no_categories')}</p>;
  return (
    <ul className="category-tiles">
      {lanes.map((lane) => (
        <li key={lane.gameCategory}>
          <Link to={pathOfCategory(lane.gameCategory)} className={`category-tile category-tile--${lane.gameCategory.toLowerCase()}`}>
            <span className="category-tile__icon">
              <CategoryIcon category={lane.gameCategory} size={30} />
            </span>
            <span className="category-tile__name">{t(categoryLabelKey(lane.gameCategory))}</span>
            <span className="category-tile__meta">{t('catalog.vendor_count', { count: lane.vendors.length })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
