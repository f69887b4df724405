/**
 * The provider API (issue 5 item 7): the platform side of game vendors.
 *
 * The launch calls made by our web client live with the games
 * (games/launch.*). The seamless-wallet calls here are made by the vendor's
 * server to `/wps/provider/<vassalage>/<call>`: each body is JSON, signed with
 * `X-Signature` = hex HMAC-SHA256 of the exact body bytes with the vendor's
 * secret, and answered in the platform envelope. Amounts are minor units as
 * decimal strings.
 */
import { z } from 'zod';
import { ZRoundOutcome } from '../bets/bets.schemas';
import { ROW_ID_MAX } from '../shared/safe-text';
import { ZMinor, ZMinorTotal, ZNonNegativeMinor } from '../wallet/money.schemas';

/** A game token lives this long; a vendor needs it only to start a session and to take bets. */
export const GAME_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

/** Header of the vendor's signature. */
export const PROVIDER_SIGNATURE_HEADER = 'x-signature';
/** A wallet call is a few hundred bytes. */
export const PROVIDER_BODY_LIMIT = 16 * 1024;

// Seamless wallet (the vendor's server).

const ZTransactionId = z.string().min(1).max(100);
const ZRoundId = z.string().min(1).max(100);
/** The member id as the vendor knows it (authenticate answers it): a row id, so never past the integer column. */
const ZPlayerId = z
  .string()
  .regex(/^\d{1,12}$/, 'a player id')
  .refine((id) => Number(id) <= ROW_ID_MAX, 'a player id');
/** 0 to MONEY_MAX_MINOR: a vendor's bet or win past the bound is a 400 and moves nothing. */
const ZStake = ZNonNegativeMinor;

export const ZProviderAuthenticateBody = z.object({ token: z.string().min(16).max(200) });
export const ZProviderBalanceBody = z.object({ playerId: ZPlayerId });
export const ZProviderBetBody = z.object({
  /** The game token: a bet is only taken inside a live game session. */
  token: z.string().min(16).max(200),
  playerId: ZPlayerId,
  transactionId: ZTransactionId,
  roundId: ZRoundId,
  amount: ZStake,
  /**
   * Play this bet as a free round of the member's grant (authenticate lists them as `freeRounds`):
   * the amount must be the grant's stake; the platform takes one round and the house pays the stake,
   * so the player's balance is not charged and the win is real money (decision 015). Refused with
   * free_round_not_found, free_round_wrong_game, free_round_expired, free_round_used or free_round_stake.
   */
  freeRoundGrantId: z.string().regex(/^\d{1,10}$/, 'a grant id').optional(),
});

export const ZProviderWinBody = z.object({
  playerId: ZPlayerId,
  transactionId: ZTransactionId,
  roundId: ZRoundId,
  amount: ZStake,
  /** Close the round with this win (saves an endRound call). */
  endRound: z.boolean().optional(),
  outcome: ZRoundOutcome.optional(),
  /** With endRound: the round's valid bet by the game's rules, as endRound takes it (at most the stake; default the stake). */
  validBet: ZStake.optional(),
});

/** Most rounds one settle call closes. */
export const PROVIDER_SETTLE_MAX = 200;
/** A settle call's body: up to PROVIDER_SETTLE_MAX rounds of about 300 bytes each. */
export const PROVIDER_SETTLE_BODY_LIMIT = 96 * 1024;
/**
 * Many players' rounds settled in one call (a live table's round): each is a
 * win that closes its round (amount 0 for a loss), with its valid bet and
 * outcome, by the win's rules and idempotent by its own transaction id. Each
 * is answered on its own; one refused does not undo the others.
 */
export const ZProviderSettleBody = z.object({
  settlements: z
    .array(
      z.object({
        playerId: ZPlayerId,
        transactionId: ZTransactionId,
        roundId: ZRoundId,
        amount: ZStake,
        validBet: ZStake.optional(),
        outcome: ZRoundOutcome.optional(),
      }),
    )
    .min(1)
    .max(PROVIDER_SETTLE_MAX),
});
export const ZProviderRollbackBody = z.object({
  playerId: ZPlayerId,
  transactionId: ZTransactionId,
  /** The bet being cancelled; may arrive before the bet itself. */
  referenceTransactionId: ZTransactionId,
  roundId: ZRoundId.optional(),
});
export const ZProviderEndRoundBody = z.object({
  playerId: ZPlayerId,
  roundId: ZRoundId,
  outcome: ZRoundOutcome.optional(),
  /**
   * The round's valid bet (turnover) by the game's rules when it differs from the stake:
   * opposite bets offset, pushes not counted (live tables). At most the stake; default the stake.
   */
  validBet: ZStake.optional(),
});

