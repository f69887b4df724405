import type { OutboxEvent, OutboxTopic } from './outbox.topics';

/** A delivered batch grouped by brand (each brand's events in delivery order): subscribers work one brand at a time. */
export function byBrand<T extends OutboxTopic>(events: readonly OutboxEvent<T>[]): Map<number, OutboxEvent<T>[]> {
  const out = new Map<number, OutboxEvent<T>[]>();
  for (const e of events) {
    const list = out.get(e.merchantId);
    if (list) list.push(e);
    else out.set(e.merchantId, [e]);
  }
  return out;
}

/** The distinct members a brand's events are about, in first-seen order. */
export const membersIn = (events: readonly OutboxEvent<'round.settled'>[]): number[] => [...new Set(events.map((e) => e.payload.memberId))];
