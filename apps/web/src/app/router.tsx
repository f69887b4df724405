import { FullScreenLoader } from '@/components/full-screen-loader';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { requireAgent, requireToken } from './guards';
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
import { RouteError } from './routes/route-error';
import { AgentHomeRoute, AgentLoginRoute, LotteryRoute, OutboxRoute, ProvablyFair } from './lazy-screens';

const hideFooter: RouteHandle = { hideFooter: true };

/** Every route of SPEC.md §2 (history mode). Paths match case-insensitively, so /vnlottery works too. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Guards run as loaders; until the first one settles the start-up loader stays up.
    hydrateFallbackElement: <FullScreenLoader label="" />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { path: '/', element: <HomeRoute /> },
          { path: '/index', element: <HomeRoute /> },
          { path: '/index.html', element: <HomeRoute /> },
          { path: '/home', element: <HomeRoute /> },
          { path: '/login', element: <HomeRoute popup="login" /> },
          { path: '/register', element: <HomeRoute popup="register" /> },
          { path: '/help', element: <HomeRoute popup="help" /> },
          { path: '/member', loader: requireToken, element: <MemberRoute /> },
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
          { path: '/lottery', loader: requireToken, element: <LotteryRoute kind="lottery" /> },
          { path: '/seaLottery', loader: requireToken, element: <LotteryRoute kind="seaLottery" /> },
          { path: '/vnLottery', loader: requireToken, element: <LotteryRoute kind="vnLottery" /> },
          { path: '/promotions', element: <PromotionsRoute /> },
          { path: '/pointMall', element: <PointMallRoute /> },
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
          { path: '/agentHome', loader: requireAgent, element: <AgentHomeRoute /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
