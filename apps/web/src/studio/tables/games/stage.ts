/** What every game's stage (the deal's reveal) is given. */
import type { Translate } from '../i18n';

export interface TStageProps<TOutcome> {
  /** The current round's deal (once the betting closed), else null. */
  outcome: TOutcome | null;
  /** The last result, for the dice and the wheel to rest on between rounds. */
  resting: TOutcome | null;
  /** Ms since the betting closed, by the server's clock (Infinity once settled). */
  elapsed: number;
  plan: { steps: number[]; doneAt: number };
  roundId: string | null;
  t: Translate;
}
