import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialogIcon, dialogs, useTopDialog } from '@/lib/dialogs';
import { Button } from '@wps/ui';
import { IconAlert, IconCheckCircle, IconInfo } from './icons';
import { Modal } from './modal';

const ICONS: Record<DialogIcon, React.JSX.Element> = {
  warning: <IconAlert size={30} />,
  error: <IconAlert size={30} />,
  info: <IconInfo size={30} />,
  success: <IconCheckCircle size={30} />,
};

/** Shows the topmost message or confirmation dialog (lib/dialogs) above any popup. */
export const DialogHost = () => {
  const { t } = useTranslation();
  const dialog = useTopDialog();
  const [busy, setBusy] = useState(false);
  if (!dialog) return null;

  if (dialog.kind === 'message') {
    const close = () => {
      dialogs.dismiss(dialog.id);
      dialog.onClose?.();
    };
    return (
      <Modal
        key={dialog.id}
        name="message"
        testId="message-dialog"
        role="alertdialog"
        size="sm"
        title={dialog.title ?? t('dialog.notice')}
        onClose={close}
        footer={
          <Button variant="primary" block onClick={close} data-autofocus data-testid="message-ok">
            {dialog.confirmLabel ?? t('common.ok')}
          </Button>
        }
      >
        <div className={`dialog-message dialog-message--${dialog.icon ?? 'info'}`}>
          <span className="dialog-message__icon" data-icon={dialog.icon ?? 'info'}>
            {ICONS[dialog.icon ?? 'info']}
          </span>
          <p data-testid="message-dialog-text">{dialog.text}</p>
        </div>
      </Modal>
    );
  }

  const cancel = () => dialogs.dismiss(dialog.id);
  const confirm = async () => {
    setBusy(true);
    try {
      await dialog.onConfirm();
    } finally {
      setBusy(false);
      dialogs.dismiss(dialog.id);
    }
  };
  return (
    <Modal
      key={dialog.id}
      name="confirm"
      testId="confirm-dialog"
      role="alertdialog"
      size="sm"
      title={dialog.title}
      onClose={cancel}
      footer={
        <>
          <Button variant="ghost" onClick={cancel} disabled={busy} data-testid="confirm-cancel">
            {dialog.cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy} data-autofocus data-testid="confirm-ok">
            {dialog.confirmLabel}
          </Button>
        </>
      }
    >
      <p className="dialog-text">{dialog.text}</p>
    </Modal>
  );
};
