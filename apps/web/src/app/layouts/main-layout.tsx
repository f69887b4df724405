import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { RightSidebar } from '@/features/customer-service/components/right-sidebar';
import { AnnouncementTrigger } from '@/features/notices/components/announcement-trigger';
import { storage, StorageKey } from '@/lib/storage';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';

/** What a route declares of itself (its `handle` in the route table). */
export type RouteHandle = {
  /** The page has no footer (the vendor game lists, SPEC.md §2). */
  hideFooter?: boolean;
  /** For members only: the page's guard needs the tab's session, so the server never renders it. */
  guarded?: boolean;
};

/**
 * The player shell: named areas side menu, header, main content and footer,
 * plus the right side bar. `footerless` tells the pages without a footer.
 */
export const MainLayout = ({ footerless }: { footerless: (pathname: string) => boolean }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hideFooter = footerless(pathname);
  const [collapsed, setCollapsed] = useState(() => storage.get('local', StorageKey.sideMenuCollapsed) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useEffect(() => setDrawerOpen(false), [pathname]);

  const toggleCollapsed = () =>
    setCollapsed((c) => {
      storage.set('local', StorageKey.sideMenuCollapsed, c ? '0' : '1');
      return !c;
    });

  return (
    <div className={`shell${collapsed ? ' shell--collapsed' : ''}`}>
      <a className="skip-link" href="#main-content">
        {t('nav.skip')}
      </a>
      <AppHeader onOpenMenu={() => setDrawerOpen(true)} menuOpen={drawerOpen} />
      {/* Each boundary of a page the server rendered hydrates in slices after the header (decision record 008). */}
      <Suspense fallback={null}>
        <SideMenu collapsed={collapsed} onToggleCollapsed={toggleCollapsed} drawerOpen={drawerOpen} onCloseDrawer={closeDrawer} />
      </Suspense>
      <main id="main-content" className="shell__main" data-testid="main-content" tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        {!hideFooter && <AppFooter />}
        <RightSidebar />
        <AnnouncementTrigger />
      </Suspense>
    </div>
  );
};
