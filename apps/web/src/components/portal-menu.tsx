import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type PortalMenuItem = { id: string; label: string; icon: ReactNode };

/** More than two digits do not fit the badge; the exact number is in the section itself. */
const CountBadge = ({ count, id }: { count: number; id: string }) =>
  count > 0 ? (
    <span className="portal__menu-badge" data-testid={`menu-badge-${id}`}>
      {count > 99 ? '99+' : count}
    </span>
  ) : null;

/**
 * The left menu of the member center and the agent center: one link per
 * section, the section id kept in `?tab=` so a reload or a shared link opens
 * the same section.
 */
export const PortalMenu = ({
  items,
  badges,
  currentId,
  basePath,
  label,
  testId,
  title,
  trailing,
}: {
  items: PortalMenuItem[];
  /** Red count badges by item id (SPEC.md §2), shown when above 0. */
  badges?: Partial<Record<string, number>>;
  currentId: string;
  basePath: string;
  label: string;
  testId: string;
  title?: ReactNode;
  trailing?: ReactNode;
}) => (
  <nav className="portal__menu" aria-label={label} data-testid={testId}>
    {title ? <h1 className="portal__menu-title">{title}</h1> : null}
    <ul>
      {items.map((m) => (
        <li key={m.id}>
          <Link
            to={`${basePath}?tab=${m.id}`}
            className="portal__menu-item"
            aria-current={m.id === currentId ? 'page' : undefined}
            data-menu={m.id}
          >
            <span aria-hidden="true">{m.icon}</span>
            <span>{m.label}</span>
            <CountBadge count={badges?.[m.id] ?? 0} id={m.id} />
            {trailing}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
);
