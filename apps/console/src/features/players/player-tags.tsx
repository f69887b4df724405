import { PLAYER_TAG_MAX, ZPlayerTagLabel } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useSetTag, useTagList } from './api';

type Change = { tag: string; on: boolean };

/** The player's tags; a manager adds one of the brand's list (or a new label) and removes one, each with a reason. */
export const PlayerTags = ({ memberId, account, tags, canWrite }: { memberId: number; account: string; tags: string[]; canWrite: boolean }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const setTag = useSetTag();
  const brandTags = useTagList();
  const listId = useId();
  const [text, setText] = useState('');
  const [change, setChange] = useState<Change | null>(null);
  const label = ZPlayerTagLabel.safeParse(text);
  const offered = (brandTags.data?.list ?? []).filter((b) => !tags.some((tag) => tag.toLowerCase() === b.label.toLowerCase()));

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (label.success) setChange({ tag: label.data, on: true });
  };

  return (
    <>
      {tags.length === 0 ? (
        <p className="muted">{t('players.no_tags')}</p>
      ) : (
        <ul className="tag-list" aria-label={t('players.tags')}>
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              {tag}
              {canWrite && (
                <button type="button" className="tag-chip__remove" aria-label={t('players.remove_tag', { tag })} onClick={() => setChange({ tag, on: false })}>
                  <Icon name="close" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form className="filters tag-form" onSubmit={add}>
          <label className="field field--inline field--grow">
            <span className="field__label">{t('players.tag')}</span>
            <input
              className="input"
              list={listId}
              value={text}
              maxLength={PLAYER_TAG_MAX}
              placeholder={t('players.tag_hint')}
              aria-invalid={text.trim() !== '' && !label.success ? true : undefined}
              onChange={(e) => setText(e.target.value)}
            />
            <datalist id={listId}>
              {offered.map((b) => (
                <option key={b.id} value={b.label} />
              ))}
            </datalist>
          </label>
          <Button type="submit" size="sm" disabled={!label.success}>
            {t('players.add_tag')}
          </Button>
          {text.trim() !== '' && !label.success && (
            <p className="field__error" role="alert">
              {t('players.tag_invalid', { max: PLAYER_TAG_MAX })}
            </p>
          )}
        </form>
      )}
      <ConfirmDialog
        open={change !== null}
        title={change?.on ? t('players.tag_add_title', { account, tag: change.tag }) : t('players.tag_remove_title', { account, tag: change?.tag })}
        message={change?.on ? t('players.tag_add_body') : t('players.tag_remove_body')}
        tone={change?.on ? 'primary' : 'danger'}
        reason="required"
        confirmLabel={change?.on ? t('players.add_tag') : t('players.remove')}
        busy={setTag.isPending}
        onConfirm={(reason) => {
          if (!change) return;
          setTag.mutate(
            { memberId, tag: change.tag, on: change.on, reason: reason ?? '' },
            {
              onSuccess: () => {
                if (change.on) setText('');
                toast.success(t(change.on ? 'players.tagged_toast' : 'players.untagged_toast', { account, tag: change.tag }));
              },
              onError: (e) => toast.error(errorText(e)),
              onSettled: () => setChange(null),
            },
          );
        }}
        onCancel={() => setChange(null)}
      />
    </>
  );
};
