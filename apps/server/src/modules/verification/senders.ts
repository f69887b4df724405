import type { DrizzleDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { insertOutboxMessage } from './verification.repository';

export interface OutgoingMessage {
  merchantId: number;
  /** '+639171234567' or an email address. */
  to: string;
  subject?: string;
  body: string;
}

/**
 * How codes and links leave the platform. The defaults write to the dev
 * outbox table; a deployment plugs in its SMS gateway or mail service here.
 */
export interface SmsSender {
  send(message: OutgoingMessage): Promise<void>;
}
export interface EmailSender {
  send(message: OutgoingMessage & { subject: string }): Promise<void>;
}
export interface Senders {
  sms: SmsSender;
  email: EmailSender;
}

export function createOutboxSenders(db: DrizzleDb, clock: Clock): Senders {
  const write = (channel: 'sms' | 'email') => async (m: OutgoingMessage) => {
    await insertOutboxMessage(db, { merchantId: m.merchantId, channel, to: m.to, subject: m.subject ?? null, body: m.body, createdAt: clock.now() });
  };
  return { sms: { send: write('sms') }, email: { send: write('email') } };
}
