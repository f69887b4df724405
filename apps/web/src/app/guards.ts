import { redirect } from 'react-router';
import { getToken } from '@/lib/session';

/** SPEC.md §2 route guard: a route needing authentication sends a visitor without a token to /login. */
export const requireToken = () => (getToken() ? null : redirect('/login'));

/**
 * /agentHome is for agents only (SPEC.md §6). Whether a member is an agent
 * comes from member info (types 1, 2, 41, 42); without a session there is no
 * member, so no agent, and the agent login page is the place to go.
 */
export const requireAgent = () => (getToken() ? null : redirect('/agent'));
