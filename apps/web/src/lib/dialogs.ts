import { useSyncExternalStore } from 'react';

export type DialogIcon = 'warning' | 'info' | 'success' | 'error';

/** A message dialog (SPEC.md §8: e.g. SMS failure with a warning icon, invitation_code_error). */
export type MessageDialog = {
  kind: 'message';
  text: string;
  title?: string;
  icon?: DialogIcon;
  confirmLabel?: string;
  onClose?: () => void;
};

/** A yes/no question (SPEC.md §9: logout requires confirmation). */
export type ConfirmDialog = {
  kind: 'confirm';
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<void>;
};

type Dialog = (MessageDialog | ConfirmDialog) & { id: number };

let queue: Dialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Dialogs stack over popups; the newest is shown, closing it reveals the one below. */
export const dialogs = {
  message: (d: Omit<MessageDialog, 'kind'>) => {
    queue = [...queue, { ...d, kind: 'message', id: nextId++ }];
    emit();
  },
  confirm: (d: Omit<ConfirmDialog, 'kind'>) => {
    queue = [...queue, { ...d, kind: 'confirm', id: nextId++ }];
    emit();
  },
  dismiss: (id: number) => {
    queue = queue.filter((d) => d.id !== id);
    emit();
  },
  clear: () => {
    queue = [];
    emit();
  },
  top: (): Dialog | null => queue[queue.length - 1] ?? null,
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};

export const useTopDialog = (): Dialog | null => useSyncExternalStore(dialogs.subscribe, dialogs.top, () => null);
