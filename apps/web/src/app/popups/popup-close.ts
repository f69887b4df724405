import { useLocation, useNavigate } from 'react-router';
import { POPUP_ROUTES, popups } from '@/lib/popups';

/** Closes the open popup; on a route that exists only for it (POPUP_ROUTES), goes back to home. */
export const usePopupClose = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    popups.close();
    if (POPUP_ROUTES.has(pathname.toLowerCase())) navigate('/', { replace: true });
  };
};
