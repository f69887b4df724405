import type { ReactNode } from 'react';

/**
 * The head of a `.card` (account.css): an optional icon, the title the card
 * names itself by (its aria-labelledby points at `titleId`), then whatever
 * sits at the end of the row (a count, a state, an action).
 */
export const CardHead = ({ titleId, title, icon, children }: { titleId: string; title: ReactNode; icon?: ReactNode; children?: ReactNode }) => (
  <header className="card__head">
    {icon && <span className="card__icon">{icon}</span>}
    <h3 id={titleId}>{title}</h3>
    {children}
  </header>
);
