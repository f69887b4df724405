/** The promotions module's public face: its routes, outbox subscribers and jobs, and the withdrawal's bonus hook. */
export { registerPromotionRoutes } from './promotions.routes';
export { subscribePromotions } from './promotions.subscribers';
export { definePromotionJobs, expireDue, finishDue, BONUS_EXPIRE_JOB, BONUS_FINISH_JOB } from './promotions.jobs';
export { bonusTurnoverPolicy } from './bonus.service';
