import { referralFriends, referralInfo } from '@wps/contracts/player';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFriend, buildInfo, fail, ok, pageOf, renderReferral, serveReferral } from '../testing/render-referral';
import { ReferralSection } from './referral-page';

afterEach(() => vi.unstubAllGlobals());

const rules = () => [...screen.getByTestId('referral-rules').querySelectorAll('li')].map((li) => [li.getAttribute('data-rule'), li.textContent]);

describe('referral', () => {
  it('shows the invite link with its QR code and the code, the rules in plain words, friends invited and rewards earned', async () => {
    serveReferral({ [referralInfo.path]: () => ok(buildInfo()), [referralFriends.path]: () => ok(pageOf([])) });
    renderReferral(<ReferralSection />);
    const link = await screen.findByTestId('referral-link');
    expect(link.textContent).toBe('https://brand.test/register?referralCode=JUAN42');
    expect(link.getAttribute('href')).toBe('https://brand.test/register?referralCode=JUAN42');
    expect(screen.getByTestId('referral-code').textContent).toBe('JUAN42');
    expect(within(screen.getByTestId('referral-share')).getByRole('img', { name: 'QR code of your invite link' }).querySelector('path, rect')).not.toBeNull();
    expect(screen.getByTestId('referral-copy-link')).toBeTruthy();
    expect(screen.getByTestId('referral-friends-count').textContent).toBe('2');
    expect(screen.getByTestId('referral-earned').textContent).toBe('₱25.00');
    expect(rules()).toEqual([
      ['register', '₱5.00 when a friend registers with your link or code.'],
      ['first_deposit', "₱20.00 when the friend's first deposit is at least ₱100.00."],
      ['wager', "₱30.00 when the friend's valid bet reaches ₱1,000.00."],
      ['max_friends', 'Rewards are paid for up to 50 friends.'],
      ['same_identity', 'A friend who uses the same device, registration address or bank account as you earns you no rewards.'],
    ]);
    expect((await screen.findByTestId('referral-friends-empty')).textContent).toContain('No friends have registered with your invite yet');
  });

  it('leaves out the rewards that pay nothing and the limit when there is none', async () => {
    serveReferral({
      [referralInfo.path]: () =>
        ok(buildInfo({ rules: { registerReward: '0', firstDepositReward: '2000', firstDepositMin: '0', wagerReward: '0', wagerTarget: '100000', maxFriends: 0 } })),
      [referralFriends.path]: () => ok(pageOf([])),
    });
    renderReferral(<ReferralSection />);
    await screen.findByTestId('referral-rules');
    expect(rules()).toEqual([
      ['first_deposit', '₱20.00 when the friend makes a first deposit.'],
      ['same_identity', 'A friend who uses the same device, registration address or bank account as you earns you no rewards.'],
    ]);
  });

  it('says the programme is off, with no link to share, and still lists the friends', async () => {
    serveReferral({ [referralInfo.path]: () => ok(buildInfo({ enabled: false })), [referralFriends.path]: () => ok(pageOf([buildFriend()])) });
    renderReferral(<ReferralSection />);
    expect((await screen.findByTestId('referral-off')).textContent).toContain('switched off at the moment');
    expect(screen.queryByTestId('referral-share')).toBeNull();
    expect(screen.queryByTestId('referral-rules')).toBeNull();
    expect(await screen.findAllByTestId('referral-friend')).toHaveLength(1);
  });

  it('lists each friend: registered date, each step paid with its amount, what is to come, valid bet toward the target', async () => {
    serveReferral({ [referralInfo.path]: () => ok(buildInfo()), [referralFriends.path]: () => ok(pageOf([buildFriend()])) });
    renderReferral(<ReferralSection />);
    const row = (await screen.findAllByTestId('referral-friend'))[0] as HTMLElement;
    expect(row.textContent).toContain('m***a');
    expect(within(row).getByTestId('friend-registered').textContent).toBe('2025-03-01 12:00 (GMT+08:00)');
    const steps = within(row)
      .getAllByTestId('friend-step')
      .map((s) => [s.getAttribute('data-step'), s.hasAttribute('data-paid'), s.querySelector('span')?.textContent]);
    expect(steps).toEqual([
      ['registered', true, 'Registration: ₱5.00 paid'],
      ['first_deposit', true, 'First deposit: ₱20.00 paid'],
      ['wagered', false, 'Valid bet target: ₱30.00 to come'],
    ]);
    expect(within(row).getByTestId('friend-valid-bet').textContent).toBe('₱400.00 of ₱1,000.00');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(row).queryByTestId('friend-flag')).toBeNull();
  });

  it('warns of a flagged friend, who earns no rewards and has none to come', async () => {
    serveReferral({
      [referralInfo.path]: () => ok(buildInfo()),
      [referralFriends.path]: () =>
        ok(
          pageOf([
            buildFriend({ name: 'p***o', steps: [], flag: 'same_device' }),
            buildFriend({ name: 'r***y', steps: [], flag: 'same_address' }),
            buildFriend({ name: 's***a', steps: [], flag: 'same_bank_account' }),
          ]),
        ),
    });
    renderReferral(<ReferralSection />);
    const rows = await screen.findAllByTestId('referral-friend');
    expect(rows.map((r) => within(r).getByTestId('friend-flag').textContent)).toEqual([
      'Same device as yours: this friend earns you no rewards.',
      'Same registration address as yours: this friend earns you no rewards.',
      'Same bank account as yours: this friend earns you no rewards.',
    ]);
    expect(within(rows[0] as HTMLElement).queryAllByTestId('friend-step')).toHaveLength(0);
  });

  it('pages through the friends', async () => {
    const api = serveReferral({
      [referralInfo.path]: () => ok(buildInfo()),
      [referralFriends.path]: ({ url }) => {
        const page = Number(url.searchParams.get('pageNo'));
        return ok(pageOf([buildFriend({ name: page === 1 ? 'm***a' : 'z***e' })], { pageNo: page, totalPages: 2 }));
      },
    });
    renderReferral(<ReferralSection />);
    await screen.findByText('m***a');
    fireEvent.click(screen.getByTestId('referral-friends-pager-next'));
    await screen.findByText('z***e');
    expect(api.of(referralFriends.path).map((c) => [c.url.searchParams.get('pageNo'), c.url.searchParams.get('pageSize')])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it('offers a retry when it cannot be loaded', async () => {
    let up = false;
    serveReferral({ [referralInfo.path]: () => (up ? ok(buildInfo()) : fail(500, 'internal_error', 'boom')), [referralFriends.path]: () => ok(pageOf([])) });
    renderReferral(<ReferralSection />);
    const retry = await screen.findByTestId('referral-retry');
    up = true;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('referral-code').textContent).toBe('JUAN42'));
  });

  it('makes no call for a trial member', async () => {
    const api = serveReferral({});
    renderReferral(<ReferralSection />, { who: 'trial' });
    expect((await screen.findByTestId('referral-trial')).textContent).toContain('Please Register An Account First');
    expect(api.calls).toEqual([]);
  });
});
