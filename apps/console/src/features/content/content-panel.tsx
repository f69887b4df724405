import { Button } from '@wps/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListTable, type DataColumn } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { STATE_TONES } from './states';

/** A row the panel lists: banners and notices have a state; the site's help topics, entries and resources do not. */
type ContentRow = { id: number; title: string; state?: 'live' | 'scheduled' | 'ended' };

export type ContentPanelProps<R extends ContentRow> = {
  /** The list and its state (live and scheduled, or with the ended ones too). */
  list: { data?: { list: R[] }; isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Banners and notices: a switch to list the ended ones too. */
  includeInactive?: boolean;
  onIncludeInactive?: (value: boolean) => void;
  columns: ReadonlyArray<DataColumn<R>>;
  labels: { list: string; create: string; createHint: string; empty: string };
  /** The form of one row (null: a new one); `done` closes the panel. */
  form: (row: R | null, done: () => void) => ReactNode;
  /** What a reader without the right to write sees of a row. */
  view: (row: R) => ReactNode;
  takeDown: { run: (input: { id: number; reason?: string }, handlers: { onSuccess: () => void; onError: (e: unknown) => void }) => void; pending: boolean };
  /** The words of taking a row down (banners and notices end; the site's rows are removed): i18n keys of `content.*`. */
  takeDownKeys?: { action: string; title: string; body: string; done: string };
};

const TAKE_DOWN_KEYS = { action: 'content.take_down', title: 'content.take_down_title', body: 'content.take_down_body', done: 'content.taken_down' };

/** A content list (banners, notices): the rows, a panel to write one, and taking one down with a reason. */
export function ContentPanel<R extends ContentRow>({ list, includeInactive, onIncludeInactive, columns, labels, form, view, takeDown, takeDownKeys = TAKE_DOWN_KEYS }: ContentPanelProps<R>) {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const [ending, setEnding] = useState(false);
  const writer = can(staff, 'content.write');
  const rows = list.data?.list ?? [];
  const open = editing === 'new' ? null : editing;

  return (
    <>
      <div className="toolbar">
        {onIncludeInactive && (
          <label className="check">
            <input type="checkbox" checked={includeInactive ?? false} onChange={(e) => onIncludeInactive(e.target.checked)} />
            {t('content.show_ended')}
          </label>
        )}
        {writer && <Button onClick={() => setEditing('new')}>{labels.create}</Button>}
      </div>
      <ListTable
        label={labels.list}
        columns={columns}
        rows={rows}
        query={list}
        errorText={errorText}
        empty={labels.empty}
        onRowClick={(row) => setEditing(row)}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={open ? open.title : labels.create}
        subtitle={open ? open.state && <StatusBadge tone={STATE_TONES[open.state]}>{t(`content.state_${open.state}`)}</StatusBadge> : labels.createHint}
        footer={
          open && writer && open.state !== 'ended' ? (
            <Button variant="danger" onClick={() => setEnding(true)}>
              {t(takeDownKeys.action)}
            </Button>
          ) : undefined
        }
      >
        {editing !== null && (writer ? form(open, () => setEditing(null)) : open && view(open))}
      </Drawer>
      <ConfirmDialog
        open={ending && open !== null}
        title={t(takeDownKeys.title)}
        message={t(takeDownKeys.body, { title: open?.title })}
        tone="danger"
        reason="optional"
        confirmLabel={t(takeDownKeys.action)}
        busy={takeDown.pending}
        onConfirm={(reason) => {
          if (!open) return;
          takeDown.run(
            { id: open.id, ...(reason ? { reason } : {}) },
            {
              onSuccess: () => {
                toast.success(t(takeDownKeys.done, { title: open.title }));
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
}
