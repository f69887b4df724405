import { useLocation, useNavigate } from 'react-router';
import { popups } from '@/lib/popups';

/** Routes that exist only to open a popup over home; closing it returns to home. */
const POPUP_ROUTES = new Set(['/login', '/register', '/help']);

/** Closes the open popup; on a route that exists only for it, goes back to home. */
export const usePopupClose = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    popups.close();
    if (POPUP_ROUTES.has(pathname.toLowerCase())) navigate('/', { replace: true });
  };
};
