import { defineContract } from '../contract';
import { ZGameLaunch, ZLaunchGameBody, ZLaunchGameQuery } from './launch.schemas';

const games = ['Games'];

/**
 * Start a game (SPEC.md §4 Game start): refused logged out (401); a trial
 * member may only launch in demo mode (403 need_true_account); a vendor under
 * maintenance answers 409 game_maintenance.
 */
export const launchGame = defineContract({
  method: 'POST',
  path: '/wps/game/launchGame',
  summary: "Launch a game: a short-lived game token bound to member, vendor and game, and the vendor's launch URL",
  tags: games,
  auth: true,
  body: ZLaunchGameBody,
  value: ZGameLaunch,
});

/** The free-trial button's launch: the same as launchGame, trial by default. */
export const gameLaunchFB = defineContract({
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  summary: 'Launch a game from the free-trial button (trial unless trial=false)',
  tags: games,
  auth: true,
  query: ZLaunchGameQuery,
  value: ZGameLaunch,
});
