import { type TLoginChallenge, ZLoginChallenge } from '@wps/contracts/player';

/**
 * The second step a login answered with, if its value is one. Loaded only
 * when a login asks for it, so the schema stays off the home page's path.
 */
export const parseLoginChallenge = (value: unknown): TLoginChallenge | null => {
  const challenge = ZLoginChallenge.safeParse(value);
  return challenge.success ? challenge.data : null;
};
