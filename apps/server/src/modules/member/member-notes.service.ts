/**
 * Staff notes on a player and the player's tags (the console). A note is only
 * ever added, never edited or deleted; a tag is a short label of the brand's
 * list (a label new to the brand joins it on first use). Every write carries
 * its audit row in its own transaction.
 */
import type { TPlayerNote } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { staffNamesOf } from '../staff/staff.service';
import { findMemberById } from './member.repository';
import { assignTag, ensureTag, findTag, insertNote, listNotes, listTags, tagsOfMember, unassignTag, type MemberNoteRow } from './member-notes.repository';

/** The staff member acting, as the audit log records them. */
export interface StaffActor {
  id: number;
  ip: string | null;
}

/** The member of this brand, or the console's 404. */
export async function requirePlayer(db: DrizzleDb, merchantId: number, memberId: number) {
  const member = await findMemberById(db, merchantId, memberId);
  if (!member) throw AppError.notFound('No such member in this brand');
  return member;
}

async function presentNotes(db: DrizzleDb, merchantId: number, rows: MemberNoteRow[]): Promise<TPlayerNote[]> {
  const names = await staffNamesOf(db, merchantId, [...new Set(rows.map((r) => r.authorId))]);
  return rows.map((r) => ({ id: r.id, text: r.text, authorId: r.authorId, authorName: names.get(r.authorId) ?? null, createdAt: r.createdAt.getTime() }));
}

export async function playerNotes(db: DrizzleDb, merchantId: number, query: { id: number; before?: number | undefined; pageSize: number }) {
  const member = await requirePlayer(db, merchantId, query.id);
  const rows = await listNotes(db, merchantId, member.id, { before: query.before, limit: query.pageSize + 1 });
  const list = rows.slice(0, query.pageSize);
  return { list: await presentNotes(db, merchantId, list), next: rows.length > query.pageSize ? (list[list.length - 1]?.id ?? null) : null };
}

export async function addPlayerNote(services: AppServices, merchantId: number, actor: StaffActor, body: { memberId: number; text: string }): Promise<TPlayerNote> {
  const member = await requirePlayer(services.db, merchantId, body.memberId);
  const now = services.clock.now();
  const row = await services.db.transaction(async (tx) => {
    const note = await insertNote(tx, { merchantId, memberId: member.id, text: body.text, authorId: actor.id, createdAt: now });
    await recordAudit(tx, {
      merchantId,
      actor: { kind: 'staff', ...actor },
      action: 'member.note',
      entity: 'member',
      entityId: member.id,
      after: { noteId: note.id, text: note.text },
      at: now,
    });
    return note;
  });
  const [note] = await presentNotes(services.db, merchantId, [row]);
  return note!;
}

export async function playerTagList(db: DrizzleDb, merchantId: number) {
  return { list: await listTags(db, merchantId) };
}

export const playerTags = (db: DrizzleDb, merchantId: number, memberId: number) => tagsOfMember(db, merchantId, memberId);

/** The id of the brand's tag of this label (the search's filter); null when the brand has no such tag. */
export async function tagIdOf(db: DrizzleDb, merchantId: number, label: string): Promise<number | null> {
  return (await findTag(db, merchantId, label))?.id ?? null;
}

/** Tags (`on`) or untags the member; a change is audited with the tags before and after, a no-op answers the tags as they are. */
export async function setPlayerTag(
  services: AppServices,
  merchantId: number,
  actor: StaffActor,
  body: { memberId: number; tag: string; on: boolean; reason: string },
): Promise<{ tags: string[] }> {
  const member = await requirePlayer(services.db, merchantId, body.memberId);
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const before = await tagsOfMember(tx, merchantId, member.id);
    let changed: boolean;
    if (body.on) {
      const tag = await ensureTag(tx, merchantId, body.tag, now);
      changed = await assignTag(tx, { merchantId, memberId: member.id, tagId: tag.id, addedBy: actor.id, addedAt: now });
    } else {
      const tag = await findTag(tx, merchantId, body.tag);
      changed = tag ? await unassignTag(tx, merchantId, member.id, tag.id) : false;
    }
    if (!changed) return { tags: before };
    const after = await tagsOfMember(tx, merchantId, member.id);
    await recordAudit(tx, {
      merchantId,
      actor: { kind: 'staff', ...actor },
      action: body.on ? 'member.tag' : 'member.untag',
      entity: 'member',
      entityId: member.id,
      before: { tags: before },
      after: { tags: after },
      reason: body.reason,
      at: now,
    });
    return { tags: after };
  });
}
