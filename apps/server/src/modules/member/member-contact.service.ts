/**
 * Staff reaching a player from the console: the forgot-password flow's reset
 * sent for them (the emailed link, or the SMS code the forgot popup's phone
 * tab takes), and a message into their inbox. The reset token, the code or
 * the message is stored in one transaction with its audit row; the email, the
 * SMS or the live push leaves after commit.
 */
import { ErrorCode, STAFF_MESSAGE_TEMPLATE, WhitelabelFlag } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { loadEnabledFlags, type MerchantRow } from '../brand';
import { insertTemplateMessage, messageByDedupeKey, pushMessage } from '../inbox';
import { phoneTarget, sendMemberSmsCode } from '../verification/verification.service';
import { requirePlayer, type StaffActor } from './member-notes.service';
import { createResetLink } from './member.service';

const noContact = (what: string) => new AppError(409, ErrorCode.memberNoContact, `The player has no ${what} on record`);

export async function sendPasswordReset(
  services: AppServices,
  merchant: MerchantRow,
  actor: StaffActor,
  body: { memberId: number; channel: 'email' | 'sms'; reason: string },
  siteOrigin: string,
): Promise<{ channel: 'email' | 'sms'; to: string }> {
  const member = await requirePlayer(services.db, merchant.id, body.memberId);
  const audit = (tx: DrizzleDb, to: string) =>
    recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', ...actor },
      action: 'member.password_reset_sent',
      entity: 'member',
      entityId: member.id,
      after: { channel: body.channel, to },
      reason: body.reason,
      at: services.clock.now(),
    });

  if (body.channel === 'email') {
    const email = member.email;
    if (!email) throw noContact('email');
    const mail = await services.db.transaction(async (tx) => {
      const link = await createResetLink(services, tx, merchant, { id: member.id, account: member.account, email }, siteOrigin);
      await audit(tx, link.to);
      return link;
    });
    await services.senders.email.send(mail);
    return { channel: 'email', to: mail.to };
  }

  const { mobileCountryCode: dialingCode, mobileNumber: number } = member;
  if (!dialingCode || !number) throw noContact('phone');
  // The code is only good on the forgot popup's phone tab, which the brand shows only with this flag (SPEC.md §2, forgot-password popup).
  if (!(await loadEnabledFlags(services.db, merchant.id)).has(WhitelabelFlag.changePasswordVerify)) {
    throw new AppError(409, ErrorCode.featureDisabled, 'Password reset by phone is off for this brand (CHNGPASSVERIF3)');
  }
  const to = phoneTarget(dialingCode, number);
  await sendMemberSmsCode(services, { merchant, purpose: 'forgot', dialingCode, number, inTransaction: (tx) => audit(tx, to) });
  return { channel: 'sms', to };
}

export async function messagePlayer(
  services: AppServices,
  merchant: MerchantRow,
  actor: StaffActor,
  body: { requestId: string; memberId: number; title: string; text: string; reason: string },
): Promise<{ id: number; createdAt: number }> {
  const member = await requirePlayer(services.db, merchant.id, body.memberId);
  const dedupeKey = `${STAFF_MESSAGE_TEMPLATE}:${body.requestId}`;
  const row = await services.db.transaction(async (tx) => {
    const inserted = await insertTemplateMessage(services, tx, {
      merchantId: merchant.id,
      memberId: member.id,
      siteName: merchant.name,
      template: STAFF_MESSAGE_TEMPLATE,
      params: { title: body.title, text: body.text },
      dedupeKey,
    });
    if (!inserted) return undefined;
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', ...actor },
      action: 'member.message',
      entity: 'member',
      entityId: member.id,
      after: { messageId: inserted.id, title: body.title, text: body.text },
      reason: body.reason,
      at: inserted.createdAt,
    });
    return inserted;
  });
  if (row) {
    await pushMessage(services, row);
    return { id: row.id, createdAt: row.createdAt.getTime() };
  }
  // The same request again (a retry after a lost answer): the message it sent, sent once.
  const sent = await messageByDedupeKey(services.db, member.id, dedupeKey);
  if (!sent) throw new Error(`message ${dedupeKey} missing after its dedupe conflict`);
  return { id: sent.id, createdAt: sent.createdAt.getTime() };
}
