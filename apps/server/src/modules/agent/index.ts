/** The agent system's public face: its routes, jobs and subscribers (wired by the app), and the team rollups' drain. */
export { registerAgentRoutes } from './agent.routes';
export { registerStaffAgentRoutes } from './staff-agents.routes';
export { collectOutstanding, defineAgentJobs, drainAllTeams, settleDue, TEAM_DRAIN_JOB } from './agent.jobs';
export { subscribeAgent } from './agent.subscribers';
export { drainTeamQueue, findTeamMismatches } from './team.repository';
