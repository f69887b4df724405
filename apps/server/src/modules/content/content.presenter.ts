import type { TBanner, TNotice } from '@wps/contracts';
import type { BannerRow, NoticeRow } from './content.repository';

export const presentBanner = (row: BannerRow): TBanner => ({
  id: row.id,
  groupName: row.groupName,
  url: row.imageUrl,
  title: row.title,
  linkageType: row.linkageType ?? null,
  linkage: row.linkageType ? row.linkage : null,
});

export const presentNotice = (row: NoticeRow): TNotice => ({
  id: row.id,
  type: row.type,
  title: row.title,
  content: row.content,
  startDateStr: String(row.startsAt.getTime()),
  promotionType: row.promotionType ?? null,
});
