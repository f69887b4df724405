import { CANNED_TEXT_MAX, CANNED_TITLE_MAX, ZCannedReplyBody, type TCannedReply } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Drawer } from '@/components/drawer';
import { FormError, SelectField, TextAreaField, TextField, useFieldErrorText, useZodForm } from '@/components/field';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useCannedReplies, useDeleteCanned, useSaveCanned } from './api';

const ReplyForm = ({ reply, onDone }: { reply: TCannedReply | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const save = useSaveCanned();
  const form = useZodForm(ZCannedReplyBody, {
    defaultValues: reply ? { id: reply.id, language: reply.language, title: reply.title, text: reply.text } : { language: 'EN', title: '', text: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      className="form-grid canned-form"
      onSubmit={form.handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: (saved) => {
            toast.success(t('support.canned_saved', { title: saved.title }));
            onDone();
          },
        }),
      )}
    >
      <SelectField label={t('support.language')} {...form.register('language')}>
        <option value="EN">{t('support.language_EN')}</option>
        <option value="TY">{t('support.language_TY')}</option>
      </SelectField>
      <TextField label={t('support.canned_title')} maxLength={CANNED_TITLE_MAX} error={fieldError(errors.title)} required {...form.register('title')} />
      <TextAreaField label={t('support.canned_text')} rows={4} maxLength={CANNED_TEXT_MAX} error={fieldError(errors.text)} required {...form.register('text')} />
      <FormError>{save.error ? errorText(save.error) : undefined}</FormError>
      <div className="form-actions">
        <Button variant="ghost" type="button" onClick={onDone}>
          {t('support.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('support.canned_save')}
        </Button>
      </div>
    </form>
  );
};

/** The brand's canned replies: the agents pick them in the composer; staff with support.manage write them here. */
export const CannedRepliesDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const replies = useCannedReplies();
  const remove = useDeleteCanned();
  const [editing, setEditing] = useState<TCannedReply | 'new' | null>(null);
  const [removing, setRemoving] = useState<TCannedReply | null>(null);
  return (
    <Drawer open={open} title={t('support.canned_manage')} subtitle={t('support.canned_hint')} onClose={onClose}>
      {editing ? (
        <ReplyForm key={editing === 'new' ? 'new' : editing.id} reply={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <>
          <Button onClick={() => setEditing('new')}>{t('support.canned_add')}</Button>
          {replies.data?.length === 0 && <p className="muted">{t('support.no_canned')}</p>}
          <ul className="canned-list">
            {replies.data?.map((c) => (
              <li key={c.id} className="canned-list__item">
                <div>
                  <strong>{c.title}</strong> <span className="chat-tag">{c.language}</span>
                  <p className="muted">{c.text}</p>
                </div>
                <div className="row-actions">
                  <Button size="sm" variant="outline" onClick={() => setEditing(c)}>
                    {t('support.edit')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setRemoving(c)}>
                    {t('support.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t('support.canned_remove_title', { title: removing?.title ?? '' })}
        confirmLabel={t('support.remove')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { id: removing.id },
            { onSuccess: () => toast.success(t('support.canned_removed')), onError: (e) => toast.error(errorText(e)), onSettled: () => setRemoving(null) },
          )
        }
      />
    </Drawer>
  );
};
