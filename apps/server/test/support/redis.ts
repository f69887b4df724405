import { Redis } from 'ioredis';

/** The Redis the live-event tests use: REDIS_URL, or the usual local one. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** True when a Redis answers at `url`; tests that need one skip only when it does not. */
export async function redisReachable(url: string = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
