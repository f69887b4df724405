import { missionClaim, missionLeaderboard, missionSummary } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { LIVE_REFRESH_MS, leaderboardRefetch } from '../api/mission-leaderboard';
import { nextPeriodRefetch } from '../api/mission-summary';
import { buildMission, buildTournament, fail, NOW, ok, renderMissions, serveMissions } from '../testing/render-missions';
import { MissionActivity } from './mission-activity';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const HOUR = 3_600_000;
/** Other features' keys the app layer hands in (the menu's badges, the reward center, the point balance). */
const ALSO_STALE = [
  ['rewards', 'badges'],
  ['rewards', 'center'],
  ['points', 'balance'],
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => dialogs.clear());
});

const card = (id: number) => screen.getAllByTestId('mission-card').find((c) => c.getAttribute('data-mission') === String(id)) as HTMLElement;

describe('missionLeaderboard: missions', () => {
  it('groups the missions by bundle, each with its progress, prize, time left and state', async () => {
    serveMissions({
      [missionSummary.path]: () =>
        ok({
          currencySymbol: '₱',
          claimable: 1,
          missions: [
            buildMission(),
            buildMission({ id: 12, title: 'Play 50 slot rounds', event: 'rounds', category: 'RNG', target: '50', progress: '50', prizeKind: 'points', prizeAmount: '1500', state: 'claimable' }),
            buildMission({ id: 21, bundle: 'weekly', title: 'Win ₱2,000 this week', event: 'win_amount', target: '200000', progress: '250000', state: 'claimed', periodKey: '2025-W09', endsAt: NOW + (2 * 24 + 3) * HOUR }),
            buildMission({ id: 31, bundle: 'once', title: 'Invite 3 friends', event: 'referrals', target: '3', progress: '1', periodKey: 'once', endsAt: null }),
          ],
        }),
    });
    renderMissions(<MissionActivity />);
    await screen.findByTestId('missions');
    expect(screen.getByTestId('missions-claimable').textContent).toBe('1 prize is ready to claim.');
    expect(screen.getByTestId('missions-view-missions').textContent).toContain('1');
    const bundles = ['daily', 'weekly', 'once'].map((b) => within(screen.getByTestId(`missions-bundle-${b}`)).getAllByTestId('mission-card').map((c) => c.getAttribute('data-mission')));
    expect(bundles).toEqual([['11', '12'], ['21'], ['31']]);
    expect(screen.getByTestId('missions-bundle-daily').querySelector('h3')?.textContent).toContain('Daily missions');

    // Money events in money, the others as counts.
    const deposit = card(11);
    expect(within(deposit).getByTestId('mission-progress-text').textContent).toBe('₱500.00 of ₱1,000.00');
    expect(within(deposit).getByTestId('mission-left').textContent).toBe('₱500.00 to go');
    expect(within(deposit).getByTestId('mission-progress').getAttribute('aria-valuenow')).toBe('50');
    expect(within(deposit).getByTestId('mission-prize').textContent).toBe('₱50.00');
    expect(within(deposit).getByTestId('mission-event').textContent).toBe('Amount deposited');
    expect(within(deposit).queryByTestId('mission-category')).toBeNull();
    expect(within(deposit).getByTestId('mission-time-left').textContent).toBe('12 h left');
    expect(within(deposit).getByTestId('mission-state').textContent).toBe('In progress');
    expect(within(deposit).queryByTestId('mission-claim')).toBeNull();

    const rounds = card(12);
    expect(within(rounds).getByTestId('mission-progress-text').textContent).toBe('50 of 50');
    expect(within(rounds).getByTestId('mission-left').textContent).toBe('Target reached');
    expect(within(rounds).getByTestId('mission-prize').textContent).toBe('1,500 points');
    expect(within(rounds).getByTestId('mission-category').textContent).toBe('Slots only');
    expect(within(rounds).getByTestId('mission-claim').textContent).toBe('Claim prize');

    const weekly = card(21);
    expect(within(weekly).getByTestId('mission-progress-text').textContent).toBe('₱2,500.00 of ₱2,000.00');
    expect(within(weekly).getByTestId('mission-progress').getAttribute('aria-valuenow')).toBe('100');
    expect(within(weekly).getByTestId('mission-time-left').textContent).toBe('Starts again in 2 d 3 h');
    expect(within(weekly).getByTestId('mission-state').textContent).toBe('Claimed');

    const once = card(31);
    expect(within(once).getByTestId('mission-progress-text').textContent).toBe('1 of 3');
    expect(within(once).queryByTestId('mission-time-left')).toBeNull();
  });

  it('claims with {missionId, periodKey, requestId}, says what was paid and reads the missions, badges, reward center and balances again', async () => {
    let state: 'claimable' | 'claimed' = 'claimable';
    const api = serveMissions({
      [missionSummary.path]: () => ok({ currencySymbol: '₱', claimable: state === 'claimable' ? 1 : 0, missions: [buildMission({ progress: '100000', state })] }),
      [`POST ${missionClaim.path}`]: () => {
        state = 'claimed';
        return ok({ missionId: 11, prizeKind: 'cash', prizeAmount: '5000' });
      },
    });
    const { client } = renderMissions(<MissionActivity alsoStale={ALSO_STALE} />);
    for (const key of [...ALSO_STALE, ['wallet', 'balance']]) client.setQueryData([...key, 'tok-1'], { seeded: true });
    fireEvent.click(await screen.findByTestId('mission-claim'));
    expect((await screen.findByTestId('mission-paid-text')).textContent).toBe('₱50.00 has been added to your main wallet.');
    expect(screen.getByTestId('mission-paid').textContent).toContain('Prize claimed: Deposit ₱1,000 today');
    const [claim] = api.of(missionClaim.path, 'POST');
    expect(claim?.body).toEqual({ missionId: 11, periodKey: '2025-03-01', requestId: expect.stringMatching(REQUEST_ID) });
    await waitFor(() => expect(within(card(11)).getByTestId('mission-state').textContent).toBe('Claimed'));
    expect(within(card(11)).queryByTestId('mission-claim')).toBeNull();
    expect(api.of(missionSummary.path).length).toBe(2);
    for (const key of [...ALSO_STALE, ['wallet', 'balance']]) expect(client.getQueryState([...key, 'tok-1'])?.isInvalidated, key.join('.')).toBe(true);
  });

  it('says a points prize in points', async () => {
    serveMissions({
      [missionSummary.path]: () => ok({ currencySymbol: '₱', claimable: 1, missions: [buildMission({ prizeKind: 'points', prizeAmount: '1500', state: 'claimable' })] }),
      [`POST ${missionClaim.path}`]: () => ok({ missionId: 11, prizeKind: 'points', prizeAmount: '1500' }),
    });
    renderMissions(<MissionActivity />);
    fireEvent.click(await screen.findByTestId('mission-claim'));
    expect((await screen.findByTestId('mission-paid-text')).textContent).toBe('1,500 points have been added to your Points Mall balance.');
  });

  it('keeps the request id while a claim has no answer, so trying again pays once', async () => {
    let attempt = 0;
    const api = serveMissions({
      [missionSummary.path]: () => ok({ currencySymbol: '₱', claimable: 1, missions: [buildMission({ state: 'claimable' })] }),
      [`POST ${missionClaim.path}`]: () => (++attempt === 1 ? new Error('offline') : ok({ missionId: 11, prizeKind: 'cash', prizeAmount: '5000' })),
    });
    renderMissions(<MissionActivity />);
    fireEvent.click(await screen.findByTestId('mission-claim'));
    expect(await screen.findByTestId('mission-claim-error')).toBeTruthy();
    expect(screen.getByTestId('mission-claim').textContent).toBe('Try again');
    fireEvent.click(screen.getByTestId('mission-claim'));
    await screen.findByTestId('mission-paid');
    const ids = api.of(missionClaim.path, 'POST').map((c) => (c.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('says so when the prize was already paid, and reads the missions again', async () => {
    let state: 'claimable' | 'claimed' = 'claimable';
    const api = serveMissions({
      [missionSummary.path]: () => ok({ currencySymbol: '₱', claimable: 0, missions: [buildMission({ state })] }),
      [`POST ${missionClaim.path}`]: () => {
        state = 'claimed';
        return fail(409, 'reward_not_claimable');
      },
    });
    renderMissions(<MissionActivity />);
    fireEvent.click(await screen.findByTestId('mission-claim'));
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe('This reward can no longer be claimed: it was already paid, or there is nothing waiting.');
    await waitFor(() => expect(within(card(11)).getByTestId('mission-state').textContent).toBe('Claimed'));
    expect(api.of(missionSummary.path).length).toBe(2);
    expect(screen.queryByTestId('mission-claim-error')).toBeNull();
  });

  it('says when there are no missions', async () => {
    serveMissions({ [missionSummary.path]: () => ok({ currencySymbol: '₱', claimable: 0, missions: [] }) });
    renderMissions(<MissionActivity />);
    expect((await screen.findByTestId('missions-empty')).textContent).toContain('No missions right now');
  });

  it('offers a retry when the missions cannot be loaded', async () => {
    let up = false;
    serveMissions({ [missionSummary.path]: () => (up ? ok({ currencySymbol: '₱', claimable: 0, missions: [buildMission()] }) : fail(500, 'internal_error', 'boom')) });
    renderMissions(<MissionActivity />);
    const retry = await screen.findByTestId('missions-retry');
    up = true;
    fireEvent.click(retry);
    await screen.findByTestId('missions');
  });

  it('reads the missions again just after the first period ends', () => {
    const summary = { currencySymbol: '₱', claimable: 0, missions: [buildMission({ endsAt: NOW + 30 * 60_000 }), buildMission({ id: 2, endsAt: null })] };
    expect(nextPeriodRefetch(summary, NOW)).toBe(30 * 60_000 + 1_000);
    // Never longer than an hour, never sooner than 5 s (a period the server has not moved on yet).
    expect(nextPeriodRefetch({ ...summary, missions: [buildMission({ endsAt: NOW + 5 * HOUR })] }, NOW)).toBe(HOUR);
    expect(nextPeriodRefetch({ ...summary, missions: [buildMission({ endsAt: NOW - HOUR })] }, NOW)).toBe(5_000);
    expect(nextPeriodRefetch({ ...summary, missions: [buildMission({ endsAt: null })] }, NOW)).toBe(false);
    expect(nextPeriodRefetch(undefined, NOW)).toBe(false);
  });

  it('makes no call for a trial member', async () => {
    const api = serveMissions({});
    renderMissions(<MissionActivity />, { who: 'trial' });
    expect((await screen.findByTestId('missions-trial')).textContent).toContain('Please Register An Account First');
    expect(api.calls).toEqual([]);
  });
});

describe('missionLeaderboard: tournaments', () => {
  const openTournaments = async (tournaments: unknown[]) => {
    const api = serveMissions({
      [missionSummary.path]: () => ok({ currencySymbol: '₱', claimable: 0, missions: [] }),
      [missionLeaderboard.path]: () => ok({ currencySymbol: '₱', tournaments }),
    });
    renderMissions(<MissionActivity />, { path: '/member?tab=missionLeaderboard&view=tournaments' });
    await screen.findByTestId('tournaments');
    return api;
  };

  it('explains a running tournament: countdown, metric, category, least stake, prize table, the top and my place outside it', async () => {
    await openTournaments([buildTournament()]);
    const tm = screen.getByTestId('tournament-card');
    expect(within(tm).getByTestId('tournament-state').textContent).toBe('Running');
    expect(within(tm).getByTestId('tournament-countdown').textContent).toBe('Ends in 2 h 30 min');
    expect(within(tm).getByTestId('tournament-metric').textContent).toBe('Total wageredThe stakes of all your qualifying rounds added up.');
    expect(within(tm).getByTestId('tournament-category').textContent).toBe('Slots only');
    expect(within(tm).getByTestId('tournament-min-stake').textContent).toBe('Rounds with a stake of at least ₱1.00');
    expect(within(tm).getByTestId('tournament-pool').textContent).toBe('₱1,000.00');
    expect(within(tm).getAllByTestId('tournament-prize').map((p) => p.textContent)).toEqual(['Place 1₱500.00', 'Place 2₱300.00', 'Places 3–4₱100.00 each']);
    const rows = within(tm)
      .getAllByTestId(/^leaderboard-(row|me)$/)
      .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['1', 'a***e', '₱25,000.00', '₱500.00'],
      ['2', 'b***o', '₱12,000.00', '₱300.00'],
      ['3', 'c***a', '₱8,000.00', '₱100.00'],
      ['17', 'j***nYou', '₱123.45', '—'],
    ]);
    expect(within(tm).getByTestId('leaderboard-me').className).toContain('leaderboard__me');
    expect(within(tm).queryByTestId('leaderboard-join')).toBeNull();
  });

  it('lights my row inside the top without repeating it, and shows best multipliers as ×', async () => {
    await openTournaments([
      buildTournament({
        metric: 'best_multiplier',
        category: null,
        minStake: '0',
        top: [
          { rank: 1, name: 'a***e', score: '12050', prize: '50000' },
          { rank: 2, name: 'j***n', score: '250', prize: '30000' },
        ],
        me: { rank: 2, name: 'j***n', score: '250', prize: '30000' },
      }),
    ]);
    const tm = screen.getByTestId('tournament-card');
    expect(within(tm).getByTestId('tournament-category').textContent).toBe('All games');
    expect(within(tm).queryByTestId('tournament-min-stake')).toBeNull();
    expect(within(tm).getByTestId('tournament-metric').textContent).toContain('its payout divided by its stake');
    expect(within(tm).getAllByTestId('leaderboard-row')).toHaveLength(1);
    const me = within(tm).getByTestId('leaderboard-me');
    expect([...me.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2', 'j***nYou', '2.50×', '₱300.00']);
    expect(within(tm).getByTestId('leaderboard-row').textContent).toContain('120.50×');
  });

  it('counts down to an upcoming start, says the board opens then, and tells a running one without me how to join', async () => {
    await openTournaments([
      buildTournament({ id: 4, state: 'upcoming', metric: 'rounds', startsAt: NOW + 26 * HOUR, endsAt: NOW + 50 * HOUR, top: [], me: null }),
      buildTournament({ id: 5, me: null, top: [] }),
      buildTournament({ id: 6, state: 'finished', startsAt: NOW - 50 * HOUR, endsAt: NOW - 2 * HOUR, top: [{ rank: 1, name: 'a***e', score: '30', prize: '50000' }], me: null }),
    ]);
    const [upcoming, running, finished] = screen.getAllByTestId('tournament-card') as HTMLElement[];
    expect(within(upcoming!).getByTestId('tournament-state').textContent).toBe('Upcoming');
    expect(within(upcoming!).getByTestId('tournament-countdown').textContent).toBe('Starts in 1 d 2 h');
    expect(within(upcoming!).getByTestId('leaderboard-empty').textContent).toBe('The leaderboard opens when the tournament starts.');
    expect(within(upcoming!).getByTestId('tournament-metric').textContent).toContain('Rounds played');
    expect(within(running!).getByTestId('leaderboard-empty').textContent).toBe('No qualifying rounds yet: be the first on the board.');
    expect(within(running!).getByTestId('leaderboard-join').textContent).toContain('play a qualifying round');
    expect(within(finished!).getByTestId('tournament-countdown').textContent).toBe('Ended 2025-03-01 10:00 (GMT+08:00)');
    expect(finished!.textContent).toContain('Final standings');
    expect(within(finished!).queryByTestId('leaderboard-join')).toBeNull();
  });

  it('reads the tournaments again every 15 s while one runs, else at the next start', () => {
    const board = (tournaments: ReturnType<typeof buildTournament>[]) => ({ currencySymbol: '₱', tournaments });
    expect(leaderboardRefetch(board([buildTournament()]), NOW)).toBe(LIVE_REFRESH_MS);
    expect(leaderboardRefetch(board([buildTournament({ state: 'upcoming', startsAt: NOW + 10 * 60_000 })]), NOW)).toBe(10 * 60_000 + 1_000);
    expect(leaderboardRefetch(board([buildTournament({ state: 'finished' })]), NOW)).toBe(false);
    expect(leaderboardRefetch(board([]), NOW)).toBe(false);
  });

  it('switches between the views, keeping the section in the address', async () => {
    const api = serveMissions({
      [missionSummary.path]: () => ok({ currencySymbol: '₱', claimable: 0, missions: [buildMission()] }),
      [missionLeaderboard.path]: () => ok({ currencySymbol: '₱', tournaments: [] }),
    });
    renderMissions(<MissionActivity />);
    await screen.findByTestId('missions');
    expect(api.of(missionLeaderboard.path)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('missions-view-tournaments'));
    expect((await screen.findByTestId('tournaments-empty')).textContent).toContain('No tournaments right now');
    expect(screen.getByTestId('missions-view-tournaments').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('missions-view-missions'));
    await screen.findByTestId('missions');
  });
});
