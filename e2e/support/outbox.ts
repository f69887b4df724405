import { expect } from 'vitest';

interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

/** Reads the developer outbox the default SMS and email senders write to. */
export async function readOutbox(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl}/wps/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { success: boolean; value?: OutboxMessage[] };
  expect(body.success).toBe(true);
  return body.value ?? [];
}

/** Waits for the newest message to `to` (newer than `afterId`) and returns its 6-digit code. */
export async function waitForCode(baseUrl: string, to: string, afterId = 0): Promise<{ code: string; id: number }> {
  let found: { code: string; id: number } | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = await readOutbox(baseUrl, to);
        const code = newest && newest.id > afterId ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
        if (newest && code) found = { code, id: newest.id };
        return Boolean(found);
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  return found as { code: string; id: number };
}

/** The newest link in the newest email to `to`. */
export async function waitForLink(baseUrl: string, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = await readOutbox(baseUrl, to);
        link = newest ? /https?:\/\/\S+/.exec(newest.body)?.[0] : undefined;
        return Boolean(link);
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  return link as string;
}

/** The id of the newest message to `to`, or 0: pass it to waitForCode to wait for the next one. */
export async function latestOutboxId(baseUrl: string, to: string): Promise<number> {
  const [newest] = await readOutbox(baseUrl, to);
  return newest?.id ?? 0;
}
