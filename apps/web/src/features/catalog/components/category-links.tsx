import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useGameVendors } from '../api/get-game-vendors';
import { categoryLabelKey, pathOfCategory } from '../utils/categories';
import { CategoryIcon } from './category-icon';

/** Category links for the side menu and footer, in navigation order. */
export const CategoryLinks = ({ className, onNavigate }: { className?: string; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const { data: lanes = [] } = useGameVendors();
  return (
    <>
      {lanes.map((lane) => (
        <li key={lane.gameCategory}>
          <NavLink to={pathOfCategory(lane.gameCategory)} className={className} onClick={onNavigate}>
            <CategoryIcon category={lane.gameCategory} />
            <span className="nav-label">{t(categoryLabelKey(lane.gameCategory))}</span>
          </NavLink>
        </li>
      ))}
    </>
  );
};
