import { WhitelabelFlag, type TGameCard, type TVendor } from '@wps/contracts/player';
import { buildMember, buildPermission, flagTree } from '@/testing/fixtures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { provideFreePlay } from '@/lib/free-play';
import { memberInfoKey } from '@/lib/member';
import { setToken } from '@/lib/session';
import { popups } from '@/lib/popups';
import { VendorCard } from '../components/vendor-card';
import { GameTile } from '../components/game-tile';
import { fail, game, ok, renderCatalog, serveCatalog } from '../testing/render-catalog';
import { useGameStart } from './use-game-start';
import { useStartByNodeId } from './use-start-by-node';

const INFO = '/wps/member/info';
const LAUNCH = '/wps/game/launchGame';
const LAUNCH_FB = '/wps/relay/GCS_gameLaunchFB';
const LIST = '/wps/relay/GCSGAME_gameList';
const POPULAR = '/wps/popular';

const memberInfo = (type: number) => ok(buildMember({ id: 7, type, isTrial: type === 4 }));

const launched = (mode: string) => ok({ url: `http://localhost/studio/lucky-reels/?mode=${mode}`, mode, token: 'game-token-0123456789' });

const freePlayBrand = buildPermission({}, { whitelabelVal: flagTree(WhitelabelFlag.freePlay) });

const Tile = ({ card }: { card: TGameCard }) => {
  const start = useGameStart();
  return <GameTile game={card} start={start} />;
};

const baseRoutes = (type: number) => ({
  [INFO]: () => memberInfo(type),
  '/wps/relay/MCSFE_getFavoriteGames': () => ok([]),
  [LAUNCH]: () => launched('real'),
  [LAUNCH_FB]: (url: URL) => launched(url.searchParams.get('trial') === 'true' ? 'demo' : 'real'),
});

afterEach(() => {
  popups.close();
  dialogs.clear();
  vi.unstubAllGlobals();
});

