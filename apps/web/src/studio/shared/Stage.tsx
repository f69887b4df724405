/** What the pages on the bet-panel shell (the originals, Crash) lay over their stage: the loading cover and the message. Classes carry the page's prefix. */
import type { ReactNode } from 'react';

/** The stage's cover while the session loads. */
export function LoadingOverlay({ prefix, text }: { prefix: string; text: string }) {
  return (
    <div className={`${prefix}-overlay`} role="status">
      <span className={`${prefix}-spinner ${prefix}-spinner--big`} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** The stage's message (role alert) and its buttons: refill, retry, dismiss. */
export function Toast({ prefix, kind, text, children }: { prefix: string; kind: string; text: string; children: ReactNode }) {
  return (
    <div className={`${prefix}-toast ${prefix}-toast--${kind}`} role="alert">
      <span>{text}</span>
      {children}
    </div>
  );
}

export function SmallButton({ prefix, onClick, children }: { prefix: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`${prefix}-btn ${prefix}-btn--small`} onClick={onClick}>
      {children}
    </button>
  );
}
