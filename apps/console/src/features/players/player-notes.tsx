import { PLAYER_NOTE_MAX, ZAddPlayerNoteBody } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useTranslation } from 'react-i18next';
import { FormError, TextAreaField, useFieldErrorText, useZodForm } from '@/components/field';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { brandTime } from '@/lib/time';
import { useAddNote, usePlayerNotes } from './api';

const ZNoteForm = ZAddPlayerNoteBody.pick({ text: true });

/** Staff notes on a player, newest first; kept as written (only ever added), so the form is the only write. */
export const PlayerNotes = ({ memberId, offset, canWrite }: { memberId: number; offset: number; canWrite: boolean }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notes = usePlayerNotes(memberId);
  const list = notes.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <>
      <p className="muted">{t('players.notes_hint')}</p>
      {canWrite && <NoteForm memberId={memberId} />}
      {notes.isError && (
        <p className="form-error" role="alert">
          {errorText(notes.error)}
        </p>
      )}
      {notes.isSuccess && list.length === 0 && <p className="muted">{t('players.no_notes')}</p>}
      {list.length > 0 && (
        <ul className="window-list" aria-label={t('players.notes')}>
          {list.map((n) => (
            <li key={n.id} className="window-list__item" data-testid={`note-${n.id}`}>
              <div>
                <strong>{n.authorName ?? t('players.staff_n', { id: n.authorId })}</strong>
                <time className="window-list__time" dateTime={new Date(n.createdAt).toISOString()}>
                  {brandTime(n.createdAt, offset)}
                </time>
                <p className="note-text">{n.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {notes.hasNextPage && (
        <div className="wagers-pager filters">
          <Button variant="ghost" size="sm" disabled={notes.isFetchingNextPage} onClick={() => void notes.fetchNextPage()}>
            {t('players.older_notes')}
          </Button>
        </div>
      )}
    </>
  );
};

const NoteForm = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const add = useAddNote();
  const form = useZodForm(ZNoteForm, { defaultValues: { text: '' } });
  const { register, formState, watch } = form;
  const length = watch('text').length;

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await add.mutateAsync({ memberId, text });
      form.reset({ text: '' });
      toast.success(t('players.note_added'));
    } catch (e) {
      form.setError('root', { message: errorText(e) });
    }
  });

  return (
    <form className="form-grid note-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField
        label={t('players.new_note')}
        hint={t('confirm.reason_length', { used: length, max: PLAYER_NOTE_MAX })}
        maxLength={PLAYER_NOTE_MAX}
        error={fieldError(formState.errors.text)}
        {...register('text')}
      />
      <FormError>{formState.errors.root?.message}</FormError>
      <div>
        <Button type="submit" size="sm" disabled={add.isPending || length === 0}>
          {t('players.add_note')}
        </Button>
      </div>
    </form>
  );
};
