/**
 * What the games catalog does when money settles elsewhere (outbox topics):
 * a settled round that won big goes on the winners board. Idempotent by the
 * round (recordWin's source ref), as at-least-once delivery requires.
 * Demo-credit (trial) rounds are not real wins and stay off the board.
 */
import type { AppServices } from '../../services';
import { findGameId } from './games.repository';
import { isBigWin, recordWin } from './games.service';

export function subscribeGames(services: Pick<AppServices, 'db' | 'clock' | 'outbox'>): void {
  services.outbox.on('round.settled', 'games.winners-board', async ({ merchantId, payload: p }) => {
    const stake = BigInt(p.stake);
    const payout = BigInt(p.payout);
    if (p.isTrial || !isBigWin(stake, payout)) return;
    const gameId = await findGameId(services.db, merchantId, p.vassalage, p.gameCode);
    if (gameId === undefined) return;
    await recordWin(services.db, {
      merchantId,
      gameId,
      memberId: p.memberId,
      account: p.account,
      betAmount: stake,
      winAmount: payout,
      sourceRef: `round:${p.vassalage}:${p.roundId}`,
      at: services.clock.now(),
    });
  });
}
