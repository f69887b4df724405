import type { TStaffNotice } from '@wps/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useStaff } from '@/lib/staff';
import { brandTime } from '@/lib/time';
import { useDeactivateNotice, useNotices } from './api';
import { ContentPanel } from './content-panel';
import { NoticeForm } from './notice-form';
import { STATE_TONES } from './states';

const col = columnsFor<TStaffNotice>();

/** Notices and popup announcements: the marquee, the news, the popups by audience; written as rich text. */
export const NoticesPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const [includeInactive, setIncludeInactive] = useState(false);
  const [now] = useState(() => Date.now());
  const list = useNotices(includeInactive);
  const deactivate = useDeactivateNotice();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const languages = staff?.brand?.languages ?? ['EN'];

  const columns = [
    col.accessor('title', { header: t('content.title_field') }),
    col.accessor('type', { header: t('content.notice_type'), cell: (c) => t(`content.type_${c.getValue()}`) }),
    col.accessor('executions', {
      header: t('content.popup'),
      cell: (c) => (c.getValue().length ? c.getValue().map((a) => t(`content.audience_${a}`)).join(', ') : '—'),
    }),
    col.accessor('language', { header: t('content.language') }),
    col.display({
      id: 'window',
      header: t('content.window'),
      cell: (c) => `${brandTime(c.row.original.startsAt, offset)} → ${c.row.original.endsAt ? brandTime(c.row.original.endsAt, offset) : '…'}`,
    }),
    col.accessor('state', { header: t('content.state'), cell: (c) => <StatusBadge tone={STATE_TONES[c.getValue()]}>{t(`content.state_${c.getValue()}`)}</StatusBadge> }),
  ];

  return (
    <ContentPanel
      list={list}
      includeInactive={includeInactive}
      onIncludeInactive={setIncludeInactive}
      columns={columns}
      labels={{ list: t('content.notices'), create: t('content.new_notice'), createHint: t('content.new_notice_hint'), empty: t('content.no_notices') }}
      form={(notice, done) => (
        <NoticeForm
          key={notice?.id ?? 'new'}
          notice={notice}
          languages={languages}
          offset={offset}
          now={now}
          onDone={(saved) => {
            toast.success(t(notice ? 'content.notice_saved' : 'content.notice_published', { title: saved.title }));
            done();
          }}
        />
      )}
      view={(notice) => <div className="rich-content" dangerouslySetInnerHTML={{ __html: notice.content }} />}
      takeDown={{ run: (input, handlers) => deactivate.mutate(input, handlers), pending: deactivate.isPending }}
    />
  );
};
