import type { ReactNode } from 'react';

/** The frame of the maintenance, region-block and start-up error pages. */
export const StatusPage = ({
  testId,
  icon,
  brandName,
  logo,
  title,
  children,
  actions,
  tone,
}: {
  testId: string;
  icon: ReactNode;
  brandName?: string;
  logo?: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone: 'info' | 'warn' | 'danger';
}) => (
  <main className={`status-page status-page--${tone}`} data-testid={testId}>
    <div className="status-page__glow" aria-hidden="true" />
    <div className="status-page__card">
      {(logo || brandName) && <div className="status-page__brand">{logo ?? brandName}</div>}
      <div className="status-page__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 className="status-page__title">{title}</h1>
      <div className="status-page__body">{children}</div>
      {actions && <div className="status-page__actions">{actions}</div>}
    </div>
  </main>
);
