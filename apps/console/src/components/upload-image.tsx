import { staffUpload } from '@wps/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/api';

/**
 * The staff call an uploaded image comes from: members' uploads (deposit
 * receipts, withdrawal proofs) by default; promotion applications keep
 * theirs apart (`staffPromotionImage`), with the same query and answer.
 */
export type ImageSource = typeof staffUpload;

/** An image a member uploaded, as a data URL. */
export const useUploadImage = (id: number, source: ImageSource = staffUpload) =>
  useQuery({
    queryKey: ['upload', source.path, id],
    queryFn: async ({ signal }) => {
      const upload = await call(source, { id }, { signal });
      return `data:${upload.mime};base64,${upload.data}`;
    },
    staleTime: Infinity,
  });

/** A member's uploaded image as a thumbnail; a click shows it at full width. */
export const UploadImage = ({ id, label, source }: { id: number; label: string; source?: ImageSource }) => {
  const { t } = useTranslation();
  const image = useUploadImage(id, source);
  const [zoomed, setZoomed] = useState(false);
  if (image.isError) return <p className="upload-image upload-image--failed">{t('common.image_failed')}</p>;
  if (!image.data)
    return (
      <div className="upload-image upload-image--loading">
        <Spinner size={20} label={t('common.loading')} />
      </div>
    );
  return (
    <button type="button" className={`upload-image${zoomed ? ' upload-image--zoomed' : ''}`} aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
      <img src={image.data} alt={label} />
    </button>
  );
};
