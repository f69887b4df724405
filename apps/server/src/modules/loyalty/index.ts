/** The loyalty module's public face: its routes, outbox subscribers and jobs. */
export { registerLoyaltyRoutes } from './loyalty.routes';
export { subscribeLoyalty } from './loyalty.subscribers';
export { defineLoyaltyJobs, rebateDaily, vipReview, BIRTHDAY_GIFTS_JOB, REBATE_DAILY_JOB, VIP_REVIEW_JOB } from './loyalty.jobs';
export { birthdayGifts, BIRTHDAY_GIFTS_BRAND_JOB, runBirthdayGiftsBrand, scheduleBirthdayGifts } from './birthday.service';
export { accruePoints } from './points.service';
export { vipWithdrawLimits } from './vip.service';
