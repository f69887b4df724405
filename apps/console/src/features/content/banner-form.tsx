import { ZCreateBannerBody, type TStaffBanner } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError, SelectField, TextField, useFieldErrorText, useZodForm } from '@/components/field';
import { useErrorText } from '@/lib/error-text';
import { fromBrandInput, toBrandInput } from '@/lib/time';
import { useSaveBanner } from './api';

const shape = ZCreateBannerBody.shape;
export const BANNER_GROUP_OPTIONS = shape.groupName.options;
const LINKAGE_OPTIONS = shape.linkageType.unwrap().unwrap().options;

/** The banner form: the contract's own rules per field; times as the brand's clock shows them. */
const ZBannerForm = z.object({
  code: shape.code,
  title: shape.title,
  groupName: shape.groupName,
  language: shape.language,
  imageUrl: shape.imageUrl,
  linkageType: z.enum(['', ...LINKAGE_OPTIONS]),
  linkage: z.string().trim().max(500),
  sort: z.coerce.number().int().min(-1_000_000).max(1_000_000),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string().trim().max(500),
});
type BannerForm = z.input<typeof ZBannerForm>;

/** Where the console can show a banner's image: a CDN path under /cdn, an https address as it is. */
export const bannerImageSrc = (url: string) => (url.startsWith('/') ? `/cdn${url}` : url);

export const BannerForm = ({
  banner,
  languages,
  offset,
  onDone,
}: {
  banner: TStaffBanner | null;
  languages: readonly string[];
  offset: number;
  onDone: (saved: TStaffBanner) => void;
}) => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const save = useSaveBanner();
  const form = useZodForm(ZBannerForm, {
    defaultValues: {
      code: banner?.code ?? '',
      title: banner?.title ?? '',
      groupName: banner?.groupName ?? 'w_home',
      language: banner?.language ?? languages[0] ?? 'EN',
      imageUrl: banner?.imageUrl ?? '',
      linkageType: banner?.linkageType ?? '',
      linkage: banner?.linkage ?? '',
      sort: banner?.sort ?? 0,
      startsAt: toBrandInput(banner?.startsAt, offset),
      endsAt: toBrandInput(banner?.endsAt, offset),
      reason: '',
    } satisfies BannerForm,
  });
  const { register, formState, watch } = form;
  const image = watch('imageUrl');
  const linkageType = watch('linkageType');

  const submit = form.handleSubmit(async (values) => {
    const body = {
      code: values.code,
      title: values.title,
      groupName: values.groupName,
      language: values.language.toUpperCase(),
      imageUrl: values.imageUrl,
      linkageType: values.linkageType === '' ? null : values.linkageType,
      linkage: values.linkageType === '' ? null : values.linkage || null,
      sort: values.sort,
      startsAt: fromBrandInput(values.startsAt, offset),
      endsAt: fromBrandInput(values.endsAt, offset),
      ...(values.reason ? { reason: values.reason } : {}),
    };
    try {
      onDone(await save.mutateAsync({ id: banner?.id ?? null, body }));
    } catch (e) {
      form.setError('root', { message: errorText(e) });
    }
  });

  return (
    <form className="form-grid" onSubmit={(e) => void submit(e)} noValidate>
      <div className="banner-preview" aria-live="polite">
        {/^(\/(?!\/)|https:\/\/)\S+$/.test(image) ? <img src={bannerImageSrc(image)} alt={t('content.preview')} /> : <span>{t('content.no_image')}</span>}
      </div>
      <TextField label={t('content.title_field')} required error={fieldError(formState.errors.title)} {...register('title')} />
      <TextField label={t('content.code')} hint={t('content.code_hint')} required error={fieldError(formState.errors.code)} {...register('code')} />
      <TextField label={t('content.image')} hint={t('content.image_hint')} required error={fieldError(formState.errors.imageUrl)} {...register('imageUrl')} />
      <div className="form-row">
        <SelectField label={t('content.group')} error={fieldError(formState.errors.groupName)} {...register('groupName')}>
          {BANNER_GROUP_OPTIONS.map((g) => (
            <option key={g} value={g}>
              {t(`content.group_${g}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('content.language')} error={fieldError(formState.errors.language)} {...register('language')}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-row">
        <SelectField label={t('content.linkage_type')} {...register('linkageType')}>
          <option value="">{t('content.linkage_none')}</option>
          {LINKAGE_OPTIONS.map((l) => (
            <option key={l} value={l}>
              {t(`content.linkage_${l}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('content.linkage')} disabled={linkageType === ''} error={fieldError(formState.errors.linkage)} {...register('linkage')} />
      </div>
      <div className="form-row">
        <TextField label={t('content.starts')} type="datetime-local" optional {...register('startsAt')} />
        <TextField label={t('content.ends')} type="datetime-local" optional {...register('endsAt')} />
        <TextField label={t('content.sort')} type="number" error={fieldError(formState.errors.sort as FieldError | undefined)} {...register('sort')} />
      </div>
      <TextField label={t('content.reason')} optional {...register('reason')} />
      <FormError>{formState.errors.root?.message}</FormError>
      <div className="form-actions">
        <Button type="submit" disabled={formState.isSubmitting}>
          {banner ? t('content.save') : t('content.publish')}
        </Button>
      </div>
    </form>
  );
};
