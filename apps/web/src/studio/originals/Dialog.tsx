/** A modal sheet: focus moves in and back, Escape and the backdrop close it, Tab stays inside. */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

export function Dialog({ title, closeLabel, onClose, children, wide }: { title: string; closeLabel: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
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
      const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])');
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
    <div className="og-sheet" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} className={`og-sheet__panel${wide ? ' og-sheet__panel--wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="og-sheet__head">
          <h2 id={titleId}>{title}</h2>
          <button ref={closeRef} type="button" className="og-icon-btn" onClick={onClose} aria-label={closeLabel} title={closeLabel}>
            <CloseIcon />
          </button>
        </header>
        <div className="og-sheet__body">{children}</div>
      </div>
    </div>
  );
}
