import { getMemberInfo, logout } from '@wps/contracts/player';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { DialogHost } from '@/components/dialog-host';
import { FreePlayProvider } from '@/features/auth/components/free-play-button';
import { useInviteClick } from '@/features/agent/hooks/use-invite-click';
import { AuthReturnHandler } from '@/features/auth/components/oauth-return';
import { onSessionExpired } from '@/lib/session';
import { pageLoader, usePageLoader } from '@/lib/page-loader';
import { POPUP_ROUTES, popups } from '@/lib/popups';
import { ContractRequestsHost } from '../contract-requests-host';
import { LiveEventListener } from '../live-event-listener';
import { PopupHost } from '../popups/popup-host';


/** Wraps every route: after each navigation scroll to top and hide the loader (SPEC.md §2). */
export const RootLayout = () => {
  const { pathname, search } = useLocation();
  const loaderVisible = usePageLoader();
  const navigate = useNavigate();
  const previousPath = useRef(pathname);
  // A visit through an agent's invite link counts for the agent's statistics.
  useInviteClick(search);

  // A 401 for the held token (here or in another tab): back to the logged-out state. The login popup
  // comes back saying why when the password was changed or reset, or when the member was doing something here.
  useEffect(
    () =>
      onSessionExpired(({ path, reason }) => {
        const lower = window.location.pathname.toLowerCase();
        if (lower === '/member' || lower === '/agenthome' || lower.endsWith('lottery')) navigate('/');
        if (reason) popups.open('login', { sessionEnded: reason });
        else if (path !== null && path !== getMemberInfo.path && path !== logout.path) popups.open('login');
      }),
    [navigate],
  );

  useEffect(() => {
    window.scrollTo(0, 0);
    pageLoader.hide();
    // A popup opened by /login, /register or /help does not outlive leaving that route.
    const cameFromPopupRoute = POPUP_ROUTES.has(previousPath.current.toLowerCase());
    previousPath.current = pathname;
    if (cameFromPopupRoute && !POPUP_ROUTES.has(pathname.toLowerCase())) {
      const open = popups.get();
      if (open && (open.name === 'login' || open.name === 'register' || open.name === 'help')) popups.close();
    }
  }, [pathname, search]);

  return (
    <>
      <div className={`route-progress${loaderVisible ? ' route-progress--active' : ''}`} aria-hidden="true" data-testid="route-progress" />
      <Outlet />
      <PopupHost />
      <DialogHost />
      <AuthReturnHandler />
      <FreePlayProvider />
      <LiveEventListener />
      <ContractRequestsHost />
    </>
  );
};
