/** The referral module's public face (invite friends and the abuse clusters report): routes and outbox subscribers. */
export { registerReferralRoutes } from './referral.routes';
export { subscribeReferral } from './referral.subscribers';
