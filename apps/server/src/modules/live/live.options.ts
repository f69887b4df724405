/** Timings and limits of the live-event socket; tests shorten the timings through `services.liveSocket`. */
export interface LiveSocketOptions {
  /** A socket that has not sent its auth frame by then is closed (4408). */
  authTimeoutMs: number;
  /** Pings this often; a socket that did not answer the previous ping is dropped. */
  pingIntervalMs: number;
  /** Re-checks the session this often, so a logout or revocation closes the socket (4401). */
  sessionCheckMs: number;
  /** Open sockets per member and server process; a new one closes the oldest (4409). */
  maxSocketsPerMember: number;
}

export const LIVE_SOCKET_DEFAULTS: LiveSocketOptions = {
  authTimeoutMs: 10_000,
  // Under the 30–60 s idle timeouts of common proxies and load balancers.
  pingIntervalMs: 25_000,
  sessionCheckMs: 60_000,
  maxSocketsPerMember: 5,
};
