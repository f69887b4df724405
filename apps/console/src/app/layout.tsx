import { PLATFORM_ROLE, isBuiltinStaffRole } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Icon } from '@/components/icon';
import { LanguageSwitch } from '@/components/language-switch';
import { ThemeToggle } from '@/components/theme-toggle';
import { useStaff, type ConsoleStaff } from '@/lib/staff';
import { NAV, visibleNav, type NavItem } from './nav';
import { SCREENS, screenPaths } from './screens';

export type ConsoleLayoutProps = {
  /** Shows the log-out button; the app ends the session (DELETE /wps/staff/session) and goes to /login. */
  onLogout?: () => void;
  /** The sidebar's items (default NAV). */
  nav?: readonly NavItem[];
  /** The paths that have a screen (default: SCREENS'). */
  routes?: ReadonlySet<string>;
};

const DRAWER_ID = 'console-nav';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

const StaffBadge = ({ staff }: { staff: ConsoleStaff }) => {
  const { t } = useTranslation();
  // A built-in role is named in the staff member's language; a brand's custom role as its admin wrote it.
  const role = isBuiltinStaffRole(staff.role) || staff.role === PLATFORM_ROLE ? t(`role.${staff.role}`) : (staff.roleName ?? staff.role);
  return (
    <div className="topbar__staff">
      <span className="avatar" aria-hidden="true">
        {initials(staff.displayName)}
      </span>
      <span className="topbar__staff-text">
        <span className="topbar__staff-name">{staff.displayName}</span>
        <span className="topbar__staff-role">{role}</span>
      </span>
    </div>
  );
};

/**
 * The back-office shell: the sidebar of sections (a drawer behind the menu
 * button below 900 px), the top bar with the staff member, language, theme
 * and log out, and the screen.
 */
export const ConsoleLayout = ({ onLogout, nav = NAV, routes = screenPaths(SCREENS) }: ConsoleLayoutProps) => {
  const { t } = useTranslation();
  const staff = useStaff();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const blocks = visibleNav(nav, routes, staff);

  // The open drawer takes focus and gives it back to the menu button when Escape closes it.
  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skip_to_content')}
      </a>
      <aside ref={drawer} id={DRAWER_ID} className="sidebar" data-open={open || undefined} aria-label={t('nav.label')}>
        <div className="sidebar__brand">
          <span className="sidebar__mark" aria-hidden="true">
            <Icon name="shield" size={16} />
          </span>
          <span className="sidebar__name">{t('app.name')}</span>
          <button type="button" className="icon-button sidebar__close" aria-label={t('shell.close_menu')} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <nav className="sidebar__nav">
          {blocks.length === 0 && <p className="sidebar__empty">{t('nav.empty')}</p>}
          {blocks.map((block) => (
            <div key={block.group ?? `top-${block.items[0]!.to}`} className="nav-block">
              {block.labelKey && <p className="nav-block__heading">{t(block.labelKey)}</p>}
              <ul className="nav-block__list">
                {block.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === '/'} className="nav-link" onClick={close}>
                      <Icon name={item.icon} />
                      <span>{t(item.labelKey)}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      {open && <div className="drawer-backdrop" onClick={close} aria-hidden="true" />}
      <div className="shell__body">
        <header className="topbar">
          <button
            ref={menuButton}
            type="button"
            className="icon-button topbar__menu"
            aria-label={t('shell.open_menu')}
            aria-expanded={open}
            aria-controls={DRAWER_ID}
            onClick={() => setOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <span className="topbar__title">{t('app.name')}</span>
          {staff?.brand && (
            <span className="topbar__brand" title={staff.brand.code}>
              {staff.brand.name}
            </span>
          )}
          <div className="topbar__tools">
            <LanguageSwitch />
            <ThemeToggle />
            {staff && <StaffBadge staff={staff} />}
            {onLogout && (
              <Button variant="ghost" size="sm" icon={<Icon name="logout" size={16} />} onClick={onLogout} className="topbar__logout" aria-label={t('shell.logout')}>
                {t('shell.logout')}
              </Button>
            )}
          </div>
        </header>
        <main id="main" className="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
};
