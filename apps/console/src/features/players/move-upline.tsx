import { z } from 'zod';
import { ZMoveUplineBody, type TPlayerDetail } from '@wps/contracts/staff';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '@/components/drawer';
import { FormError, TextAreaField, TextField, useFieldErrorText, useZodForm } from '@/components/field';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useMoveUpline } from './api';

type Player = TPlayerDetail['player'];

/** The form: an upline's username, or empty for the brand itself, and the reason for the audit log. */
const ZMoveForm = z.object({ uplineAccount: z.string().trim().max(64), reason: ZMoveUplineBody.shape.reason });

/** Moves the player, with its whole team, under another agent or under the brand (agents.manage). */
export const MoveUplineDrawer = ({ player, open, onClose }: { player: Player; open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const move = useMoveUpline();
  const form = useZodForm(ZMoveForm, { defaultValues: { uplineAccount: '', reason: '' } });
  const { register, formState } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      const moved = await move.mutateAsync({ memberId: player.id, uplineAccount: values.uplineAccount || null, reason: values.reason });
      toast.success(moved.uplineAccount ? t('players.moved_under', { account: player.account, upline: moved.uplineAccount, team: moved.teamSize }) : t('players.moved_top', { account: player.account, team: moved.teamSize }));
      form.reset();
      onClose();
    } catch (e) {
      form.setError('root', { message: errorText(e) });
    }
  });

  return (
    <FormDrawer
      open={open}
      title={t('players.move_title', { account: player.account })}
      subtitle={t('players.move_hint')}
      onClose={onClose}
      formId="player-move-form"
      submitLabel={t('players.move')}
      pending={move.isPending}
      onSubmit={(e) => void submit(e)}
    >
      <TextField label={t('players.move_upline')} hint={t('players.move_upline_hint')} optional error={fieldError(formState.errors.uplineAccount)} {...register('uplineAccount')} />
      <TextAreaField label={t('confirm.reason')} required maxLength={500} error={fieldError(formState.errors.reason)} {...register('reason')} />
      <FormError>{formState.errors.root?.message}</FormError>
    </FormDrawer>
  );
};
