import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popups } from '@/lib/popups';
import { buildLanes, buildPermission, okEnvelope, stubFetch } from '@/testing/fixtures';
import { App } from './app';

const helpTopics = [
  { id: 1, anchor: 'about-us', title: 'About us', content: '<p>Who we are</p>', sort: 1 },
  { id: 2, anchor: 'how-to-deposit', title: 'How to deposit', content: '<p>Deposit steps</p><script>alert(1)</script>', sort: 2 },
];

const member = (type: number) =>
  okEnvelope({
    id: 7, account: type === 1 ? 'agent01' : 'player01', userName: 'player01', nickname: null, type, isAgent: type === 1, isTrial: type === 4,
    currency: 'PHP', iconId: 1, mobileMasked: null, emailMasked: null, totpEnabled: false, affiliateCode: null, createdAt: 0, lastLoginAt: null,
  });

const serve = (permission = buildPermission(), memberType = 0) => {
  const stub = stubFetch({
    '/wps/member/info': member(memberType),
    '/wps/member/info/icon': okEnvelope({ iconId: 1, iconUrl: '', choices: [] }),
    '/wps/system/permission': okEnvelope(permission),
    '/wps/relay/GCSGAME_gameVendor': okEnvelope({ data: { lanes: buildLanes() } }),
    '/wps/system/helpCenter': okEnvelope(helpTopics),
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return stub;
};

const visit = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<App />);
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => popups.close());
});

