/**
 * How a studio call that places a bet answers. A refusal the game expects and
 * words itself (a bet the player's active bonus does not allow: above its max
 * bet, or on a game it excludes) is answered 200 with `success: false`: a
 * browser logs every 4xx answer to a page's fetch as an error in its console,
 * and such a refusal is no fault of the page or the player's input. Malformed
 * input and every other refusal keep their 4xx.
 */
import { envelopeOf, ErrorCode } from '@wps/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';

const EXPECTED_REFUSALS: ReadonlySet<string> = new Set([ErrorCode.bonusMaxBet, ErrorCode.bonusGameExcluded]);

/** What an expected refusal carries: the balance the wallet holds, the bonus's max bet. */
export const ZStudioRefusal = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.object({ balance: z.string().optional(), max: z.string().optional() }).optional(),
});
export type TStudioRefusal = z.infer<typeof ZStudioRefusal>;

/** A betting call's 200 answer: its value, or an expected refusal. */
export const studioEnvelopeOf = <T extends z.ZodType>(value: T) => z.union([envelopeOf(value), ZStudioRefusal]);

export const isExpectedRefusal = (err: unknown): err is AppError => err instanceof AppError && EXPECTED_REFUSALS.has(err.code);

/** The envelope of a betting call: its value, or an expected refusal as a 200; anything else is thrown on to the error handler. */
export async function studioAnswer<T>(work: Promise<T>): Promise<{ success: true; value: T } | TStudioRefusal> {
  try {
    return { success: true, value: await work };
  } catch (err) {
    if (!isExpectedRefusal(err)) throw err;
    const value = ZStudioRefusal.shape.value.safeParse(err.value);
    return { success: false, code: err.code, message: err.message, ...(value.success && value.data ? { value: value.data } : {}) };
  }
}
