import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { IconChevronLeft, IconClose, IconDownload, IconGift, IconHelp, IconHome, IconStar, IconTrophy } from '@/components/icons';
import { CategoryLinks } from '@/features/catalog/components/category-links';
import { IconEnvelope, IconWheel } from '@/features/lucky/components/lucky-icons';
import { LanguageSelector } from '@/features/preferences/components/language-selector';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { useBrand } from '@/lib/brand';

/**
 * The side menu: a collapsible rail on desktop, a drawer on phones (opened
 * by the header's hamburger, closed by ✕, Escape, the backdrop or a link).
 */
export const SideMenu = ({
  collapsed,
  onToggleCollapsed,
  drawerOpen,
  onCloseDrawer,
}: {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
}) => {
  const { t } = useTranslation();
  const { hasApps } = useBrand();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCloseDrawer();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, onCloseDrawer]);

  const link = 'side-menu__link';
  return (
    <>
      {drawerOpen && <div className="side-menu__backdrop" onClick={onCloseDrawer} aria-hidden="true" />}
      <aside
        id="side-menu"
        className={`side-menu${collapsed ? ' side-menu--collapsed' : ''}${drawerOpen ? ' side-menu--open' : ''}`}
        data-testid="side-menu"
        aria-label={t('nav.side_menu')}
      >
        <div className="side-menu__top">
          <button ref={closeRef} type="button" className="icon-button side-menu__close" onClick={onCloseDrawer} aria-label={t('nav.close_menu')}>
            <IconClose size={20} />
          </button>
          <button
            type="button"
            className="icon-button side-menu__collapse"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? t('nav.expand_menu') : t('nav.collapse_menu')}
            aria-expanded={!collapsed}
            data-testid="side-menu-collapse"
          >
            <IconChevronLeft size={18} />
          </button>
        </div>
        <nav aria-label={t('nav.main')}>
          <ul className="side-menu__list">
            <li>
              <NavLink to="/" end className={link} onClick={onCloseDrawer}>
                <IconHome />
                <span className="nav-label">{t('nav.home')}</span>
              </NavLink>
            </li>
          </ul>
          <p className="side-menu__heading nav-label">{t('nav.games')}</p>
          <ul className="side-menu__list">
            <CategoryLinks className={link} onNavigate={onCloseDrawer} />
          </ul>
          <p className="side-menu__heading nav-label">{t('nav.more')}</p>
          <ul className="side-menu__list">
            <li>
              <NavLink to="/promotions" className={link} onClick={onCloseDrawer}>
                <IconGift />
                <span className="nav-label">{t('nav.promotions')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink to="/vip" className={link} onClick={onCloseDrawer}>
                <IconTrophy />
                <span className="nav-label">{t('nav.vip')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink to="/pointMall" className={link} onClick={onCloseDrawer}>
                <IconStar />
                <span className="nav-label">{t('nav.point_mall')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink to="/redEnvelope" className={link} onClick={onCloseDrawer}>
                <IconEnvelope />
                <span className="nav-label">{t('nav.red_envelope')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink to="/wheel" end className={link} onClick={onCloseDrawer}>
                <IconWheel />
                <span className="nav-label">{t('nav.prize_wheel')}</span>
              </NavLink>
            </li>
            {hasApps && (
              <li>
                <NavLink to="/down" className={link} onClick={onCloseDrawer}>
                  <IconDownload />
                  <span className="nav-label">{t('nav.download')}</span>
                </NavLink>
              </li>
            )}
            <li>
              <NavLink to="/help" className={link} onClick={onCloseDrawer}>
                <IconHelp />
                <span className="nav-label">{t('nav.help')}</span>
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="side-menu__prefs">
          <LanguageSelector testId="side-language-selector" />
          <ThemeToggle testId="side-theme-toggle" withLabel />
        </div>
      </aside>
    </>
  );
};
