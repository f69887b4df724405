import { PLAYER_MESSAGE_TEXT_MAX, PLAYER_MESSAGE_TITLE_MAX, ZMessagePlayerBody, type TPlayerDetail } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDrawer } from '@/components/drawer';
import { FormError, TextAreaField, TextField, useFieldErrorText, useZodForm } from '@/components/field';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { newRequestId } from '@/lib/request-id';
import { useEndSessions, useMessagePlayer, useSendPasswordReset } from './api';

type Player = TPlayerDetail['player'];
type Channel = 'email' | 'sms';

/**
 * A manager's actions on a player beside disable and adjust: send the
 * forgot-password flow's reset, sign out everywhere (the account stays
 * active), message the player's inbox.
 */
export const PlayerActions = ({ player }: { player: Player }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'reset' | 'end' | 'message' | null>(null);
  const close = () => setOpen(null);
  const hasContact = player.email !== null || player.mobile !== null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen('message')}>
        {t('players.message')}
      </Button>
      <Button variant="outline" onClick={() => setOpen('reset')} disabled={!hasContact} title={hasContact ? undefined : t('players.reset_no_contact')}>
        {t('players.send_reset')}
      </Button>
      <Button variant="outline" onClick={() => setOpen('end')}>
        {t('players.end_sessions')}
      </Button>
      {open === 'reset' && <ResetDialog player={player} onClose={close} />}
      {open === 'end' && <EndSessionsDialog player={player} onClose={close} />}
      <MessageDrawer player={player} open={open === 'message'} onClose={close} />
    </>
  );
};

const ResetDialog = ({ player, onClose }: { player: Player; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const send = useSendPasswordReset();
  const channels = [
    ...(player.email ? [{ channel: 'email' as const, to: player.email }] : []),
    ...(player.mobile ? [{ channel: 'sms' as const, to: player.mobile }] : []),
  ];
  const [channel, setChannel] = useState<Channel>(channels[0]?.channel ?? 'email');
  return (
    <ConfirmDialog
      open
      title={t('players.reset_title', { account: player.account })}
      message={
        <>
          <p>{t('players.reset_body')}</p>
          <fieldset className="field">
            <legend className="field__label">{t('players.reset_channel')}</legend>
            {channels.map((c) => (
              <label key={c.channel} className="check">
                <input type="radio" name="reset-channel" value={c.channel} checked={channel === c.channel} onChange={() => setChannel(c.channel)} />
                {t(`players.reset_via_${c.channel}`, { to: c.to })}
              </label>
            ))}
          </fieldset>
        </>
      }
      reason="required"
      confirmLabel={t('players.send_reset')}
      busy={send.isPending}
      onConfirm={(reason) =>
        send.mutate(
          { memberId: player.id, channel, reason: reason ?? '' },
          {
            onSuccess: (done) => toast.success(t('players.reset_sent_toast', { to: done.to })),
            onError: (e) => toast.error(errorText(e)),
            onSettled: onClose,
          },
        )
      }
      onCancel={onClose}
    />
  );
};

const EndSessionsDialog = ({ player, onClose }: { player: Player; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const end = useEndSessions();
  return (
    <ConfirmDialog
      open
      title={t('players.end_sessions_title', { account: player.account })}
      message={t('players.end_sessions_body', { account: player.account })}
      tone="danger"
      reason="required"
      confirmLabel={t('players.end_sessions')}
      busy={end.isPending}
      onConfirm={(reason) =>
        end.mutate(
          { memberId: player.id, reason: reason ?? '' },
          {
            onSuccess: () => toast.success(t('players.sessions_ended_toast', { account: player.account })),
            onError: (e) => toast.error(errorText(e)),
            onSettled: onClose,
          },
        )
      }
      onCancel={onClose}
    />
  );
};

const ZMessageForm = ZMessagePlayerBody.pick({ title: true, text: true, reason: true });

/** The message form in a drawer: title and text in the player's language, and the reason for the audit log. */
const MessageDrawer = ({ player, open, onClose }: { player: Player; open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const message = useMessagePlayer();
  // One request id per message: a retry after a lost answer sends it once.
  const requestId = useRef(newRequestId('msg'));
  const form = useZodForm(ZMessageForm, { defaultValues: { title: '', text: '', reason: '' } });
  const { register, formState, watch } = form;
  const textLength = watch('text').length;

  const submit = form.handleSubmit(async (values) => {
    try {
      await message.mutateAsync({ requestId: requestId.current, memberId: player.id, ...values });
      toast.success(t('players.message_sent_toast', { account: player.account }));
      requestId.current = newRequestId('msg');
      form.reset();
      onClose();
    } catch (e) {
      form.setError('root', { message: errorText(e) });
    }
  });

  return (
    <FormDrawer
      open={open}
      title={t('players.message_title', { account: player.account })}
      subtitle={t('players.message_hint')}
      onClose={onClose}
      formId="player-message-form"
      submitLabel={t('players.message_send')}
      pending={message.isPending}
      onSubmit={(e) => void submit(e)}
    >
      <TextField label={t('players.message_subject')} required maxLength={PLAYER_MESSAGE_TITLE_MAX} error={fieldError(formState.errors.title)} {...register('title')} />
      <TextAreaField
        label={t('players.message_text')}
        required
        rows={8}
        maxLength={PLAYER_MESSAGE_TEXT_MAX}
        hint={t('confirm.reason_length', { used: textLength, max: PLAYER_MESSAGE_TEXT_MAX })}
        error={fieldError(formState.errors.text)}
        {...register('text')}
      />
      <TextAreaField label={t('confirm.reason')} required maxLength={500} error={fieldError(formState.errors.reason)} {...register('reason')} />
      <FormError>{formState.errors.root?.message}</FormError>
    </FormDrawer>
  );
};
