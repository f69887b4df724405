import { describe, expect, it } from 'vitest';
import { decideGameStart, type StartTarget } from './game-start';

const visitor = { isLoggedIn: false, isTrial: false };
const member = { isLoggedIn: true, isTrial: false };
const trialMember = { isLoggedIn: true, isTrial: true };

const slot: StartTarget = { vassalage: 'WPS', gameType: 'RNG', gameCategory: 'RNG', isGame: true, gameCode: 'lucky-reels', gameName: 'Lucky Reels' };
const vendor = (vassalage: string, gameType: string, gameCategory: StartTarget['gameCategory']): StartTarget => ({
  vassalage,
  gameType,
  gameCategory,
  isGame: false,
  gameName: vassalage,
});

describe('decideGameStart (SPEC.md §4 Game start)', () => {
  it('a visitor pressing play gets the login popup', () => {
    expect(decideGameStart(slot, visitor)).toEqual({ kind: 'login' });
  });

  it('a visitor pressing free trial gets a trial account and the game in one step where the brand offers free play, else the login popup', () => {
    expect(decideGameStart(slot, visitor, { trial: true, freePlay: true })).toEqual({ kind: 'free-play-launch' });
    expect(decideGameStart(slot, visitor, { trial: true })).toEqual({ kind: 'login' });
    expect(decideGameStart(slot, visitor, { freePlay: true })).toEqual({ kind: 'login' });
  });

  it('a trial member pressing play-now gets in_need_true_account', () => {
    expect(decideGameStart(slot, trialMember)).toEqual({ kind: 'need-true-account' });
  });

  it('a trial member pressing free trial launches in trial mode', () => {
    expect(decideGameStart(slot, trialMember, { trial: true })).toEqual({ kind: 'launch', trial: true });
  });

  it('a real member launches for real, or in trial mode from the free-trial button', () => {
    expect(decideGameStart(slot, member)).toEqual({ kind: 'launch', trial: false });
    expect(decideGameStart(slot, member, { trial: true })).toEqual({ kind: 'launch', trial: true });
  });

  it('a game under maintenance shows the maintenance dialog, logged in or not', () => {
    expect(decideGameStart({ ...slot, maintenance: true }, member)).toEqual({ kind: 'maintenance' });
    expect(decideGameStart({ ...slot, maintenance: true }, visitor)).toEqual({ kind: 'maintenance' });
  });

  it.each([
    ['TCG_LOTTO_VN', '/vnLottery?gameCode=G1'],
    ['TCG_SEA', '/seaLottery?gameCode=G1'],
    ['LOTT', '/lottery?gameCode=G1'],
    ['ELOTT', '/lottery?gameCode=G1'],
  ])('routes the lottery vendor %s to %s', (vassalage, to) => {
    const target = { ...vendor(vassalage, 'LOTT', 'LOTT'), gameCode: 'G1' };
    expect(decideGameStart(target, member)).toEqual({ kind: 'navigate', to });
  });

  it('a lottery vendor without a game code opens its lottery page; a visitor is asked to log in first', () => {
    expect(decideGameStart(vendor('TCG_SEA', 'LOTT', 'LOTT'), member)).toEqual({ kind: 'navigate', to: '/seaLottery' });
    expect(decideGameStart(vendor('TCG_SEA', 'LOTT', 'LOTT'), visitor)).toEqual({ kind: 'login' });
  });

  it('an RNG vendor opens its list page; the JL lane opens /jili — for visitors too', () => {
    expect(decideGameStart(vendor('PGS', 'RNG', 'RNG'), visitor)).toEqual({ kind: 'navigate', to: '/rng?vassalage=PGS' });
    expect(decideGameStart(vendor('JL', 'RNG', 'JL'), member)).toEqual({ kind: 'navigate', to: '/jili?vassalage=JL' });
  });

  it.each([
    ['OCF', 'FISH', '/fish?vassalage=OCF'],
    ['TPK', 'PVP', '/pvp?vassalage=TPK'],
    ['EVOL', 'LIVE', '/live?vassalage=EVOL'],
    ['PINN', 'SPORTS', '/sports?vassalage=PINN'],
  ] as const)('a %s vendor (%s) opens its category page %s', (vassalage, type, to) => {
    expect(decideGameStart(vendor(vassalage, type, type), visitor)).toEqual({ kind: 'navigate', to });
  });

  it('ESPORTS and COCKFIGHT vendors start directly (login first)', () => {
    expect(decideGameStart(vendor('TFG', 'ESPORTS', 'ESPORTS'), member)).toEqual({ kind: 'launch', trial: false });
    expect(decideGameStart(vendor('DS88', 'COCKFIGHT', 'COCKFIGHT'), member)).toEqual({ kind: 'launch', trial: false });
    expect(decideGameStart(vendor('DS88', 'COCKFIGHT', 'COCKFIGHT'), visitor)).toEqual({ kind: 'login' });
  });

  it('a vendor lobby on its own category page launches instead of navigating to itself', () => {
    const sportsLobby = { ...vendor('PINN', 'SPORTS', 'SPORTS'), gameCode: 'PINN_1' };
    expect(decideGameStart(sportsLobby, member, { here: { pathname: '/sports' } })).toEqual({ kind: 'launch', trial: false });
    expect(decideGameStart(sportsLobby, visitor, { here: { pathname: '/sports' } })).toEqual({ kind: 'login' });
    expect(decideGameStart(sportsLobby, member, { here: { pathname: '/' } })).toEqual({
      kind: 'navigate',
      to: '/sports?vassalage=PINN',
    });
  });
});
