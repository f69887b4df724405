/**
 * What `npm run games:certify` reads from each of the studio's games: the RTP
 * of every bet kind, exact where the outcome space can be enumerated and by
 * simulation with a 95 % interval where it cannot, against the target range
 * the game's sheet (docs/games/<game>.md) states.
 */

export interface BetRtp {
  /** The bet kind as the sheet names it ("Banker", "Over 50.00", "Mines 3, cash out after 5"). */
  bet: string;
  /** Return to player, as a fraction (0.99 = 99 %). */
  rtp: number;
  method: 'exact' | 'simulation';
  /** Simulation only: the 95 % confidence interval of the RTP and the rounds simulated. */
  ci95?: [number, number];
  rounds?: number;
  /** Exact only: the RTP as a reduced fraction ("79/80"), where the sheet may quote it. */
  fraction?: string;
}

export interface GameCertification {
  /** The game code of the catalog (e.g. 'lucky-reels', 'dice', 'baccarat'). */
  game: string;
  /** The sheet, relative to the repository (docs/games/<game>.md). */
  sheet: string;
  /** Every bet's RTP must lie within this range (fractions, inclusive). */
  target: { min: number; max: number };
  bets: BetRtp[];
}

export interface CertifyOptions {
  /** Rounds per simulated bet (a smaller number for tests). */
  rounds: number;
  /** Seed of the simulator's generator (createSeededRng): reproducible runs. */
  seed: number;
  /** Called as work is done, for the progress bar (done ≤ total, in the certifier's own units). */
  onProgress?: (done: number, total: number) => void;
}

export interface Certifier {
  game: string;
  certify(options: CertifyOptions): GameCertification | Promise<GameCertification>;
}

/** Whether every bet of a certification lies inside its sheet's target (a simulated bet by its whole interval). */
export function withinTarget(c: GameCertification): boolean {
  return c.bets.every((b) => {
    const [lo, hi] = b.ci95 ?? [b.rtp, b.rtp];
    return lo >= c.target.min - 1e-12 && hi <= c.target.max + 1e-12;
  });
}