describe('start-up', () => {
  it('shows the maintenance page with the end time in the brand offset and customer service', async () => {
    serve(buildPermission({ status: 1, maintenance: true, maintenanceEnd: Date.UTC(2025, 0, 1, 4, 0) }));
    visit('/');
    const page = await screen.findByTestId('maintenance-page');
    expect(page.textContent).toContain('We are under maintenance');
    expect(screen.getByTestId('maintenance-end').textContent).toBe('2025-01-01 12:00 (GMT+08:00)');
    // Live chat first (SPEC.md §2 customer service button).
    expect(screen.getByTestId('customer-service-button').getAttribute('href')).toBe('https://chat.example.test');
    expect(screen.queryByTestId('app-header')).toBeNull();
  });

  it('shows the region-block page with the visitor IP', async () => {
    serve(buildPermission({ status: 2, regionRestriction: true }));
    visit('/sports');
    await screen.findByTestId('region-block-page');
    expect(screen.getByTestId('visitor-ip').textContent).toBe('203.0.113.7');
    expect(screen.getByText('Access restricted')).toBeTruthy();
  });

  it('shows a retryable error when the permission call fails, then recovers', async () => {
    let fail = true;
    const stub = stubFetch({
      '/wps/system/permission': () => (fail ? new Error('offline') : okEnvelope(buildPermission())),
      '/wps/relay/GCSGAME_gameVendor': okEnvelope({ data: { lanes: buildLanes() } }),
      '/wps/system/helpCenter': okEnvelope(helpTopics),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    visit('/');
    await screen.findByTestId('startup-error');
    expect(screen.getByText('Network link is abnormal, please try again')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByTestId('startup-retry'));
    await screen.findByTestId('page-home');
  });

  it('stores the merchant code and applies the brand colours', async () => {
    serve();
    visit('/');
    await screen.findByTestId('page-home');
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(window.localStorage.getItem('merchantCode')).toBe('demo');
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#7c5cff');
  });
});

describe('shell and routes', () => {
  it('renders the home shell with header, side menu, footer, right side bar and the category nav', async () => {
    serve();
    visit('/');
    await screen.findByTestId('page-home');
    for (const id of ['app-header', 'side-menu', 'main-content', 'app-footer', 'right-sidebar', 'theme-toggle', 'language-selector']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    expect(document.title).toBe('Home | Test Brand');
    const nav = screen.getByTestId('category-nav');
    // FISH has no vendors, so no nav item; RNG shows at most 11 vendors in its drop-down.
    await within(nav).findByText('Sports');
    expect(within(nav).queryByText('Fishing')).toBeNull();
    expect(nav.querySelectorAll('[data-category="RNG"] .vendor-chip')).toHaveLength(11);
    expect(within(nav).getByText('Promotions')).toBeTruthy();
    expect(within(nav).getByText('App Download')).toBeTruthy();
    // DIRECTREG3 is on in the fixture.
    expect(screen.getByTestId('register-button')).toBeTruthy();
  });

  it('shows no download entry anywhere when the brand publishes no app', async () => {
    serve(buildPermission({}, { resources: [{ resourceType: 'LOGO', url: '/brands/demo/logo.svg' }] }));
    visit('/');
    await screen.findByTestId('page-home');
    await within(screen.getByTestId('category-nav')).findByText('Promotions');
    expect(screen.queryAllByText('App Download')).toHaveLength(0);
    expect(document.querySelectorAll('a[href="/down"]')).toHaveLength(0);
  });

  it('hides the register button when DIRECTREG3 is off', async () => {
    serve(buildPermission({}, { whitelabelVal: [{ modId: 'DIRECTREG3', enabled: '0', childrenNodes: [] }] }));
    visit('/');
    await screen.findByTestId('page-home');
    expect(screen.getByTestId('login-button')).toBeTruthy();
    expect(screen.queryByTestId('register-button')).toBeNull();
  });

  it('opens the login popup on /login over home; it survives an outside click and ✕ returns to /', async () => {
    serve();
    visit('/login');
    const dialog = await screen.findByTestId('modal-login');
    expect(screen.getByTestId('page-home')).toBeTruthy();
    expect(document.title).toBe('Log In | Test Brand');
    fireEvent.click(screen.getByTestId('modal-backdrop-login'));
    expect(screen.getByTestId('modal-login')).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByTestId('modal-login')).toBeNull();
  });

  it('opens the register popup on /register', async () => {
    serve();
    visit('/register');
    await screen.findByTestId('modal-register');
  });

  it('opens the help center at the #anchor topic on /help, with sanitized content', async () => {
    serve();
    visit('/help#how-to-deposit');
    const dialog = await screen.findByTestId('modal-help');
    await within(dialog).findByText('Deposit steps');
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'How to deposit' }).getAttribute('aria-current')).toBe('true');
  });

  it.each([
    ['/member', '/login', 'modal-login'],
    ['/lottery?gameCode=X', '/login', 'modal-login'],
    ['/vnLottery', '/login', 'modal-login'],
    ['/agentHome', '/agent', 'page-agent'],
  ])('guards %s without a token (→ %s)', async (from, to, testId) => {
    serve();
    visit(from);
    await screen.findByTestId(testId);
    expect(window.location.pathname).toBe(to);
  });

  it('lets a session into /member and /agentHome', async () => {
    serve();
    window.sessionStorage.setItem('token', 'tok');
    visit('/member');
    await screen.findByTestId('page-member');
    expect(await screen.findByTestId('member-menu')).toBeTruthy();
  });

  it('renders the agent center frame without the player shell', async () => {
    serve(buildPermission(), 1);
    window.sessionStorage.setItem('token', 'tok');
    visit('/agentHome');
    await screen.findByTestId('page-agent-home');
    expect(screen.getByTestId('agent-frame')).toBeTruthy();
    expect(screen.queryByTestId('app-header')).toBeNull();
    expect(screen.queryByTestId('app-footer')).toBeNull();
    expect(screen.getByTestId('agent-gmt').textContent).toBe('GMT+08:00');
    expect(await screen.findByTestId('agent-menu')).toBeTruthy();
    expect(screen.getByTestId('agent-account').textContent).toBe('agent01');
  });

  it('sends a member who is not an agent from /agentHome to /agent with Non-agents cannot log in', async () => {
    serve(buildPermission(), 0);
    window.sessionStorage.setItem('token', 'tok');
    visit('/agentHome');
    await screen.findByTestId('page-agent');
    expect(screen.getByTestId('message-dialog').textContent).toContain('Non-agents cannot log in');
  });

  it('keeps trial members out of the member center', async () => {
    serve(buildPermission(), 4);
    window.sessionStorage.setItem('token', 'tok');
    visit('/member');
    await screen.findByTestId('page-home');
    expect(screen.getByTestId('message-dialog').textContent).toContain('Please Register An Account First');
  });

  it('shows the agent login page with support hours and no header or footer', async () => {
    serve();
    visit('/agent');
    const page = await screen.findByTestId('page-agent');
    expect(page.textContent).toContain('Monday to Friday, noon to 9pm');
    expect(screen.queryByTestId('app-header')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('lists a category page vendors from the lanes', async () => {
    serve();
    visit('/sports');
    const page = await screen.findByTestId('page-sports');
    await within(page).findByText('Saba');
    expect(document.title).toBe('Sports | Test Brand');
  });

  it('hides the footer on the vendor game list page', async () => {
    serve();
    visit('/rng?vassalage=SLOT3');
    await screen.findByTestId('page-rng');
    expect(screen.queryByTestId('app-footer')).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Slot Studio 3', selected: true })).toBeTruthy();
  });

  it.each([
    ['/index', 'page-home'],
    ['/index.html', 'page-home'],
    ['/home', 'page-home'],
    ['/down', 'page-down'],
    ['/esports', 'page-esports'],
    ['/fish', 'page-fish'],
    ['/live', 'page-live'],
    ['/pvp', 'page-pvp'],
    ['/cockfight', 'page-cockfight'],
    ['/jili', 'page-jili'],
    ['/promotions', 'page-promotions'],
    ['/pointMall', 'page-point-mall'],
    ['/seamless', 'page-seamless'],
    ['/sponsor', 'page-sponsor'],
    ['/description', 'page-description'],
    ['/no/such/page', 'page-not-found'],
  ])('answers %s', async (path, testId) => {
    serve();
    visit(path);
    await screen.findByTestId(testId);
  });

  it('switches language, keeping lang and hisLang', async () => {
    serve();
    visit('/');
    await screen.findByTestId('page-home');
    fireEvent.change(screen.getByTestId('language-selector'), { target: { value: 'TY' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('tl'));
    expect(window.localStorage.getItem('lang')).toBe('TY');
    expect(window.localStorage.getItem('hisLang')).toBe('EN');
    await screen.findByText('Bakit maglaro sa Test Brand');
    fireEvent.change(screen.getByTestId('language-selector'), { target: { value: 'EN' } });
    await screen.findByText('Why play at Test Brand');
  });

  it('toggles and persists the theme (dark by default)', async () => {
    serve();
    visit('/');
    await screen.findByTestId('page-home');
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle.dataset.themeCurrent).toBe('dark');
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});
