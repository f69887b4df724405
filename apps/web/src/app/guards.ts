import { redirect } from 'react-router';
import { getToken, sessionHandover } from '@/lib/session';

/**
 * SPEC.md §2 route guard: a route needing authentication sends a visitor without a token to /login.
 * A new tab first gives the site's open tabs a moment to hand their session over.
 */
export const requireToken = async () => {
  await sessionHandover();
  return getToken() ? null : redirect('/login');
};

/**
 * /agentHome is for agents only (SPEC.md §6). Whether a member is an agent
 * comes from member info (types 1, 2, 41, 42); without a session there is no
 * member, so no agent, and the agent login page is the place to go.
 */
export const requireAgent = async () => {
  await sessionHandover();
  return getToken() ? null : redirect('/agent');
};
