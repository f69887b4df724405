import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useServerMarkup } from '@/hooks/use-server-markup';
import { IconClose } from './icons';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

let openCount = 0;
let savedOverflow = '';
let savedPaddingRight = '';

/** Page scroll stays locked while any modal is open (SPEC.md §9); nested modals share the lock. */
const lockScroll = () => {
  if (openCount++ > 0) return;
  const body = document.body;
  savedOverflow = body.style.overflow;
  savedPaddingRight = body.style.paddingRight;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.style.overflow = 'hidden';
  body.dataset.scrollLocked = 'true';
};
const unlockScroll = () => {
  if (--openCount > 0) return;
  openCount = 0;
  document.body.style.overflow = savedOverflow;
  document.body.style.paddingRight = savedPaddingRight;
  delete document.body.dataset.scrollLocked;
};

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

/**
 * The one modal frame of the app. It never closes on an outside click
 * (SPEC.md §9) — only the ✕ button and Escape close it. Focus is trapped
 * inside and returns to the opener on close. A modal the server rendered
 * open (the announcement of a first visit) stays in place inside #root; any
 * other is a portal on <body>.
 */
export const Modal = ({
  name,
  title,
  onClose,
  children,
  size = 'md',
  banner,
  footer,
  testId,
  dismissible = true,
  role = 'dialog',
}: {
  name: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: ModalSize;
  banner?: ReactNode;
  footer?: ReactNode;
  /** Overrides the `modal-<name>` test hook. */
  testId?: string;
  /** A forced step (e.g. a required password change) has no ✕ and ignores Escape. */
  dismissible?: boolean;
  role?: 'dialog' | 'alertdialog';
}) => {
  const { t } = useTranslation();
  const inPlace = useServerMarkup();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    const dialog = dialogRef.current;
    // Focus lands where the person starts typing: the first form control, not the ✕.
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])') ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();

    const onKey = (e: KeyboardEvent) => {
      if (!dialog) return;
      // Only the topmost modal handles keys (a dialog over a popup).
      const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
      if (dialogs[dialogs.length - 1] !== dialog) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
      );
      if (items.length === 0) {
        e.preventDefault();
        dialog.focus();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (e.shiftKey && (active === firstItem || !dialog.contains(active))) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (active === lastItem || !dialog.contains(active))) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      unlockScroll();
      opener?.focus?.();
    };
  }, []);

  const frame = (
    <div className="modal-backdrop" data-testid={`modal-backdrop-${name}`} data-in-place={inPlace || undefined}>
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId ?? `modal-${name}`}
        tabIndex={-1}
      >
        {banner}
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="modal__close" onClick={onClose} aria-label={t('common.close')}>
              <IconClose size={20} />
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </div>
  );
  return inPlace ? frame : createPortal(frame, document.body);
};