/** A jackpot's code as the platform names it (authenticate answers it). */
export const ZJackpotCode = z.string().regex(/^[a-z0-9-]{1,40}$/, 'a jackpot code');
/**
 * The game's jackpot hit: the vendor drew it by the jackpot's certified rule
 * and claims the whole pool into the player's open round, as a win of that
 * round (closed later by its win with endRound). Idempotent by transaction id;
 * a round wins a jackpot once; trial members take no part.
 */
export const ZProviderJackpotBody = z.object({
  playerId: ZPlayerId,
  transactionId: ZTransactionId,
  roundId: ZRoundId,
  jackpotCode: ZJackpotCode,
});

export type TProviderAuthenticateBody = z.infer<typeof ZProviderAuthenticateBody>;
export type TProviderBalanceBody = z.infer<typeof ZProviderBalanceBody>;
export type TProviderBetBody = z.infer<typeof ZProviderBetBody>;
export type TProviderWinBody = z.infer<typeof ZProviderWinBody>;
export type TProviderRollbackBody = z.infer<typeof ZProviderRollbackBody>;
export type TProviderEndRoundBody = z.infer<typeof ZProviderEndRoundBody>;
export type TProviderJackpotBody = z.infer<typeof ZProviderJackpotBody>;
export type TProviderSettleBody = z.infer<typeof ZProviderSettleBody>;

/** Every wallet answer (success or refusal) carries the balance after it, so a vendor never needs a second call. */
export const ZProviderBalance = z.object({
  playerId: z.string(),
  currency: z.string(),
  /** Main wallet, minor units. */
  balance: ZMinor,
});
export type TProviderBalance = z.infer<typeof ZProviderBalance>;

/** A grant of free rounds the game may offer: a bet naming `grantId` plays one at `stake` (decision 015). */
export const ZProviderFreeRounds = z.object({
  grantId: z.string(),
  roundsLeft: z.number().int(),
  roundsGranted: z.number().int(),
  /** Each round's total stake, minor units. */
  stake: ZMinor,
  expiresAt: z.string(),
});
export type TProviderFreeRounds = z.infer<typeof ZProviderFreeRounds>;

export const ZProviderSession = ZProviderBalance.extend({
  account: z.string(),
  gameCode: z.string(),
  /** A trial member's money is demo credits. */
  trial: z.boolean(),
  language: z.string(),
  /**
   * The progressive jackpot the token's game takes part in (real money only):
   * its pool now and its hit rule's figure — a spin staking s wins it with
   * probability s / hitEvery. Null when there is none.
   */
  jackpot: z.object({ code: z.string(), name: z.string(), pool: ZMinor, hitEvery: ZMinor }).nullable(),
  /** The player's free rounds of the token's game still to play (decision 015), oldest expiry first; empty for demo credits. */
  freeRounds: z.array(ZProviderFreeRounds).optional(),
});
export type TProviderSession = z.infer<typeof ZProviderSession>;

export const ZProviderTransactionResult = ZProviderBalance.extend({
  transactionId: z.string(),
  roundId: z.string().optional(),
  /** Rollback only: what this rollback gave back ('0' when the bet had not arrived, moved nothing, or was refunded before). */
  refunded: ZMinor.optional(),
  /** True when this answer is the stored one of an earlier, identical request: nothing moved this time. */
  duplicate: z.boolean(),
  /** jackpot only: the pool paid into the round. */
  jackpotWin: ZMinor.optional(),
});
export type TProviderTransactionResult = z.infer<typeof ZProviderTransactionResult>;

export const ZProviderRoundResult = ZProviderBalance.extend({
  roundId: z.string(),
  status: z.enum(['open', 'closed']),
  betTotal: ZMinorTotal,
  winTotal: ZMinorTotal,
});
export type TProviderRoundResult = z.infer<typeof ZProviderRoundResult>;

/** A settle call's answer: one result per settlement, in the order sent. */
export const ZProviderSettleResult = z.object({
  results: z.array(
    z.object({
      transactionId: z.string(),
      success: z.boolean(),
      /** A refused settlement's error code (bet_not_found, round_closed, request_conflict…). */
      code: z.string().optional(),
      playerId: z.string().optional(),
      /** The player's main wallet after it, minor units. */
      balance: ZMinor.optional(),
      duplicate: z.boolean().optional(),
    }),
  ),
});
export type TProviderSettleResult = z.infer<typeof ZProviderSettleResult>;

export const PROVIDER_CALLS = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'endRound', 'jackpot', 'settle'] as const;
export type TProviderCall = (typeof PROVIDER_CALLS)[number];
