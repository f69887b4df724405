import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { Page } from '@/components/page';
import { RequireToken } from './guards';
import { AgentLayout } from './layouts/agent-layout';
import { MainLayout, type RouteHandle } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { CategoryRoute } from './routes/category';
import { GameListRoute } from './routes/game-list';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import {
  DescriptionRoute,
  DownloadRoute,
  MemberRoute,
  PointMallRoute,
  PromotionsRoute,
  SeamlessRoute,
  SponsorRoute,
} from './routes/other-pages';
import { RouteErrorBoundary } from './routes/route-error';
import { AgentHomeRoute, AgentLoginRoute, LotteryRoute, OutboxRoute, PrizeWheel, ProvablyFair, RedEnvelope, Vip, WheelVerify } from './lazy-screens';

const hideFooter: RouteHandle = { hideFooter: true };
/** A route for members only: never rendered on the server (its guard needs the tab's session). */
const guarded: RouteHandle = { guarded: true };
const member = (element: ReactNode) => <RequireToken to="/login">{element}</RequireToken>;

/** The VIP ladder and the member's progress (issue 15): open to visitors, who see the ladder and a login button. */
const VipRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="vip" title={t('title.vip')}>
      <Vip />
    </Page>
  );
};

/**
 * Every route of SPEC.md §2 (history mode), declared once for the browser's
 * router and the server's static one. Paths match case-insensitively, so
 * /vnlottery works too.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MainLayout footerless={(pathname) => routeHandles(pathname).some((h) => h.hideFooter)} />,
        children: [
          { path: '/', element: <HomeRoute /> },
          { path: '/index', element: <HomeRoute /> },
          { path: '/index.html', element: <HomeRoute /> },
          { path: '/home', element: <HomeRoute /> },
          { path: '/login', element: <HomeRoute popup="login" /> },
          { path: '/register', element: <HomeRoute popup="register" /> },
          { path: '/help', element: <HomeRoute popup="help" /> },
          { path: '/member', handle: guarded, element: member(<MemberRoute />) },
          { path: '/down', element: <DownloadRoute /> },
          { path: '/sports', element: <CategoryRoute category="SPORTS" name="sports" /> },
          { path: '/esports', element: <CategoryRoute category="ESPORTS" name="esports" /> },
          { path: '/fish', element: <CategoryRoute category="FISH" name="fish" /> },
          { path: '/live', element: <CategoryRoute category="LIVE" name="live" /> },
          { path: '/pvp', element: <CategoryRoute category="PVP" name="pvp" /> },
          { path: '/lott', element: <CategoryRoute category="LOTT" name="lott" /> },
          { path: '/elott', element: <CategoryRoute category="ELOTT" name="elott" /> },
          { path: '/cockfight', element: <CategoryRoute category="COCKFIGHT" name="cockfight" /> },
          { path: '/rng', handle: hideFooter, element: <GameListRoute lane="RNG" /> },
          { path: '/jili', handle: hideFooter, element: <GameListRoute lane="JL" /> },
          { path: '/lottery', handle: guarded, element: member(<LotteryRoute kind="lottery" />) },
          { path: '/seaLottery', handle: guarded, element: member(<LotteryRoute kind="seaLottery" />) },
          { path: '/vnLottery', handle: guarded, element: member(<LotteryRoute kind="vnLottery" />) },
          { path: '/promotions', element: <PromotionsRoute /> },
          { path: '/pointMall', element: <PointMallRoute /> },
          { path: '/redEnvelope', handle: guarded, element: member(<RedEnvelope />) },
          { path: '/wheel', handle: guarded, element: member(<PrizeWheel />) },
          // Open to everyone, like /provably-fair: anyone checks a spin of the prize wheel.
          { path: '/wheel/verify', element: <WheelVerify /> },
          { path: '/vip', element: <VipRoute /> },
          { path: '/seamless', element: <SeamlessRoute /> },
          { path: '/sponsor', element: <SponsorRoute /> },
          { path: '/description', element: <DescriptionRoute /> },
          // Open to everyone: a player checks a round of the studio's originals without logging in.
          { path: '/provably-fair', element: <ProvablyFair /> },
          { path: '/dev/outbox', element: <OutboxRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        element: <AgentLayout />,
        children: [
          { path: '/agent', element: <AgentLoginRoute /> },
          {
            path: '/agentHome',
            handle: guarded,
            element: (
              <RequireToken to="/agent">
                <AgentHomeRoute />
              </RequireToken>
            ),
          },
        ],
      },
    ],
  },
];

/** What the routes matching a path declare of themselves. */
export const routeHandles = (pathname: string): RouteHandle[] =>
  (matchRoutes(routes, pathname) ?? []).map((m) => (m.route.handle as RouteHandle | undefined) ?? {});

/** The page of the current address (inside a BrowserRouter, or the server's StaticRouter). */
export const AppRoutes = () => <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
