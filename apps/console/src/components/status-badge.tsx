import type { ReactNode } from 'react';

export type StatusTone = 'neutral' | 'success' | 'warn' | 'danger' | 'info';

/** A status in a table or a header: a tinted pill with a dot; the text says it, the colour only helps. */
export const StatusBadge = ({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) => (
  <span className={`status-badge status-badge--${tone}`}>
    <span className="status-badge__dot" aria-hidden="true" />
    {children}
  </span>
);
