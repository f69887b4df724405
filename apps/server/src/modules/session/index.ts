/** The session module's public face. */
export { listMemberSessions, listOAuthProviders, type SessionRow } from './session.repository';
