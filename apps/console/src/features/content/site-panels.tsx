import {
  CS_TYPES,
  DEVICES,
  RESOURCE_TYPES,
  SITE_LINKS_MAX,
  ZSaveCustomerServiceBody,
  ZSaveHelpTopicBody,
  ZSaveResourceBody,
  type TStaffCustomerService,
  type TStaffHelpTopic,
  type TStaffResource,
} from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Controller, useFieldArray, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { columnsFor } from '@/components/data-table';
import { Facts } from '@/components/drawer';
import { FormError, SelectField, TextField, useFieldErrorText, useZodForm } from '@/components/field';
import { RichTextEditor } from '@/components/rich-text-editor';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useStaff } from '@/lib/staff';
import {
  useDeleteCustomerService,
  useDeleteHelpTopic,
  useDeleteResource,
  useSaveCustomerService,
  useSaveHelpTopic,
  useSaveResource,
  useSiteContent,
} from './api';
import { ContentPanel } from './content-panel';

/** The site's rows are removed, not ended. */
const REMOVE_KEYS = { action: 'content.remove', title: 'content.remove_title', body: 'content.remove_body', done: 'content.removed' };

/** One of the three lists of the site read, as ContentPanel reads a list. */
const useSiteList = <R,>(pick: (data: NonNullable<ReturnType<typeof useSiteContent>['data']>) => R[]) => {
  const query = useSiteContent();
  return { ...query, data: query.data ? { list: pick(query.data) } : undefined };
};

type SaveMutation<B, R> = { mutate: (body: B, handlers: { onSuccess: (saved: R) => void }) => void; error: unknown; isPending: boolean };

/**
 * The frame of the three forms: the fields, the reason for the record, the
 * server's refusal, cancel and save; a save says so and closes the panel.
 */
