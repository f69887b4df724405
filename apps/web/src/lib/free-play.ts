/**
 * Free play as one feature offers it to the others (features never import
 * each other): the auth feature provides the starter at the app shell
 * (FreePlayProvider), the catalog's free-trial button calls it so a visitor
 * gets a trial account and lands in the game in one step.
 */
type FreePlayStarter = () => Promise<boolean>;

let starter: FreePlayStarter | null = null;

export const provideFreePlay = (fn: FreePlayStarter | null): void => {
  starter = fn;
};

/** Starts a trial session; true once it is logged in (false when free play is unavailable or refused). */
export const startFreePlay = (): Promise<boolean> => (starter ? starter() : Promise.resolve(false));
