import type { AppConfig } from './config';
import type { DrizzleDb } from './db/database';
import type { Clock } from './lib/clock';
import type { KeyRing, ServerSecrets } from './modules/keys/keys.service';
import type { JobRunner } from './modules/jobs';
import type { LiveBus } from './modules/live/live.bus';
import type { LeaderboardStore } from './modules/missions/leaderboard-store';
import type { Outbox } from './modules/outbox';
import type { LiveSocketOptions } from './modules/live/live.options';
import type { Senders } from './modules/verification/senders';

/**
 * What the account services share, built once by buildApp. Tests replace
 * the clock, the captcha text and the proof-of-work size through
 * `BuildAppOptions.services`.
 */
export interface AppServices {
  db: DrizzleDb;
  config: AppConfig;
  clock: Clock;
  keys: KeyRing;
  secrets: ServerSecrets;
  senders: Senders;
  /** Live events to members' open pages (WebSocket); in-process or Redis. */
  live: LiveBus;
  /** Tournament boards as scores arrive: Redis sorted sets, or nothing beyond the database (modules/missions). */
  leaderboards: LeaderboardStore;
  /** After-commit events: emit in a money transaction, dispatch after commit (modules/outbox). */
  outbox: Outbox;
  /** Durable delayed and periodic jobs (modules/jobs); the loop runs only in server processes. */
  jobs: JobRunner;
  /** Timings and limits of the live-event socket (tests shorten the timings). */
  liveSocket: LiveSocketOptions;
  /** The text drawn on a captcha image. */
  captchaText: () => string;
  /** Upper bound of the proof-of-work search for every brand (tests keep it small); unset, each brand's own setting. */
  humanChallengeMaxNumber?: number;
}

export type ServiceOverrides = Partial<Pick<AppServices, 'clock' | 'captchaText' | 'humanChallengeMaxNumber' | 'senders' | 'live' | 'liveSocket' | 'leaderboards'>>;
