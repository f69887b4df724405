import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** Buttons at the right (below the title on a phone). */
  actions?: ReactNode;
};

/** A screen's title (its one <h1>), a line under it and its actions. */
export const PageHeader = ({ title, subtitle, actions }: PageHeaderProps) => (
  <header className="page-header">
    <div className="page-header__text">
      <h1 className="page-header__title">{title}</h1>
      {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
    </div>
    {actions && <div className="page-header__actions">{actions}</div>}
  </header>
);
