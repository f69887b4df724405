import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { getToken, sessionHandover } from '@/lib/session';

/**
 * SPEC.md §2 route guard: a route needing authentication sends a visitor
 * without a token to `to`. A new tab first gives the site's open tabs a
 * moment to hand their session over; until then the start-up loader shows.
 */
export const RequireToken = ({ to, children }: { to: '/login' | '/agent'; children: ReactNode }) => {
  const [settled, setSettled] = useState(() => getToken() !== null);
  useEffect(() => {
    if (settled) return;
    let live = true;
    void sessionHandover().then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [settled]);
  if (!settled) return <FullScreenLoader label="" />;
  return getToken() ? <>{children}</> : <Navigate to={to} replace />;
};
