import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifyUnauthorized } from '@/lib/session';
import { renderWithApp, testStaff } from '@/testing/render';
import { ConsoleRoutes } from './router';
import type { Screen } from './screens';

const screens: Screen[] = [
  { path: '/finance/deposits', element: <h1>Deposit queue</h1>, permission: 'finance.view' },
  { path: '/audit', element: <h1>Audit trail</h1>, permission: 'audit.view' },
];

describe('console routes and shell', () => {
  it('starts on "choose a section" while no dashboard is registered', () => {
    renderWithApp(<ConsoleRoutes screens={[]} />, { staff: testStaff() });
    expect(screen.getByRole('heading', { name: 'Choose a section' })).toBeTruthy();
    expect(screen.getByText('Sections appear here as they open to your role.')).toBeTruthy();
  });

  it('lists the registered screens the staff member may open, and opens them', () => {
    renderWithApp(<ConsoleRoutes screens={screens} />, { staff: testStaff() });
    const nav = screen.getByRole('complementary', { name: 'Sections' });
    expect(within(nav).getByText('Finance')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    fireEvent.click(within(nav).getByRole('link', { name: 'Deposits' }));
    expect(screen.getByRole('heading', { name: 'Deposit queue' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Deposits' }).getAttribute('aria-current')).toBe('page');
  });

  it('says "no access" on a screen the role does not open', () => {
    renderWithApp(<ConsoleRoutes screens={screens} />, { path: '/audit', staff: testStaff() });
    expect(screen.getByRole('heading', { name: 'No access' })).toBeTruthy();
    expect(screen.queryByText('Audit trail')).toBeNull();
  });

  it('says when an address leads nowhere', () => {
    renderWithApp(<ConsoleRoutes screens={screens} />, { path: '/nowhere', staff: testStaff() });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a visitor without a session to the login, to come back after', () => {
    renderWithApp(<ConsoleRoutes screens={screens} />, { path: '/finance/deposits' });
    expect(screen.getByRole('heading', { name: 'Sign in to the console' })).toBeTruthy();
    expect(screen.queryByText('Deposit queue')).toBeNull();
  });

  it('renders the login outside the shell', () => {
    renderWithApp(<ConsoleRoutes screens={screens} />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Sign in to the console' })).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('goes to /login when the server ends the session', () => {
    renderWithApp(<ConsoleRoutes screens={screens} />, { path: '/finance/deposits', staff: testStaff() });
    act(() => notifyUnauthorized());
    expect(screen.getByRole('heading', { name: 'Sign in to the console' })).toBeTruthy();
  });

  it('shows the staff member with the role in their language, and logs out through the callback', () => {
    const onLogout = vi.fn();
    renderWithApp(<ConsoleRoutes screens={screens} onLogout={onLogout} />, { staff: testStaff() });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Fiona Finance')).toBeTruthy();
    expect(within(bar).getByText('Finance')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('shows the brand the console works on when the staff member comes with it', () => {
    const brand = { code: 'demo', name: 'Demo Casino', currency: 'PHP', gmtOffsetMinutes: 480, languages: ['EN', 'TY'] };
    renderWithApp(<ConsoleRoutes screens={screens} />, { staff: testStaff({ brand }) });
    expect(within(screen.getByRole('banner')).getByText('Demo Casino')).toBeTruthy();
  });

  it("names a brand's custom role as its admin wrote it, and has no log out without a callback", () => {
    renderWithApp(<ConsoleRoutes screens={screens} />, { staff: testStaff({ role: 'night-shift', roleName: 'Night shift' }) });
    expect(screen.getByText('Night shift')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('opens the menu as a drawer and closes it with Escape', () => {
    renderWithApp(<ConsoleRoutes screens={screens} />, { staff: testStaff() });
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('complementary').hasAttribute('data-open')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('switches the language, and keeps it', async () => {
    renderWithApp(<ConsoleRoutes screens={[]} />, { staff: testStaff() });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'TY' }));
    });
    expect(screen.getByRole('heading', { name: 'Pumili ng seksyon' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('tl');
    expect(document.title).toBe('Console ng operator');
    expect(window.localStorage.getItem('wps.console.lang')).toBe('ty');
    expect(screen.getByRole('button', { name: 'TY' }).getAttribute('aria-pressed')).toBe('true');
  });
});
