import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

export type ToastTone = 'success' | 'error';
type ToastItem = { id: number; tone: ToastTone; message: string };

export type Toasts = {
  success: (message: string) => void;
  error: (message: string) => void;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<Toasts | null>(null);

/** How long a message stays: an error longer, since staff may need to read what went wrong. */
export const TOAST_MS: Record<ToastTone, number> = { success: 4_000, error: 8_000 };
/** At most this many at once; older ones leave first. */
const MAX_TOASTS = 4;

const Toast = ({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) => {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(item.id), TOAST_MS[item.tone]);
    return () => clearTimeout(timer);
  }, [item, paused, onDismiss]);
  return (
    // Errors interrupt (alert); successes wait their turn in the region's polite announcements.
    <div
      className={`toast toast--${item.tone}`}
      role={item.tone === 'error' ? 'alert' : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={item.tone === 'error' ? 'alert' : 'check'} className="toast__icon" />
      <p className="toast__message">{item.message}</p>
      <button type="button" className="icon-button icon-button--sm" aria-label={t('common.dismiss')} onClick={() => onDismiss(item.id)}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
};

/** Success and error messages after an action, in a corner, announced to screen readers. */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), []);
  const push = useCallback((tone: ToastTone, message: string) => {
    const id = nextId.current++;
    setItems((list) => [...list, { id, tone, message }].slice(-MAX_TOASTS));
  }, []);
  const api = useMemo<Toasts>(
    () => ({ success: (m) => push('success', m), error: (m) => push('error', m), dismiss }),
    [push, dismiss],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" aria-live="polite">
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
};

export const useToast = (): Toasts => {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a ToastProvider above it');
  return toasts;
};
