import { subscribeGames } from '../../src/modules/games/games.subscribers';
import { subscribeInbox } from '../../src/modules/inbox/inbox.subscribers';
import { createOutbox, type Outbox } from '../../src/modules/outbox';
import { subscribeWallet } from '../../src/modules/wallet/wallet.subscribers';
import type { AppServices } from '../../src/services';

const quiet = { error: () => undefined, warn: () => undefined };

/**
 * An outbox of the test's own, with the app's subscribers wired to the
 * services given (a test's own live bus, say), for service calls made
 * outside an app.
 */
export function testOutbox(services: Pick<AppServices, 'db' | 'clock' | 'live'>): Outbox {
  const outbox = createOutbox(services.db, quiet);
  const withOutbox = { ...services, outbox };
  subscribeWallet(withOutbox);
  subscribeInbox(withOutbox);
  subscribeGames(withOutbox);
  return outbox;
}
