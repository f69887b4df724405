import { HEADER_DROPDOWN_VENDORS } from '@wps/contracts/player';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { IconChevronRight, IconDownload, IconGift } from '@/components/icons';
import { initials, RemoteImage } from '@/components/remote-image';
import { useBrand } from '@/lib/brand';
import { useGameVendors } from '../api/get-game-vendors';
import { useGameStart } from '../hooks/use-game-start';
import { categoryLabelKey, pathOfCategory } from '../utils/categories';
import { dropdownShift } from '../utils/dropdown-shift';
import { vendorPage } from '../utils/game-start';
import { vendorStartTarget } from '../utils/start-target';
import { CategoryIcon } from './category-icon';

/** Places an item's drop-down before it shows (on hover or keyboard focus), measured against the window it opens in. */
const placeDropdown = (e: SyntheticEvent<HTMLLIElement>) => {
  const item = e.currentTarget;
  const panel = item.querySelector<HTMLElement>('.category-nav__dropdown');
  // Narrow screens hide the drop-downs (display: none): nothing to place.
  if (!panel || panel.offsetWidth === 0) return;
  const viewport = document.documentElement.clientWidth || window.innerWidth;
  panel.style.setProperty('--dropdown-shift', `${dropdownShift(item.getBoundingClientRect().left, panel.offsetWidth, viewport)}px`);
};

/**
 * The header's game-category nav (SPEC.md §2 Header): one item per category
 * with vendors, a drop-down of at most 11 vendors and a more-games link;
 * Promotions and Download are always appended.
 */
export const CategoryNav = () => {
  const { t } = useTranslation();
  const { cdn, hasApps } = useBrand();
  const { data: lanes = [] } = useGameVendors();
  const start = useGameStart();

  return (
    <nav className="category-nav" aria-label={t('nav.games')} data-testid="category-nav">
      <ul className="category-nav__list">
        {lanes.map((lane) => {
          const path = pathOfCategory(lane.gameCategory);
          const label = t(categoryLabelKey(lane.gameCategory));
          const shown = lane.vendors.slice(0, HEADER_DROPDOWN_VENDORS);
          return (
            <li key={lane.gameCategory} className="category-nav__item" data-category={lane.gameCategory} onPointerEnter={placeDropdown} onFocus={placeDropdown}>
              <NavLink to={path} className="category-nav__link">
                <CategoryIcon category={lane.gameCategory} size={18} />
                <span>{label}</span>
              </NavLink>
              <div className="category-nav__dropdown" role="group" aria-label={t('nav.vendors_of', { category: label })}>
                <ul className="category-nav__vendors">
                  {shown.map((v) => {
                    // SPEC.md §4: a vendor browses to its page, or (ESPORTS, COCKFIGHT, maintenance) starts directly.
                    const target = vendorStartTarget(v);
                    const page = target.maintenance ? null : vendorPage(target);
                    const chip = (
                      <>
                        <RemoteImage
                          className="vendor-chip__icon"
                          src={v.iconUrl ? cdn(v.iconUrl) : null}
                          alt=""
                          fallback={initials(v.displayName)}
                          width={40}
                          height={40}
                        />
                        <span className="vendor-chip__name">{v.displayName}</span>
                        {v.status === 'MAINTENANCE' && <span className="badge badge--warn">{t('vendor.maintenance')}</span>}
                      </>
                    );
                    return (
                      <li key={v.vassalage}>
                        {page ? (
                          <NavLink to={page} className="vendor-chip">
                            {chip}
                          </NavLink>
                        ) : (
                          <button type="button" className="vendor-chip" onClick={() => void start(target)}>
                            {chip}
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <NavLink to={path} className="category-nav__more">
                  {t('nav.more_games')}
                  <IconChevronRight size={16} />
                </NavLink>
              </div>
            </li>
          );
        })}
        <li className="category-nav__item">
          <NavLink to="/promotions" className="category-nav__link">
            <IconGift size={18} />
            <span>{t('nav.promotions')}</span>
          </NavLink>
        </li>
        {hasApps && (
          <li className="category-nav__item">
            <NavLink to="/down" className="category-nav__link">
              <IconDownload size={18} />
              <span>{t('nav.download')}</span>
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
};
