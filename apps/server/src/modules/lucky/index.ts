/** The lucky module's public face (red-envelope rains and the prize wheel): routes and outbox subscribers. */
export { registerLuckyRoutes } from './lucky.routes';
export { subscribeLucky } from './lucky.subscribers';
export { splitDoubleMean } from './envelopes';
