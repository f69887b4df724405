/**
 * What the outbox carries: one topic per committed change others may react
 * to, with the payload its subscribers need (amounts as minor-unit strings).
 * A topic is written in the transaction of its change (Outbox.emit).
 */
export interface OutboxTopics {
  /** A member's money moved: their open pages get the new balance. */
  'balance.changed': { memberId: number; currency: string; currencySymbol: string };
  /** A game round closed; its wager row was written in the same transaction. */
  'round.settled': {
    memberId: number;
    account: string;
    vassalage: string;
    gameCode: string;
    roundId: string;
    /** The round's whole stake, free rounds' included (the wager's stake is the member's own: stake − freeStake). */
    stake: string;
    /** The part of the stake the house paid (free rounds, decision 015): not the member's own play. */
    freeStake?: string;
    payout: string;
    isTrial: boolean;
    /**
     * The member's balance moved with the settlement (a win paid): the wallet
     * pushes it from this event, and no balance.changed is written for it.
     * With the brand's currency for that push. Absent on events written before
     * migration 0022 (their balance.changed was written beside them).
     */
    moved?: boolean;
    currency?: string;
    currencySymbol?: string;
  };
  /** A deposit was approved (credited) or failed. */
  'deposit.settled': {
    depositId: number;
    memberId: number;
    status: 'approved' | 'rejected' | 'failed';
    amount: string;
    credited: string;
    orderNo: string;
    siteName: string;
    currencySymbol: string;
  };
  /** Staff approved or rejected a withdrawal. */
  'withdrawal.decided': {
    withdrawalId: number;
    memberId: number;
    outcome: 'approved' | 'rejected';
    amount: string;
    reason?: string | undefined;
    siteName: string;
    currencySymbol: string;
  };
  'member.registered': { memberId: number; affiliateCode?: string | undefined };
  'member.login': { memberId: number; ip: string; method: string };
  /** A member registered with another member's invite code (referral module). */
  'referral.registered': { referrerId: number; friendId: number };
  /** A member completed a mission (its progress reached its target for that period). */
  'mission.completed': { memberId: number; missionId: number; period: string };
  /** A member spent points in the points mall (a redemption or a conversion), once per spend. */
  'points.spent': { memberId: number; points: string; ref: string };
  /** Something of the member's profile changed (avatar, authenticator, payment password, a withdrawal account): profile missions look again. */
  'profile.changed': { memberId: number };
  /** Something a member can claim appeared or went (a mission completed or claimed): their red counts are pushed again. */
  'badges.changed': { memberId: number };
}

export type OutboxTopic = keyof OutboxTopics;

export interface OutboxEvent<T extends OutboxTopic = OutboxTopic> {
  id: number;
  merchantId: number;
  topic: T;
  payload: OutboxTopics[T];
  /** 1 on the first delivery; more when an earlier one failed or its process died. */
  attempts: number;
}
