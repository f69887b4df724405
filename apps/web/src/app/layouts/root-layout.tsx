import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { pageLoader, usePageLoader } from '@/lib/page-loader';
import { popups } from '@/lib/popups';
import { PopupHost } from '../popups/popup-host';

const POPUP_ROUTES = new Set(['/login', '/register', '/help']);

/** Wraps every route: after each navigation scroll to top and hide the loader (SPEC.md §2). */
export const RootLayout = () => {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const loaderVisible = usePageLoader();

  useEffect(() => {
    window.scrollTo(0, 0);
    pageLoader.hide();
    // A popup opened by /login, /register or /help does not outlive leaving that route.
    if (!POPUP_ROUTES.has(pathname.toLowerCase())) {
      const open = popups.get();
      if (open && (open.name === 'login' || open.name === 'register' || open.name === 'help')) popups.close();
    }
  }, [pathname, search]);

  const busy = navigation.state !== 'idle' || loaderVisible;
  return (
    <>
      <div className={`route-progress${busy ? ' route-progress--active' : ''}`} aria-hidden="true" data-testid="route-progress" />
      <Outlet />
      <PopupHost />
    </>
  );
};
