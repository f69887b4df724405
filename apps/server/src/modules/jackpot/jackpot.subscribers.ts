/**
 * What the jackpot does when rounds settle elsewhere (outbox topics): a
 * settled real-money round of a jackpot's game feeds its pool. Idempotent by
 * the round, as at-least-once delivery requires.
 */
import type { AppServices } from '../../services';
import { contribute } from './jackpot.service';

export function subscribeJackpot(services: Pick<AppServices, 'db' | 'outbox'>): void {
  services.outbox.on('round.settled', 'jackpot.contribution', async ({ merchantId, payload }) => {
    await contribute(services.db, merchantId, payload);
  });
}
