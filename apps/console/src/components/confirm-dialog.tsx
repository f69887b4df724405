import { Button } from '@wps/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for what refuses, removes or cannot be undone. */
  tone?: 'primary' | 'danger';
  /** Ask for a reason: `required` keeps confirm off until one is typed (it goes to the audit log). */
  reason?: 'none' | 'optional' | 'required';
  reasonLabel?: string;
  /** The API's limit on a reason (500 characters). */
  reasonMaxLength?: number;
  /** The action is running: both buttons wait, Escape does nothing. */
  busy?: boolean;
  /** The trimmed reason, or undefined when none was asked for or typed. */
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
};

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Asks before an action, optionally with a reason. A modal: focus stays inside
 * it (Tab wraps), Escape or Cancel closes it, and focus returns to what
 * opened it.
 */
export const ConfirmDialog = (props: ConfirmDialogProps) => (props.open ? createPortal(<Dialog {...props} />, document.body) : null);

const Dialog = ({
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  reason = 'none',
  reasonLabel,
  reasonMaxLength = 500,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const reasonId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const canConfirm = !busy && (reason !== 'required' || trimmed.length > 0);

  // Focus lands on the reason when one is asked for, otherwise on the safe choice, cancel.
  const firstFocus = useRef(reason === 'none' ? '[data-cancel]' : 'textarea');

  // Once per opening (the dialog is mounted only while open): focus in, page scroll held, focus back on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>(firstFocus.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && (document.activeElement === first || !panel.current.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (document.activeElement === last || !panel.current.contains(document.activeElement))) {
      e.preventDefault();
      first.focus();
    }
  };

  const submit = () => {
    if (canConfirm) onConfirm(reason === 'none' || trimmed === '' ? undefined : trimmed);
  };

  return (
    // No close on a click outside: a typed reason would be lost to a stray click.
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {message && (
          <div id={messageId} className="dialog__message">
            {message}
          </div>
        )}
        {reason !== 'none' && (
          <div className="field">
            <label htmlFor={reasonId} className="field__label">
              {reasonLabel ?? t('confirm.reason')}
              {reason === 'optional' && <span className="field__optional"> {t('form.optional')}</span>}
            </label>
            <textarea
              id={reasonId}
              className="input input--textarea"
              value={text}
              maxLength={reasonMaxLength}
              rows={3}
              required={reason === 'required'}
              aria-required={reason === 'required' || undefined}
              disabled={busy}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                // Ctrl/Cmd+Enter confirms from the reason without reaching for the mouse.
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  submit();
                }
              }}
            />
            <p className="field__hint">{t('confirm.reason_length', { used: text.length, max: reasonMaxLength })}</p>
          </div>
        )}
        <div className="dialog__actions">
          <Button variant="subtle" size="sm" data-cancel onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone} size="sm" onClick={submit} disabled={!canConfirm} aria-busy={busy || undefined}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </div>
      </div>
    </div>
  );
};