function SiteForm<B, R>({
  onSubmit,
  save,
  saved,
  reason,
  onDone,
  children,
}: {
  /** The form's handleSubmit around `submit` (which it hands the valid body). */
  onSubmit: (submit: (body: B) => void) => (e?: BaseSyntheticEvent) => Promise<void>;
  save: SaveMutation<B, R>;
  saved: (row: R) => string;
  reason: UseFormRegisterReturn;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const submit = (body: B) =>
    save.mutate(body, {
      onSuccess: (row) => {
        toast.success(saved(row));
        onDone();
      },
    });
  return (
    <form className="form-grid" onSubmit={onSubmit(submit)}>
      {children}
      <TextField label={t('content.reason')} optional {...reason} />
      <FormError>{save.error ? errorText(save.error) : undefined}</FormError>
      <div className="form-actions">
        <Button variant="ghost" type="button" onClick={onDone}>
          {t('content.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('content.save')}
        </Button>
      </div>
    </form>
  );
}

type HelpRow = TStaffHelpTopic;
const helpCol = columnsFor<HelpRow>();

const HelpForm = ({ topic, languages, onDone }: { topic: HelpRow | null; languages: readonly string[]; onDone: () => void }) => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const save = useSaveHelpTopic();
  const contentLabel = useId();
  const form = useZodForm(ZSaveHelpTopicBody, {
    defaultValues: topic
      ? { id: topic.id, language: topic.language, device: topic.device, anchor: topic.anchor, title: topic.title, content: topic.content, sort: topic.sort }
      : { language: (languages[0] ?? 'EN') as HelpRow['language'], device: null, anchor: '', title: '', content: '', sort: 0 },
  });
  const { register, formState } = form;
  return (
    <SiteForm onSubmit={form.handleSubmit} save={save} saved={(row) => t('content.help_saved', { title: row.title })} reason={register('reason')} onDone={onDone}>
      <TextField label={t('content.title_field')} required error={fieldError(formState.errors.title)} {...register('title')} />
      <TextField label={t('content.anchor')} hint={t('content.anchor_hint')} required error={fieldError(formState.errors.anchor)} {...register('anchor')} />
      <div className="form-row">
        <SelectField label={t('content.language')} {...register('language')}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('content.device')} {...register('device', { setValueAs: (v: string) => (v === '' ? null : v) })}>
          <option value="">{t('content.device_all')}</option>
          {DEVICES.map((d) => (
            <option key={d} value={d}>
              {t(`content.device_${d}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('content.sort')} type="number" error={fieldError(formState.errors.sort as FieldError | undefined)} {...register('sort', { valueAsNumber: true })} />
      </div>
      <div className="field">
        <span className="field__label" id={contentLabel}>
          {t('content.body')}
        </span>
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => <RichTextEditor value={field.value} onChange={field.onChange} labelledBy={contentLabel} invalid={fieldState.invalid} />}
        />
      </div>
    </SiteForm>
  );
};

/** The help center's topics, per language and device, written in the rich-text editor (sanitized when stored). */
export const HelpPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const languages = staff?.brand?.languages ?? ['EN'];
  const list = useSiteList((d) => d.helpTopics);
  const remove = useDeleteHelpTopic();
  return (
    <ContentPanel
      list={list}
      columns={[
        helpCol.accessor('title', { header: t('content.title_field') }),
        helpCol.accessor('anchor', { header: t('content.anchor'), cell: (c) => <span className="mono">#{c.getValue()}</span> }),
        helpCol.accessor('language', { header: t('content.language') }),
        helpCol.accessor('device', { header: t('content.device'), cell: (c) => (c.row.original.device ? t(`content.device_${c.row.original.device}`) : t('content.device_all')) }),
        helpCol.accessor('sort', { header: t('content.sort'), meta: { numeric: true } }),
      ]}
      labels={{ list: t('content.help'), create: t('content.new_help'), createHint: t('content.new_help_hint'), empty: t('content.no_help') }}
      form={(topic, done) => <HelpForm key={topic?.id ?? 'new'} topic={topic} languages={languages} onDone={done} />}
      view={(topic) => <div className="rich-content" dangerouslySetInnerHTML={{ __html: topic.content }} />}
      takeDown={{ run: (input, handlers) => remove.mutate(input, handlers), pending: remove.isPending }}
      takeDownKeys={REMOVE_KEYS}
    />
  );
};

type CsRow = TStaffCustomerService & { title: string };
const csCol = columnsFor<CsRow>();

const CsForm = ({ entry, onDone }: { entry: CsRow | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const save = useSaveCustomerService();
  const form = useZodForm(ZSaveCustomerServiceBody, {
    defaultValues: entry ? { id: entry.id, csType: entry.csType, title: entry.title, links: entry.links, sort: entry.sort } : { csType: 'LIVECHAT', title: '', links: [{ label: '', url: '' }], sort: 0 },
  });
  const { register, formState } = form;
  const links = useFieldArray({ control: form.control, name: 'links' });
  const csType = useWatch({ control: form.control, name: 'csType' });
  return (
    <SiteForm onSubmit={form.handleSubmit} save={save} saved={() => t('content.cs_saved')} reason={register('reason')} onDone={onDone}>
      <div className="form-row">
        <Controller
          control={form.control}
          name="csType"
          render={({ field }) => (
            <SelectField label={t('content.cs_type')} {...field}>
              {CS_TYPES.map((c) => (
                <option key={c} value={c}>
                  {t(`content.cs_${c}`)}
                </option>
              ))}
            </SelectField>
          )}
        />
        <TextField label={t('content.title_field')} optional error={fieldError(formState.errors.title)} {...register('title')} />
      </div>
      {csType === 'LIVECHAT' && <p className="notice notice--info">{t('content.cs_livechat_note')}</p>}
      <fieldset className="field">
        <legend className="field__label">{t('content.links')}</legend>
        {links.fields.map((f, i) => (
          <div className="form-row" key={f.id}>
            <TextField label={t('content.link_label')} error={fieldError(formState.errors.links?.[i]?.label)} {...register(`links.${i}.label`)} />
            <TextField label={t('content.link_url')} placeholder="https://" error={fieldError(formState.errors.links?.[i]?.url)} {...register(`links.${i}.url`)} />
            {links.fields.length > 1 && (
              <Button variant="ghost" size="sm" type="button" onClick={() => links.remove(i)}>
                {t('content.remove')}
              </Button>
            )}
          </div>
        ))}
        {links.fields.length < SITE_LINKS_MAX && (
          <Button variant="outline" size="sm" type="button" onClick={() => links.append({ label: '', url: '' })}>
            {t('content.add_link')}
          </Button>
        )}
      </fieldset>
      <TextField label={t('content.sort')} type="number" {...register('sort', { valueAsNumber: true })} />
    </SiteForm>
  );
};

const LinkList = ({ links }: { links: TStaffCustomerService['links'] }): ReactNode => (
  <ul className="plain-list">
    {links.map((l) => (
      <li key={l.url}>
        {l.label}: <span className="mono">{l.url}</span>
      </li>
    ))}
  </ul>
);

/** The side bar's customer-service entries: Facebook, Telegram, and LIVECHAT (our chat unless it links an outside one). */
export const CustomerServicePanel = () => {
  const { t } = useTranslation();
  const list = useSiteList((d) => d.customerService.map((c) => ({ ...c, title: c.title || t(`content.cs_${c.csType}`) })));
  const remove = useDeleteCustomerService();
  return (
    <ContentPanel
      list={list}
      columns={[
        csCol.accessor('csType', { header: t('content.cs_type'), cell: (c) => t(`content.cs_${c.row.original.csType}`) }),
        csCol.accessor('title', { header: t('content.title_field') }),
        csCol.display({ id: 'links', header: t('content.links'), cell: (c) => c.row.original.links.map((l) => l.url).join(', ') }),
        csCol.accessor('sort', { header: t('content.sort'), meta: { numeric: true } }),
      ]}
      labels={{ list: t('content.cs'), create: t('content.new_cs'), createHint: t('content.new_cs_hint'), empty: t('content.no_cs') }}
      form={(entry, done) => <CsForm key={entry?.id ?? 'new'} entry={entry} onDone={done} />}
      view={(entry) => <LinkList links={entry.links} />}
      takeDown={{ run: (input, handlers) => remove.mutate(input, handlers), pending: remove.isPending }}
      takeDownKeys={REMOVE_KEYS}
    />
  );
};

type ResourceRow = TStaffResource & { title: string };
const resCol = columnsFor<ResourceRow>();

const ResourceForm = ({ resource, onDone }: { resource: ResourceRow | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const save = useSaveResource();
  const form = useZodForm(ZSaveResourceBody, {
    defaultValues: resource
      ? { id: resource.id, resourceType: resource.resourceType, url: resource.url, labelNameEn: resource.labelNameEn, sort: resource.sort }
      : { resourceType: 'SOCIAL', url: '', labelNameEn: null, sort: 0 },
  });
  const { register, formState } = form;
  return (
    <SiteForm onSubmit={form.handleSubmit} save={save} saved={() => t('content.resource_saved')} reason={register('reason')} onDone={onDone}>
      <SelectField label={t('content.resource_type')} {...register('resourceType')}>
        {RESOURCE_TYPES.map((r) => (
          <option key={r} value={r}>
            {t(`content.resource_${r}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('content.link_url')} hint={t('content.resource_url_hint')} required error={fieldError(formState.errors.url)} {...register('url')} />
      <TextField label={t('content.resource_label')} optional {...register('labelNameEn', { setValueAs: (v: string) => (v.trim() === '' ? null : v) })} />
      <TextField label={t('content.sort')} type="number" {...register('sort', { valueAsNumber: true })} />
    </SiteForm>
  );
};

/** The brand's resources: logo, social pages, video, app downloads (the site shows what is here, nothing else). */
export const ResourcesPanel = () => {
  const { t } = useTranslation();
  const list = useSiteList((d) => d.resources.map((r) => ({ ...r, title: r.labelNameEn || t(`content.resource_${r.resourceType}`) })));
  const remove = useDeleteResource();
  return (
    <ContentPanel
      list={list}
      columns={[
        resCol.accessor('resourceType', { header: t('content.resource_type'), cell: (c) => t(`content.resource_${c.row.original.resourceType}`) }),
        resCol.accessor('title', { header: t('content.resource_label') }),
        resCol.accessor('url', { header: t('content.link_url'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
        resCol.accessor('sort', { header: t('content.sort'), meta: { numeric: true } }),
      ]}
      labels={{ list: t('content.resources'), create: t('content.new_resource'), createHint: t('content.new_resource_hint'), empty: t('content.no_resources') }}
      form={(resource, done) => <ResourceForm key={resource?.id ?? 'new'} resource={resource} onDone={done} />}
      view={(resource) => <Facts items={[[t('content.link_url'), <span key="u" className="mono">{resource.url}</span>]]} />}
      takeDown={{ run: (input, handlers) => remove.mutate(input, handlers), pending: remove.isPending }}
      takeDownKeys={REMOVE_KEYS}
    />
  );
};
