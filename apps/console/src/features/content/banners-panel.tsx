import type { TStaffBanner } from '@wps/contracts/staff';
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
import { useBanners, useDeactivateBanner } from './api';
import { BannerForm, bannerImageSrc } from './banner-form';
import { STATE_TONES } from './states';

const col = columnsFor<TStaffBanner>();

/** The brand's banners: what players see now and later, a form to publish or change one, and taking one down. */
export const BannersPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const [includeInactive, setIncludeInactive] = useState(false);
  const [editing, setEditing] = useState<TStaffBanner | 'new' | null>(null);
  const [ending, setEnding] = useState(false);
  const list = useBanners(includeInactive);
  const deactivate = useDeactivateBanner();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const writer = can(staff, 'content.write');
  const languages = staff?.brand?.languages ?? ['EN'];
  const window = (b: TStaffBanner) => `${b.startsAt ? brandTime(b.startsAt, offset) : '…'} → ${b.endsAt ? brandTime(b.endsAt, offset) : '…'}`;

  const columns = [
    col.accessor('imageUrl', {
      header: t('content.preview'),
      cell: (c) => <img className="banner-thumb" src={bannerImageSrc(c.getValue())} alt="" loading="lazy" />,
    }),
    col.accessor('title', { header: t('content.title_field') }),
    col.accessor('groupName', { header: t('content.group'), cell: (c) => t(`content.group_${c.getValue()}`) }),
    col.accessor('language', { header: t('content.language') }),
    col.display({ id: 'window', header: t('content.window'), cell: (c) => window(c.row.original) }),
    col.accessor('sort', { header: t('content.sort'), meta: { numeric: true } }),
    col.accessor('state', { header: t('content.state'), cell: (c) => <StatusBadge tone={STATE_TONES[c.getValue()]}>{t(`content.state_${c.getValue()}`)}</StatusBadge> }),
  ];
  const rows = list.data?.list ?? [];
  const open = editing === 'new' ? null : editing;

  return (
    <>
      <div className="toolbar">
        <label className="check">
          <input type="checkbox" checked={includeInactive} onChange={(e) => setIncludeInactive(e.target.checked)} />
          {t('content.show_ended')}
        </label>
        {writer && <Button onClick={() => setEditing('new')}>{t('content.new_banner')}</Button>}
      </div>
      <DataTable
        label={t('content.banners')}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        size={Math.max(rows.length, 1)}
        onPage={() => undefined}
        loading={list.isFetching && !list.data}
        error={list.isError ? errorText(list.error) : undefined}
        onRetry={() => void list.refetch()}
        empty={t('content.no_banners')}
        onRowClick={(row) => setEditing(row)}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={open ? open.title : t('content.new_banner')}
        subtitle={open ? <StatusBadge tone={STATE_TONES[open.state]}>{t(`content.state_${open.state}`)}</StatusBadge> : t('content.new_banner_hint')}
        footer={
          open && writer && open.state !== 'ended' ? (
            <Button variant="danger" onClick={() => setEnding(true)}>
              {t('content.take_down')}
            </Button>
          ) : undefined
        }
      >
        {writer ? (
          <BannerForm
            key={open?.id ?? 'new'}
            banner={open}
            languages={languages}
            offset={offset}
            onDone={(saved) => {
              toast.success(t(open ? 'content.banner_saved' : 'content.banner_published', { title: saved.title }));
              setEditing(null);
            }}
          />
        ) : (
          open && <img className="banner-preview" src={bannerImageSrc(open.imageUrl)} alt={open.title} />
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
