/**
 * The provider API calls every studio game makes, with the studio's rules
 * around them: a refusal becomes the studio's own error (status kept, balance
 * passed on), a win is sent again until it is answered (it is idempotent by
 * its transaction id), a stake the platform took but could not settle is
 * refunded when the platform certainly did not apply the win.
 */
import { ErrorCode, type TErrorCode } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { ZPlatformBalance, ZPlatformSession, ZPlatformTransaction, type PlatformAnswer } from './client';
import type { StudioContext } from './context';

/** A win that fails (network, 5xx) is sent again: it is idempotent by its transaction id. */
const WIN_ATTEMPTS = 4;

export function platformError(answer: PlatformAnswer<unknown>, what: string): AppError {
  const balance = (answer.value as { balance?: string } | undefined)?.balance;
  if (answer.status === 401 && answer.code === ErrorCode.gameTokenInvalid) {
    return new AppError(401, ErrorCode.gameTokenInvalid, 'Your game session has expired; reopen the game from the lobby');
  }
  if (answer.code === ErrorCode.insufficientFunds) {
    return new AppError(400, ErrorCode.insufficientFunds, 'Not enough balance for this bet', balance === undefined ? undefined : { balance });
  }
  // An active bonus's terms refuse the bet when it is placed: the platform's words say which (the max bet's amount).
  if (answer.code === ErrorCode.bonusMaxBet || answer.code === ErrorCode.bonusGameExcluded) {
    const max = (answer.value as { max?: string } | undefined)?.max;
    return new AppError(400, answer.code, answer.message ?? 'Your active bonus does not allow this bet', {
      ...(balance === undefined ? {} : { balance }),
      ...(max === undefined ? {} : { max }),
    });
  }
  const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
  const code = (answer.code ?? ErrorCode.providerUnavailable) as TErrorCode;
  return new AppError(status, status === 502 ? ErrorCode.providerUnavailable : code, `${what}: ${answer.message ?? 'the platform refused'}`, balance === undefined ? undefined : { balance });
}

/**
 * The player of a game token, for the studio game `game` (the code the platform launched it by). A token opens
 * only the game it was launched for: the platform records a bet under the token's game, so another game's token
 * would play this game under that game's name — past a bonus's excluded game and a game staff switched off.
 */
export async function authenticate(ctx: StudioContext, token: string, game: string) {
  const auth = await ctx.platform.call(ctx.target, 'authenticate', { token }, ZPlatformSession);
  if (!auth.success || !auth.value) throw platformError(auth, 'Could not open the game session');
  if (auth.value.gameCode !== game) {
    throw new AppError(403, ErrorCode.gameTokenOtherGame, `This game session was opened for another game (${auth.value.gameCode}), not ${game}; open ${game} from the lobby`);
  }
  return auth.value;
}

export type PlatformPlayer = Awaited<ReturnType<typeof authenticate>>;

export interface BetCall {
  token: string;
  playerId: string;
  transactionId: string;
  roundId: string;
  amount: string;
  /** A free round of this grant (decision 015): the amount is the grant's stake, the house pays it. */
  freeRoundGrantId?: string;
}

export async function placeBet(ctx: StudioContext, body: BetCall) {
  const bet = await ctx.platform.call(ctx.target, 'bet', body, ZPlatformTransaction);
  if (!bet.success || !bet.value) throw platformError(bet, 'The bet was not taken');
  return bet.value;
}

/** A win (or a zero win closing a lost round), sent until answered. */
export const payWin = (ctx: StudioContext, body: object) => sendUntilAnswered(ctx, 'win', body);

/** A jackpot hit the game drew, claimed into the player's open round (the whole pool), sent until answered. */
export const claimJackpot = (ctx: StudioContext, body: { playerId: string; transactionId: string; roundId: string; jackpotCode: string }) =>
  sendUntilAnswered(ctx, 'jackpot', body);

/** A call that pays (idempotent by its transaction id), sent again until the platform answers it. */
async function sendUntilAnswered(ctx: StudioContext, call: 'win' | 'jackpot', body: object): Promise<PlatformAnswer<{ balance: string; jackpotWin?: string | undefined }>> {
  let last: PlatformAnswer<{ balance: string; jackpotWin?: string | undefined }> | undefined;
  for (let attempt = 1; attempt <= WIN_ATTEMPTS; attempt++) {
    try {
      last = await ctx.platform.call(ctx.target, call, body, ZPlatformTransaction);
      // A refusal (4xx) will not change by asking again; a 5xx or a lost answer may.
      if (last.success || (last.status >= 400 && last.status < 500)) return last;
    } catch (err) {
      ctx.log.warn({ err, attempt, call }, 'studio: a paying call failed, retrying');
    }
    await new Promise((r) => setTimeout(r, 50 * attempt * attempt));
  }
  return last ?? { status: 502, success: false, code: ErrorCode.providerUnavailable, message: 'the platform did not answer' };
}

export const refundBet = (ctx: StudioContext, body: { playerId: string; transactionId: string; referenceTransactionId: string; roundId: string }) =>
  ctx.platform.call(ctx.target, 'rollback', body, ZPlatformBalance);
