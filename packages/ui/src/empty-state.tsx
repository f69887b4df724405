import type { ReactNode } from 'react';

export type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  body?: string;
  actions?: ReactNode;
  compact?: boolean;
};

/** An honest "nothing here yet" panel: what is missing and what to do meanwhile. */
export const EmptyState = ({ icon, title, body, actions, compact }: EmptyStateProps) => (
  <div className={`empty-state${compact ? ' empty-state--compact' : ''}`}>
    <div className="empty-state__icon" aria-hidden="true">
      {icon}
    </div>
    <h2 className="empty-state__title">{title}</h2>
    {body && <p className="empty-state__body">{body}</p>}
    {actions && <div className="empty-state__actions">{actions}</div>}
  </div>
);
