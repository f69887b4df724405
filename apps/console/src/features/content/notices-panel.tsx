import type { TStaffNotice } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { brandTime } from '@/lib/time';
import { useDeactivateNotice, useNotices } from './api';
import { NoticeForm } from './notice-form';
import { STATE_TONES } from './states';

const col = columnsFor<TStaffNotice>();

/** Notices and popup announcements: the marquee, the news, the popups by audience; written as rich text. */
export const NoticesPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const [includeInactive, setIncludeInactive] = useState(false);
  const [editing, setEditing] = useState<TStaffNotice | 'new' | null>(null);
  const [ending, setEnding] = useState(false);
  const [now] = useState(() => Date.now());
  const list = useNotices(includeInactive);
  const deactivate = useDeactivateNotice();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const writer = can(staff, 'content.write');
  const languages = staff?.brand?.languages ?? ['EN'];
  const open = editing === 'new' ? null : editing;

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
  const rows = list.data?.list ?? [];

  return (
    <>
      <div className="toolbar">
        <label className="check">
          <input type="checkbox" checked={includeInactive} onChange={(e) => setIncludeInactive(e.target.checked)} />
          {t('content.show_ended')}
        </label>
        {writer && <Button onClick={() => setEditing('new')}>{t('content.new_notice')}</Button>}
      </div>
      <DataTable
        label={t('content.notices')}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        size={Math.max(rows.length, 1)}
        onPage={() => undefined}
        loading={list.isFetching && !list.data}
        error={list.isError ? errorText(list.error) : undefined}
        onRetry={() => void list.refetch()}
        empty={t('content.no_notices')}
        onRowClick={(row) => setEditing(row)}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={open ? open.title : t('content.new_notice')}
        subtitle={open ? <StatusBadge tone={STATE_TONES[open.state]}>{t(`content.state_${open.state}`)}</StatusBadge> : t('content.new_notice_hint')}
        footer={
          open && writer && open.state !== 'ended' ? (
            <Button variant="danger" onClick={() => setEnding(true)}>
              {t('content.take_down')}
            </Button>
          ) : undefined
        }
      >
        {writer ? (
          <NoticeForm
            key={open?.id ?? 'new'}
            notice={open}
            languages={languages}
            offset={offset}
            now={now}
            onDone={(saved) => {
              toast.success(t(open ? 'content.notice_saved' : 'content.notice_published', { title: saved.title }));
              setEditing(null);
            }}
          />
        ) : (
          open && <div className="rich-content" dangerouslySetInnerHTML={{ __html: open.content }} />
        )}
      </Drawer>
      <ConfirmDialog
        open={ending && open !== null}
        title={t('content.take_down_title')}
        message={t('content.take_down_body', { title: open?.title })}
        tone="danger"
        reason="optional"
        confirmLabel={t('content.take_down')}
        busy={deactivate.isPending}
        onConfirm={(reason) => {
          if (!open) return;
          deactivate.mutate(
            { id: open.id, ...(reason ? { reason } : {}) },
            {
              onSuccess: () => {
                toast.success(t('content.taken_down', { title: open.title }));
                setEnding(false);
                setEditing(null);
              },
              onError: (e) => {
                toast.error(errorText(e));
                setEnding(false);
              },
            },
          );
        }}
        onCancel={() => setEnding(false)}
      />
    </>
  );
};
