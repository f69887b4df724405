/**
 * The pieces of a game page's header: the mode badge, the icon buttons, the way back to the
 * lobby, and the whole bar of the pages on the bet-panel shell (the originals, Crash). Classes
 * carry the page's prefix (`og` → og-badge, og-icon-btn …), so each page keeps its own look.
 */
import type { ReactNode } from 'react';
import type { TMode } from './launch';
import { isFramed } from './theme';

/** REAL, DEMO or FUN, its hint as the title. */
export function ModeBadge({ prefix, mode, label, hint }: { prefix: string; mode: TMode; label: string; hint: string }) {
  return (
    <span className={`${prefix}-badge ${prefix}-badge--${mode}`} title={hint}>
      {label}
    </span>
  );
}

export function IconButton({ prefix, label, onClick, disabled, children }: { prefix: string; label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="button" className={`${prefix}-icon-btn`} onClick={onClick} disabled={disabled} aria-label={label} title={label}>
      {children}
    </button>
  );
}

/** Back to the lobby, when the launch names a page to return to and the game is not in the platform's frame (which has its own). */
export function LobbyLink({ prefix, href, label, children }: { prefix: string; href: string | null; label: string; children: ReactNode }) {
  if (isFramed() || !href) return null;
  return (
    <a className={`${prefix}-icon-btn`} href={href} aria-label={label} title={label}>
      {children}
    </a>
  );
}

/**
 * The bar: the game's mark, name and badge; the wallet (data-testid="balance"); the actions.
 * The name and badge share a box of their own, so a phone can stack the badge under the name
 * and let the name take two lines rather than cut it (as the live tables' header does).
 */
export function TopBar({
  prefix,
  mark,
  title,
  badge,
  walletLabel,
  balance,
  currency,
  announceBalance,
  children,
}: {
  prefix: string;
  mark: ReactNode;
  title: string;
  badge: ReactNode;
  walletLabel: string;
  /** The balance as shown ("—" before the session). */
  balance: string;
  currency: string;
  /** Screen readers hear the balance change. */
  announceBalance?: boolean;
  children: ReactNode;
}) {
  return (
    <header className={`${prefix}-top`}>
      <div className={`${prefix}-brand`}>
        {mark}
        <div className={`${prefix}-brand__text`}>
          <h1 title={title}>{title}</h1>
          {badge}
        </div>
      </div>
      <div className={`${prefix}-wallet`} title={walletLabel}>
        <span className={`${prefix}-wallet__label`}>{walletLabel}</span>
        <span className={`${prefix}-wallet__value`} data-testid="balance" aria-live={announceBalance ? 'polite' : undefined}>
          {balance} <small>{currency}</small>
        </span>
      </div>
      <div className={`${prefix}-top__actions`}>{children}</div>
    </header>
  );
}
