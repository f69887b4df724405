import { lazyScreen } from '@/components/lazy-screen';

/**
 * The screens SPEC.md §2 loads lazily. Each name is what a failed load
 * reports (data-chunk on the error panel and the console line).
 */
export const Promotions = lazyScreen('Promotions', () => import('@/features/promotions/components/promotions-page'));
export const Lottery = lazyScreen('Lottery', () => import('@/features/lottery/components/lottery-page'));
export const MemberCenter = lazyScreen('MemberCenter', () => import('./member-center-screen'));
export const AgentMoney = lazyScreen('AgentMoney', () => import('./agent-money-screen'));
export const AgentSections = lazyScreen('AgentSections', () => import('./agent-screens'));
export const PointMall = lazyScreen('PointMall', () => import('@/features/points/components/point-mall-page'));
export const Vip = lazyScreen('Vip', () => import('@/features/rewards/components/vip-page'));
export const Seamless = lazyScreen('Seamless', () => import('@/features/game-view/components/seamless-page'));
export const Description = lazyScreen('Description', () => import('@/features/content/components/description-page'));
export const Sponsor = lazyScreen('Sponsor', () => import('@/features/content/components/sponsor-page'));
export const GameListCenter = lazyScreen('GameListCenter', () => import('@/features/catalog/components/game-list-center'));
export const Download = lazyScreen('Download', () => import('@/features/download/components/download-page'));
export const GameCenter = lazyScreen('GameCenter', () => import('@/features/catalog/components/game-center'));
export const ProvablyFair = lazyScreen('ProvablyFair', () => import('@/features/fairness/components/fairness-page'));
export const RedEnvelope = lazyScreen('RedEnvelope', () => import('@/features/lucky/components/red-envelope-page'));
export const PrizeWheel = lazyScreen('PrizeWheel', () => import('@/features/lucky/components/wheel-page'));
export const WheelVerify = lazyScreen('WheelVerify', () => import('@/features/lucky/components/wheel-verify-page'));

// Whole routes other than the home: the agent's pages, the lotteries and the developer's outbox.
export const AgentLoginRoute = lazyScreen('AgentLogin', async () => ({ default: (await import('./routes/agent')).AgentLoginRoute }));
export const AgentHomeRoute = lazyScreen('AgentHome', async () => ({ default: (await import('./routes/agent')).AgentHomeRoute }));
export const LotteryRoute = lazyScreen('LotteryRoute', async () => ({ default: (await import('./routes/lottery')).LotteryRoute }));
export const OutboxRoute = lazyScreen('Outbox', async () => ({ default: (await import('./routes/outbox')).OutboxRoute }));
