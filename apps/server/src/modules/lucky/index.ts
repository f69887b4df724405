/** The lucky module's public face (red-envelope rains and the prize wheel): routes, outbox subscribers and jobs. */
export { registerLuckyRoutes } from './lucky.routes';
export { subscribeLucky } from './lucky.subscribers';
export { splitDoubleMean } from './envelopes';
export { defineLuckyJobs, RAIN_SERIES_JOB } from './lucky.jobs';
export { followEndedRains } from './rain-series';
