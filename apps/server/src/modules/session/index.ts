/** The session module's public face. */
export { listOAuthProviders } from './session.repository';
