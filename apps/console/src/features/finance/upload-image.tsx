import { Spinner } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from './api';

/** A member's receipt or proof image; a click shows it at full width. */
export const UploadImage = ({ id, label }: { id: number; label: string }) => {
  const { t } = useTranslation();
  const image = useUploadImage(id);
  const [zoomed, setZoomed] = useState(false);
  if (image.isError) return <p className="upload-image upload-image--failed">{t('finance.image_failed')}</p>;
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
