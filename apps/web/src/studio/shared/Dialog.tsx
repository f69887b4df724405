/**
 * A modal sheet: focus moves in and back, Escape and the backdrop close it, Tab stays inside.
 * Its classes carry the page's prefix (`cr` → cr-sheet, cr-sheet__panel, cr-icon-btn …), so
 * each page styles it as its own.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({
  prefix,
  title,
  closeLabel,
  closeIcon,
  onClose,
  children,
  wide,
}: {
  prefix: string;
  title: string;
  closeLabel: string;
  closeIcon: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** A wider panel (`<prefix>-sheet__panel--wide`), for tables. */
  wide?: boolean;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !panelRef.current) return;
      const focusable = panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE);
      if (focusable.length === 0) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);

  return (
    <div className={`${prefix}-sheet`} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} className={`${prefix}-sheet__panel${wide ? ` ${prefix}-sheet__panel--wide` : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className={`${prefix}-sheet__head`}>
          <h2 id={titleId}>{title}</h2>
          <button ref={closeRef} type="button" className={`${prefix}-icon-btn`} onClick={onClose} aria-label={closeLabel} title={closeLabel}>
            {closeIcon}
          </button>
        </header>
        <div className={`${prefix}-sheet__body`}>{children}</div>
      </div>
    </div>
  );
}
