import type { TStaffBanner } from '@wps/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useStaff } from '@/lib/staff';
import { brandTime } from '@/lib/time';
import { useBanners, useDeactivateBanner } from './api';
import { BannerForm, bannerImageSrc } from './banner-form';
import { ContentPanel } from './content-panel';
import { STATE_TONES } from './states';

const col = columnsFor<TStaffBanner>();

/** The brand's banners: what players see now and later, a form to publish or change one, and taking one down. */
export const BannersPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const [includeInactive, setIncludeInactive] = useState(false);
  const list = useBanners(includeInactive);
  const deactivate = useDeactivateBanner();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
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

  return (
    <ContentPanel
      list={list}
      includeInactive={includeInactive}
      onIncludeInactive={setIncludeInactive}
      columns={columns}
      labels={{ list: t('content.banners'), create: t('content.new_banner'), createHint: t('content.new_banner_hint'), empty: t('content.no_banners') }}
      form={(banner, done) => (
        <BannerForm
          key={banner?.id ?? 'new'}
          banner={banner}
          languages={languages}
          offset={offset}
          onDone={(saved) => {
            toast.success(t(banner ? 'content.banner_saved' : 'content.banner_published', { title: saved.title }));
            done();
          }}
        />
      )}
      view={(banner) => <img className="banner-preview" src={bannerImageSrc(banner.imageUrl)} alt={banner.title} />}
      takeDown={{ run: (input, handlers) => deactivate.mutate(input, handlers), pending: deactivate.isPending }}
    />
  );
};
