/** The outbox's public face: other modules emit and subscribe through these. */
export { outboxSubscriberTimes } from './outbox.service';
export { createOutbox, OUTBOX_GRACE_SECONDS, OUTBOX_MAX_ATTEMPTS, type Outbox, type OutboxOptions } from './outbox.service';
export type { OutboxEvent, OutboxTopic, OutboxTopics } from './outbox.topics';
export { byBrand, membersIn } from './by-brand';