describe('useGameStart', () => {
  it('a visitor pressing play-now gets the login popup and nothing is launched', async () => {
    const api = serveCatalog(baseRoutes(0));
    renderCatalog(<Tile card={game()} />);
    fireEvent.click(screen.getByTestId('play-wps-lucky-reels'));
    expect(popups.get()?.name).toBe('login');
    expect(api.of(LAUNCH)).toHaveLength(0);
  });

  it('a visitor pressing free trial gets a trial account and lands in the game in one step', async () => {
    const api = serveCatalog(baseRoutes(4));
    const freePlay = vi.fn(async () => {
      setToken('trial-token');
      return true;
    });
    provideFreePlay(freePlay);
    try {
      renderCatalog(<Tile card={game()} />, { permission: freePlayBrand });
      fireEvent.click(screen.getByTestId('trial-wps-lucky-reels'));
      await waitFor(() => expect(popups.get()?.launch?.mode).toBe('demo'));
      expect(freePlay).toHaveBeenCalledTimes(1);
      expect(popups.get()).toMatchObject({ name: 'game', launch: { title: 'Lucky Reels' } });
      expect(new URL(api.of(LAUNCH_FB)[0]!.url).searchParams.get('trial')).toBe('true');
    } finally {
      provideFreePlay(null);
    }
  });

  it('a visitor whose free play is refused stays where they are, and nothing is launched', async () => {
    const api = serveCatalog(baseRoutes(0));
    provideFreePlay(async () => false);
    try {
      renderCatalog(<Tile card={game()} />, { permission: freePlayBrand });
      fireEvent.click(screen.getByTestId('trial-wps-lucky-reels'));
      await new Promise((r) => setTimeout(r, 50));
      expect(popups.get()).toBeNull();
      expect(api.of(LAUNCH_FB)).toHaveLength(0);
    } finally {
      provideFreePlay(null);
    }
  });

  it('a real member launches through /wps/game/launchGame and the game popup shows the url and name', async () => {
    const api = serveCatalog(baseRoutes(0));
    renderCatalog(<Tile card={game()} />, { token: 'tok' });
    await waitFor(() => expect(api.of(INFO)).toHaveLength(1));
    fireEvent.click(screen.getByTestId('play-wps-lucky-reels'));
    await waitFor(() => expect(popups.get()?.launch?.url).toContain('/studio/lucky-reels/'));
    expect(popups.get()).toMatchObject({ name: 'game', launch: { title: 'Lucky Reels', mode: 'real' } });
    expect(api.of(LAUNCH)[0]?.method).toBe('POST');
    expect(api.of(LAUNCH)[0]?.body).toMatchObject({ vassalage: 'WPS', gameCode: 'lucky-reels' });
  });

  it('a trial member pressing play-now gets in_need_true_account (info icon); free trial launches with demo credits', async () => {
    const api = serveCatalog(baseRoutes(4));
    const { client } = renderCatalog(<Tile card={game()} />, { token: 'tok' });
    // The trial type is known once the member info has been read.
    await waitFor(() => expect(client.getQueryData(memberInfoKey('tok'))).toBeDefined());
    fireEvent.click(screen.getByTestId('play-wps-lucky-reels'));
    expect(dialogs.top()).toMatchObject({ kind: 'message', icon: 'info' });
    expect(api.of(LAUNCH)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('trial-wps-lucky-reels'));
    await waitFor(() => expect(popups.get()?.launch?.mode).toBe('demo'));
    expect(api.of(LAUNCH_FB)[0]?.url.searchParams.get('trial')).toBe('true');
  });

  it('a server need_true_account answer also shows the dialog', async () => {
    serveCatalog({ ...baseRoutes(0), [LAUNCH]: () => fail(403, 'need_true_account') });
    renderCatalog(<Tile card={game()} />, { token: 'tok' });
    fireEvent.click(screen.getByTestId('play-wps-lucky-reels'));
    await waitFor(() => expect(dialogs.top()).toMatchObject({ icon: 'info' }));
    expect(popups.get()).toBeNull();
  });

  it('a game_maintenance answer opens "under maintenance, see other popular games"', async () => {
    serveCatalog({ ...baseRoutes(0), [LAUNCH]: () => fail(409, 'game_maintenance'), [POPULAR]: () => ok({ list: [] }) });
    renderCatalog(<Tile card={game()} />, { token: 'tok' });
    fireEvent.click(screen.getByTestId('play-wps-lucky-reels'));
    await waitFor(() => expect(popups.get()?.maintenanceOf).toEqual({ gameName: 'Lucky Reels', nodeId: 'wps-lucky-reels' }));
  });

  it('a tile under maintenance opens the maintenance popup without a launch call', () => {
    const api = serveCatalog(baseRoutes(0));
    renderCatalog(<Tile card={game({ maintenance: true })} />, { token: 'tok' });
    fireEvent.click(screen.getByRole('button', { name: 'See popular games' }));
    expect(popups.get()?.maintenanceOf?.gameName).toBe('Lucky Reels');
    expect(api.of(LAUNCH)).toHaveLength(0);
  });

  it('an ESPORTS vendor starts directly: its lobby is looked up, then launched', async () => {
    const api = serveCatalog({
      ...baseRoutes(0),
      [LIST]: () => ok({ games: [game({ vassalage: 'TFG', gameCode: 'TFG_0003', isGame: false, gameType: 'ESPORTS' })], pageNo: 1, pageSize: 1, total: 1, totalPages: 1 }),
    });
    const vendor: TVendor = { vassalage: 'TFG', displayName: 'TF Gaming', gameType: 'ESPORTS', gameCategory: 'ESPORTS', iconUrl: '', status: 'ACTIVE' };
    renderCatalog(<VendorCard vendor={vendor} />, { token: 'tok' });
    fireEvent.click(screen.getByRole('button', { name: /TF Gaming/ }));
    await waitFor(() => expect(api.of(LAUNCH)).toHaveLength(1));
    expect(api.of(LIST)[0]?.url.searchParams.get('vassalage')).toBe('TFG');
    expect(api.of(LAUNCH)[0]?.body).toMatchObject({ vassalage: 'TFG', gameCode: 'TFG_0003' });
    await waitFor(() => expect(popups.get()?.launch?.title).toBe('TF Gaming'));
  });

  it('a lottery game navigates to its lottery page with ?gameCode=', async () => {
    serveCatalog(baseRoutes(0));
    const { router, client } = renderCatalog(
      <Tile card={game({ nodeId: 'sea-1', vassalage: 'TCG_SEA', gameType: 'LOTT', gameCategory: 'LOTT', gameCode: 'SEA_5', isGame: false })} />,
      { token: 'tok' },
    );
    await waitFor(() => expect(client.getQueryData(memberInfoKey('tok'))).toBeDefined());
    fireEvent.click(screen.getByTestId('play-sea-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seaLottery'));
    expect(router.state.location.search).toBe('?gameCode=SEA_5');
  });
});

const ByNode = ({ nodeId }: { nodeId: string }) => {
  const startByNode = useStartByNodeId();
  return (
    <button type="button" onClick={() => void startByNode(nodeId)}>
      banner
    </button>
  );
};

describe('useStartByNodeId (a GAME banner)', () => {
  it('looks the game up by node id and starts it by the same rules', async () => {
    const api = serveCatalog({
      ...baseRoutes(0),
      [LIST]: (url: URL) => ok({ games: url.searchParams.get('nodeId') === 'wps-lucky-reels' ? [game()] : [], pageNo: 1, pageSize: 1, total: 1, totalPages: 1 }),
    });
    renderCatalog(<ByNode nodeId="wps-lucky-reels" />, { token: 'tok' });
    await waitFor(() => expect(api.of(INFO)).toHaveLength(1));
    fireEvent.click(screen.getByText('banner'));
    await waitFor(() => expect(popups.get()?.launch?.url).toContain('/studio/lucky-reels/'));
    expect(api.of(LIST)[0]?.url.searchParams.get('nodeId')).toBe('wps-lucky-reels');
  });

  it('a visitor gets the login popup', async () => {
    serveCatalog({ ...baseRoutes(0), [LIST]: () => ok({ games: [game()], pageNo: 1, pageSize: 1, total: 1, totalPages: 1 }) });
    renderCatalog(<ByNode nodeId="wps-lucky-reels" />);
    fireEvent.click(screen.getByText('banner'));
    await waitFor(() => expect(popups.get()?.name).toBe('login'));
  });
});
