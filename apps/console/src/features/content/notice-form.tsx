import { ZCreateNoticeBody, type TStaffNotice } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useId } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError, SelectField, TextField, useFieldErrorText, useZodForm } from '@/components/field';
import { RichTextEditor } from '@/components/rich-text-editor';
import { useErrorText } from '@/lib/error-text';
import { fromBrandInput, toBrandInput } from '@/lib/time';
import { useSaveNotice } from './api';

const shape = ZCreateNoticeBody.shape;
export const NOTICE_TYPE_OPTIONS = shape.type.options;
const AUDIENCES = shape.executions.unwrap().element.options;

/** The notice form: the contract's rules per field; the text as rich text; times on the brand's clock. */
const ZNoticeForm = z.object({
  code: shape.code,
  title: shape.title,
  type: shape.type,
  language: shape.language,
  content: z.string().min(1, 'form.error_required').max(20_000),
  executions: z.array(z.enum(AUDIENCES)),
  sort: z.coerce.number().int().min(-1_000_000).max(1_000_000),
  startsAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'form.error_required'),
  endsAt: z.string(),
  reason: z.string().trim().max(500),
});
type NoticeForm = z.input<typeof ZNoticeForm>;

/** The same HTML in both themes, as players will see it. */
const ThemePreviews = ({ html }: { html: string }) => {
  const { t } = useTranslation();
  return (
    <div className="theme-previews">
      {(['light', 'dark'] as const).map((theme) => (
        <figure key={theme} className="theme-preview" data-theme={theme}>
          <figcaption>{t(`content.preview_${theme}`)}</figcaption>
          {/* The editor's own output: only what its schema knows; the server sanitizes it again when stored. */}
          <div className="rich-content" dangerouslySetInnerHTML={{ __html: html || `<p>${t('content.preview_empty')}</p>` }} />
        </figure>
      ))}
    </div>
  );
};

export const NoticeForm = ({
  notice,
  languages,
  offset,
  now,
  onDone,
}: {
  notice: TStaffNotice | null;
  languages: readonly string[];
  offset: number;
  now: number;
  onDone: (saved: TStaffNotice) => void;
}) => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const save = useSaveNotice();
  const contentLabel = useId();
  const form = useZodForm(ZNoticeForm, {
    defaultValues: {
      code: notice?.code ?? '',
      title: notice?.title ?? '',
      type: notice?.type ?? 'PL',
      language: notice?.language ?? languages[0] ?? 'EN',
      content: notice?.content ?? '',
      executions: notice?.executions ?? [],
      sort: notice?.sort ?? 0,
      startsAt: toBrandInput(notice?.startsAt ?? now, offset),
      endsAt: toBrandInput(notice?.endsAt, offset),
      reason: '',
    } satisfies NoticeForm,
  });
  const { register, formState, watch, control } = form;
  const html = watch('content');

  const submit = form.handleSubmit(async (values) => {
    const startsAt = fromBrandInput(values.startsAt, offset);
    if (startsAt === null) return;
    const body = {
      code: values.code,
      title: values.title,
      type: values.type,
      language: values.language.toUpperCase(),
      content: values.content,
      executions: values.executions,
      sort: values.sort,
      startsAt,
      endsAt: fromBrandInput(values.endsAt, offset),
      ...(values.reason ? { reason: values.reason } : {}),
    };
    try {
      onDone(await save.mutateAsync({ id: notice?.id ?? null, body }));
    } catch (e) {
      form.setError('root', { message: errorText(e) });
    }
  });

  return (
    <form className="form-grid" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={t('content.title_field')} required error={fieldError(formState.errors.title)} {...register('title')} />
      <TextField label={t('content.code')} hint={t('content.code_hint')} required error={fieldError(formState.errors.code)} {...register('code')} />
      <div className="form-row">
        <SelectField label={t('content.notice_type')} {...register('type')}>
          {NOTICE_TYPE_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {t(`content.type_${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('content.language')} {...register('language')}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="field">
        <span className="field__label" id={contentLabel}>
          {t('content.text')}
        </span>
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => <RichTextEditor value={field.value} onChange={field.onChange} labelledBy={contentLabel} invalid={fieldState.invalid} />}
        />
        {formState.errors.content && <span className="field__error">{fieldError(formState.errors.content)}</span>}
      </div>
      <ThemePreviews html={html} />
      <fieldset className="field">
        <legend className="field__label">{t('content.popup')}</legend>
        <div className="check-row">
          {AUDIENCES.map((a) => (
            <label key={a} className="check">
              <input type="checkbox" value={a} {...register('executions')} />
              {t(`content.audience_${a}`)}
            </label>
          ))}
        </div>
        <span className="field__hint">{t('content.popup_hint')}</span>
      </fieldset>
      <div className="form-row">
        <TextField label={t('content.starts')} type="datetime-local" required error={fieldError(formState.errors.startsAt)} {...register('startsAt')} />
        <TextField label={t('content.ends')} type="datetime-local" optional {...register('endsAt')} />
        <TextField label={t('content.sort')} type="number" error={fieldError(formState.errors.sort as FieldError | undefined)} {...register('sort')} />
      </div>
      <TextField label={t('content.reason')} optional {...register('reason')} />
      <FormError>{formState.errors.root?.message}</FormError>
      <div className="form-actions">
        <Button type="submit" disabled={formState.isSubmitting}>
          {notice ? t('content.save') : t('content.publish')}
        </Button>
      </div>
    </form>
  );
};
