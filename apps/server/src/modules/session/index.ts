/** The session module's public face. */
export { deviceClusters, listMemberSessions, listOAuthProviders, sharesDevice, type SessionRow } from './session.repository';
