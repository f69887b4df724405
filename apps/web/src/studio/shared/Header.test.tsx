import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton, LobbyLink, ModeBadge, TopBar } from './Header';

describe('the header', () => {
  it('shows the mode badge in the page’s classes, its hint as the title', () => {
    render(<ModeBadge prefix="tb" mode="demo" label="DEMO" hint="Demo credits" />);
    const badge = screen.getByText('DEMO');
    expect(badge.className).toBe('tb-badge tb-badge--demo');
    expect(badge.title).toBe('Demo credits');
  });

  it('has the wallet (data-testid balance) and the actions', () => {
    const onRules = vi.fn();
    const { container } = render(
      <TopBar prefix="og" mark={<svg />} title="Dice" badge={<span>FUN</span>} walletLabel="Fun credits" balance="1,000.00" currency="PHP" announceBalance>
        <IconButton prefix="og" label="Rules" onClick={onRules}>
          i
        </IconButton>
      </TopBar>,
    );
    expect(container.querySelector('header.og-top > .og-brand .og-brand__text > h1')?.textContent).toBe('Dice');
    const balance = screen.getByTestId('balance');
    expect(balance.textContent).toBe('1,000.00 PHP');
    expect(balance.getAttribute('aria-live')).toBe('polite');
    expect(container.querySelector('.og-wallet')?.getAttribute('title')).toBe('Fun credits');
    screen.getByRole('button', { name: 'Rules' }).click();
    expect(onRules).toHaveBeenCalled();
    expect(container.querySelector('.og-top__actions .og-icon-btn')).not.toBeNull();
  });

  it('keeps the game’s name and its badge in a box of their own, so a phone stacks them and the name is never cut', () => {
    const { container } = render(
      <TopBar prefix="cr" mark={<svg className="cr-mark" />} title="Crash" badge={<ModeBadge prefix="cr" mode="real" label="TOTOO" hint="Totoong pera" />} walletLabel="Balanse" balance="12,345.67" currency="PHP">
        <IconButton prefix="cr" label="Rules" onClick={() => undefined}>
          i
        </IconButton>
      </TopBar>,
    );
    const text = container.querySelector('.cr-brand > .cr-brand__text');
    // The phone's styles (shell.css, ≤ 520 px) put the badge under the name: both in this box, the name first.
    expect([...(text?.children ?? [])].map((el) => el.tagName.toLowerCase() + (el.className ? `.${el.className.split(' ')[0]}` : ''))).toEqual(['h1', 'span.cr-badge']);
    const name = screen.getByRole('heading', { level: 1, name: 'Crash' });
    // Where a desktop's ellipsis shortens it, the whole name is still its tooltip.
    expect(name.getAttribute('title')).toBe('Crash');
    // The mark stays outside that box, beside it.
    expect(container.querySelector('.cr-brand > .cr-mark')).not.toBeNull();
  });

  it('leads back to the lobby only when the launch names a page to return to', () => {
    const { rerender } = render(
      <LobbyLink prefix="cr" href="https://site.example/" label="Back to lobby">
        ⌂
      </LobbyLink>,
    );
    expect(screen.getByRole('link', { name: 'Back to lobby' }).getAttribute('href')).toBe('https://site.example/');
    rerender(
      <LobbyLink prefix="cr" href={null} label="Back to lobby">
        ⌂
      </LobbyLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
