import type { ReactNode } from 'react';

/** The coloured banner at the top of a content page: icon, title, one line of text. */
export const PageHero = ({
  variant,
  icon,
  title,
  text,
  children,
}: {
  variant: string;
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
}) => (
  <header className={`page-hero page-hero--${variant}`}>
    <span className="page-hero__icon">{icon}</span>
    <div>
      <h1 className="page-hero__title">{title}</h1>
      {text ? <p className="page-hero__text">{text}</p> : null}
    </div>
    {children}
  </header>
);
