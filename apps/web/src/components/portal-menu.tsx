import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevronDown } from './icons';

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
 * the same section. On phones a strip would show three of fourteen items, so
 * the menu folds behind a button naming the open section; opened, it lists
 * every section as a grid, and picking one folds it again.
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
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = items.find((m) => m.id === currentId) ?? items[0];
  const unread = items.some((m) => m.id !== currentId && (badges?.[m.id] ?? 0) > 0);
  return (
    <nav className={`portal__menu${open ? ' portal__menu--open' : ''}`} aria-label={label} data-testid={testId}>
      {title ? <h1 className="portal__menu-title">{title}</h1> : null}
      {current && (
        <button
          type="button"
          className="portal__menu-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          data-testid={`${testId}-toggle`}
        >
          <span className="portal__menu-toggle-icon" aria-hidden="true">
            {current.icon}
          </span>
          <span className="portal__menu-toggle-text">
            <strong>{current.label}</strong>
            <span>{t(open ? 'portal_menu.hide_sections' : 'portal_menu.all_sections', { count: items.length })}</span>
          </span>
          {unread && !open && <span className="portal__menu-dot" aria-hidden="true" />}
          <IconChevronDown size={18} className="portal__menu-toggle-chevron" />
        </button>
      )}
      <ul id={listId}>
        {items.map((m) => (
          <li key={m.id}>
            <Link
              to={`${basePath}?tab=${m.id}`}
              className="portal__menu-item"
              aria-current={m.id === currentId ? 'page' : undefined}
              data-menu={m.id}
              onClick={() => setOpen(false)}
            >
              <span aria-hidden="true">{m.icon}</span>
              <span className="portal__menu-label">{m.label}</span>
              <CountBadge count={badges?.[m.id] ?? 0} id={m.id} />
              {trailing}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
