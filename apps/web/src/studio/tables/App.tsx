/**
 * The live tables' page: one shell for Baccarat, Dragon Tiger, Sic Bo, European Roulette and
 * the Color Game. It opens the session, listens to the table's socket and shows the shared
 * round: the countdown while bets are taken, the deal revealed on the round's clock, the
 * result and the player's own win. Chips are stacked on the page and confirmed as one bet;
 * whatever is not confirmed when the betting closes is dropped. Every outcome, total and pay
 * comes from the server (fun mode: the page keeps the credits from its bets and payouts).
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { bonusRefusal } from '../shared/bonus-refusal';
import { newRequestId, StudioError, whoBody, type TWho } from '../shared/envelope';
import { readFunCredits, writeFunCredits } from '../shared/fun-credits';
import { IconButton, LobbyLink, ModeBadge } from '../shared/Header';
import { modeTextKeys } from '../shared/i18n';
import type { TGameLaunch } from '../shared/launch';
import { formatMinor, moneyText } from '../shared/money';
import { backoffMs, socketUrl } from '../shared/socket';
import { isFramed } from '../shared/theme';
import { tablesApi, type TTablesApi } from './api';
import { ArtDefs, ChipArt } from './art';
import { BaccaratLayout, BaccaratStage } from './games/Baccarat';
import { ColorGameLayout, ColorGameStage } from './games/ColorGame';
import { DragonTigerLayout, DragonTigerStage } from './games/DragonTiger';
import { RouletteLayout, RouletteStage } from './games/Roulette';
import { SicBoLayout, SicBoStage } from './games/SicBo';
import { History } from './History';
import { useNow } from './hooks';
import { hasText, translator, type Translate, type TTextKey } from './i18n';
import {
  addChip,
  baccaratDealOrder,
  betProblem,
  chipsToSend,
  chipsTotal,
  limitsOf,
  rebet,
  resultHeadline,
  revealPlan,
  secondsLeft,
  spotName,
  sumBySpot,
  tablePhase,
  undoChip,
  winningSpots,
  type TChipProblem,
  type TTablePhase,
} from './logic';
import { Roads } from './Roads';
import { Rules } from './Rules';
import { connectTable, socketPath, type TConnect } from './socket';
import type { TBetView } from './Spot';
import { initialState, tableReducer } from './state';
import type { TBaccaratOutcome, TColorGameOutcome, TDragonTigerOutcome, TRouletteOutcome, TServerMessage, TSicBoOutcome, TTableGame } from './types';

const GAME_KEYS: Record<TTableGame, TTextKey> = {
  baccarat: 'gameBaccarat',
  'dragon-tiger': 'gameDragonTiger',
  'sic-bo': 'gameSicBo',
  roulette: 'gameRoulette',
  'color-game': 'gameColorGame',
};
const DEALING_KEYS: Record<TTableGame, TTextKey> = {
  baccarat: 'phaseDealingCards',
  'dragon-tiger': 'phaseDealingCards',
  'sic-bo': 'phaseDealingDice',
  roulette: 'phaseDealingWheel',
  'color-game': 'phaseDealingDice',
};
const TOAST_MS = 4500;

type TMessage = { kind: 'problem' | 'error' | 'insufficient'; text: string };

type TLaunch = TGameLaunch<TTableGame>;

/* Fun credits (../shared/fun-credits), one store per table, never below zero. */
const funKey = (game: TTableGame) => `tables:${game}:fun`;
const FUN_OPTIONS = { nonNegative: true };

export function App({ launch, api, connect }: { launch: TLaunch; api?: TTablesApi; connect?: TConnect }) {
  const t = useMemo(() => translator(launch.language), [launch.language]);
  const game = launch.game;
  const tableApi = useMemo(() => api ?? (game ? tablesApi(game) : null), [api, game]);
  if (!game || !tableApi) {
    return (
      <div className="tb-app tb-app--lost">
        <div className="tb-lost" role="alert">
          <h1>{t('unknownGame')}</h1>
          <p>{t('reopenFromLobby')}</p>
          {launch.returnUrl ? (
            <a className="tb-btn tb-btn--primary" href={launch.returnUrl}>
              {t('lobby')}
            </a>
          ) : null}
        </div>
      </div>
    );
  }
  return <Table game={game} launch={launch} api={tableApi} connect={connect ?? connectTable} t={t} />;
}

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M3 11.5 12 4l9 7.5M6 10v10h4.5v-6h3v6H18V10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
function PeopleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <circle cx="9" cy="8" r="3.5" fill="currentColor" />
      <path d="M2.5 20c0-4 3-6.5 6.5-6.5s6.5 2.5 6.5 6.5Z" fill="currentColor" />
      <circle cx="17" cy="9" r="2.8" fill="currentColor" opacity="0.6" />
      <path d="M16 13.6c3.3 0 5.5 2.3 5.5 6.4H17" fill="currentColor" opacity="0.6" />
    </svg>
  );
}
function GameMark({ game }: { game: TTableGame }) {
  if (game === 'sic-bo')
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <rect x="3" y="3" width="18" height="18" rx="4" fill="#ffffff" />
        <circle cx="8" cy="8" r="2" fill="#dc2626" />
        <circle cx="12" cy="12" r="2" fill="#111827" />
        <circle cx="16" cy="16" r="2" fill="#111827" />
      </svg>
    );
  if (game === 'roulette')
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="#c8102e" stroke="#d4af37" strokeWidth="1.5" />
        <circle cx="12" cy="12" r="10" fill="none" stroke="#16181d" strokeWidth="4" strokeDasharray="3.9 3.9" />
        <circle cx="12" cy="12" r="5" fill="#d4af37" />
      </svg>
    );
  if (game === 'color-game')
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2 21 7 12 12 3 7Z" fill="#facc15" />
        <path d="M3 7 12 12v10L3 17Z" fill="#dc2626" />
        <path d="M21 7 12 12v10l9-5Z" fill="#2563eb" />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <rect x="3" y="4" width="12" height="17" rx="2" fill="#ffffff" transform="rotate(-10 9 12)" />
      <rect x="9" y="3" width="12" height="17" rx="2" fill="#ffffff" stroke="#cbd5e1" />
      <path d="M15 7.5c1.5 2 3.5 3 3.5 5a1.8 1.8 0 0 1-3.2 1.1c0 1 .6 1.8 1.3 2.2h-3.2c.7-.4 1.3-1.2 1.3-2.2a1.8 1.8 0 0 1-3.2-1.1c0-2 2-3 3.5-5Z" fill={game === 'baccarat' ? '#111827' : '#dc2626'} />
    </svg>
  );
}

function Countdown({ seconds, fraction, t }: { seconds: number; fraction: number; t: Translate }) {
  const c = 2 * Math.PI * 18;
  return (
    <div className={`tb-count${seconds <= 3 ? ' is-last' : seconds <= 5 ? ' is-low' : ''}`} role="timer" aria-label={t('secondsLeft', { n: seconds })}>
      <svg viewBox="0 0 44 44" aria-hidden="true">
        <circle cx="22" cy="22" r="18" className="tb-count__track" />
        <circle cx="22" cy="22" r="18" className="tb-count__bar" strokeDasharray={c} strokeDashoffset={c * (1 - Math.max(0, Math.min(1, fraction)))} transform="rotate(-90 22 22)" />
      </svg>
      <span aria-hidden="true">{seconds}</span>
    </div>
  );
}

function Table({ game, launch, api, connect, t }: { game: TTableGame; launch: TLaunch; api: TTablesApi; connect: TConnect; t: Translate }) {
  const fun = launch.mode === 'fun';
  const [state, dispatch] = useReducer(tableReducer, initialState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const whoRef = useRef<TWho>({ mode: launch.mode, token: launch.token, funId: fun ? readFunCredits(funKey(game), FUN_OPTIONS)?.funId : undefined });
  const [chip, setChip] = useState<string | null>(null);
  const [message, setMessage] = useState<TMessage | null>(null);
  const [expired, setExpired] = useState(launch.mode !== 'fun' && !launch.token);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [online, setOnline] = useState(true);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const now = useNow(250);
  const gameName = t(GAME_KEYS[game]);
  useEffect(() => {
    document.title = gameName;
  }, [gameName]);

  const money = useCallback((v: bigint | string) => moneyText(v, stateRef.current.session?.currency ?? ''), []);
  const errorText = useCallback(
    (err: unknown) => (err instanceof StudioError && err.code === 'network' ? t('networkError') : t('genericError', { message: err instanceof Error ? err.message : String(err) })),
    [t],
  );

  /** Opens (or refreshes) the session; `alive` says whether its answer still matters. */
  const load = useCallback(
    async (alive: () => boolean = () => true): Promise<boolean> => {
      try {
        const s = await api.session(whoRef.current);
        if (!alive()) return false;
        if (s.funId) whoRef.current = { ...whoRef.current, funId: s.funId };
        let balance = BigInt(s.balance);
        if (s.mode === 'fun') {
          const saved = readFunCredits(funKey(game), FUN_OPTIONS);
          if (stateRef.current.session) balance = stateRef.current.balance;
          else if (saved && saved.funId === s.funId) balance = saved.balance;
        }
        dispatch({ type: 'session', session: s, balance, now: Date.now() });
        setLoadError(null);
        return true;
      } catch (err) {
        if (!alive()) return false;
        if (err instanceof StudioError && err.code === 'game_token_invalid') setExpired(true);
        else if (!stateRef.current.session) setLoadError(errorText(err));
        return false;
      }
    },
    [api, game, errorText],
  );

  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A session refetch a moment later (spread out, as every seated player does the same after a result). */
  const refreshSoon = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void load(), 200 + Math.random() * 1300);
  }, [load]);

  const onMessage = useCallback(
    (m: TServerMessage) => {
      dispatch({ type: 'message', message: m, fun, now: Date.now() });
      // The roads are the server's: a result brings them; a server that sent none, the session does.
      if (m.type === 'result' && m.roads === undefined && (game === 'baccarat' || game === 'dragon-tiger')) refreshSoon();
      // A refund outside fun mode changes the balance only the platform knows.
      if (m.type === 'void' && !fun) refreshSoon();
    },
    [fun, game, refreshSoon],
  );
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    if (expired) return;
    let alive = true;
    let stop: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void load(() => alive).then((ok) => {
      if (!alive) return;
      // The table could not be reached: try again by itself (the Retry button does it at once).
      if (!ok) {
        retry = setTimeout(() => setAttempt((n) => n + 1), backoffMs(Math.min(attempt, 4)));
        return;
      }
      stop = connect({
        url: socketUrl(window.location, socketPath(game)),
        hello: () => whoBody(whoRef.current),
        handlers: {
          onMessage: (m) => onMessageRef.current(m),
          onOpen: (reconnected) => {
            setOnline(true);
            if (reconnected) void load(() => alive);
          },
          onDown: () => setOnline(false),
          onRefused: () => setExpired(true),
        },
      });
    });
    return () => {
      alive = false;
      stop?.();
      clearTimeout(retry);
      clearTimeout(refreshTimer.current);
    };
    // `expired` stops everything; `attempt` is the Retry button.
  }, [load, connect, game, expired, attempt]);

  useEffect(() => {
    if (fun && state.session) writeFunCredits(funKey(game), whoRef.current.funId, state.balance, FUN_OPTIONS);
  }, [fun, game, state.balance, state.session]);

  const toastId = state.toast?.id;
  useEffect(() => {
    if (toastId === undefined) return;
    const id = setTimeout(() => dispatch({ type: 'dismissToast' }), TOAST_MS);
    return () => clearTimeout(id);
  }, [toastId]);

  // ── The round on the server's clock.
  const session = state.session;
  const round = state.round;
  const serverNow = now + (state.offset ?? 0);
  const phase: TTablePhase = session ? tablePhase(round, state.status, serverNow) : 'waiting';
  const bettingOpen = phase === 'betting' && !expired;
  const bettingOpenRef = useRef(bettingOpen);
  bettingOpenRef.current = bettingOpen;
  const outcome = round && (round.phase === 'dealing' || round.phase === 'settled') ? round.outcome : null;
  const elapsed = !round ? -1 : round.phase === 'settled' ? Infinity : round.phase === 'dealing' ? serverNow - Date.parse(round.closesAt) : -1;
  const dealingMs = session?.table.dealingMs ?? 6000;
  const plan = revealPlan(game, dealingMs, game === 'baccarat' && outcome ? baccaratDealOrder(outcome as TBaccaratOutcome).length : 6);
  const revealDone = outcome !== null && elapsed >= plan.doneAt;
  const roundId = round?.roundId ?? null;
  const wins = useMemo(() => (revealDone && outcome ? winningSpots(game, outcome) : null), [revealDone, outcome, game]);
  const resting = state.history.length > 0 ? state.history[state.history.length - 1] : null;

  useEffect(() => {
    if (!bettingOpen) dispatch({ type: 'closed' });
  }, [bettingOpen]);

  // ── Chips.
  const chipValues = useMemo(() => session?.chipValues ?? [], [session]);
  const chipValue = chip && chipValues.includes(chip) ? chip : (chipValues[Math.min(1, chipValues.length - 1)] ?? null);
  const chipValueRef = useRef(chipValue);
  chipValueRef.current = chipValue;
  const limits = useMemo(() => (session ? limitsOf(session.limits) : null), [session]);

  const problemText = useCallback(
    (p: TChipProblem): TMessage => {
      switch (p.kind) {
        case 'max':
          return { kind: 'problem', text: t('maxSpot', { max: money(p.max) }) };
        case 'min':
          return { kind: 'problem', text: t('minSpot', { min: money(p.min) }) };
        case 'balance':
          return { kind: 'insufficient', text: t('insufficient', { balance: money(p.balance) }) };
        case 'empty':
          return { kind: 'problem', text: t('tapSpots') };
      }
    },
    [t, money],
  );

  const place = useCallback(
    (spot: string) => {
      const s = stateRef.current;
      const value = chipValueRef.current;
      if (!s.session || !value || sendingRef.current || !bettingOpenRef.current) return;
      const res = addChip(s.pending, spot, BigInt(value), { mine: s.mine, limits: limitsOf(s.session.limits), balance: s.balance });
      if ('problem' in res) setMessage(problemText(res.problem));
      else {
        dispatch({ type: 'pending', pending: res.pending });
        setMessage(null);
      }
    },
    [problemText],
  );

  const undo = () => !sending && dispatch({ type: 'pending', pending: undoChip(state.pending) });
  const clear = () => !sending && dispatch({ type: 'pending', pending: [] });
  const doRebet = () => {
    if (!limits || sending || !bettingOpen) return;
    const res = rebet(state.last, { mine: state.mine, limits, balance: state.balance });
    if ('problem' in res) setMessage(problemText(res.problem));
    else {
      dispatch({ type: 'pending', pending: res.pending });
      setMessage(null);
    }
  };

  const confirm = async () => {
    const s = stateRef.current;
    if (!s.session || !s.round || !limits || sendingRef.current || !bettingOpenRef.current) return;
    const problem = betProblem(s.pending, s.mine, limits, s.balance);
    if (problem) {
      setMessage(problemText(problem));
      return;
    }
    const chips = chipsToSend(s.pending);
    const stake = chipsTotal(chips);
    const forRound = s.round.roundId;
    sendingRef.current = true;
    setSending(true);
    setMessage(null);
    try {
      const answer = await api.bet(whoRef.current, { roundId: forRound, clientBetId: newRequestId(), chips });
      const balance = !fun && answer.balance !== undefined ? BigInt(answer.balance) : stateRef.current.balance - stake;
      dispatch({ type: 'placed', roundId: forRound, mine: answer.myChips, balance });
    } catch (err) {
      const bonus = bonusRefusal(err);
      if (err instanceof StudioError && err.code === 'round_closed') {
        dispatch({ type: 'closed' });
        setMessage({ kind: 'problem', text: t('roundClosed') });
      } else if (bonus) {
        setMessage({ kind: 'problem', text: t(bonus.key, bonus.max === null ? undefined : { max: money(bonus.max) }) });
      } else if (err instanceof StudioError && err.code === 'amount_out_of_range') {
        setMessage({ kind: 'problem', text: t('maxSpot', { max: money(err.value?.max ?? limits.max) }) });
      } else if (err instanceof StudioError && err.code === 'insufficient_funds') {
        const known = err.value?.balance;
        if (known !== undefined && !fun) dispatch({ type: 'balance', balance: BigInt(known) });
        setMessage({ kind: 'insufficient', text: t('insufficient', { balance: money(known ?? stateRef.current.balance) }) });
      } else if (err instanceof StudioError && err.code === 'game_token_invalid') {
        setExpired(true);
      } else if (err instanceof StudioError && err.code === 'game_maintenance') {
        dispatch({ type: 'maintenance' });
      } else {
        setMessage({ kind: 'error', text: errorText(err) });
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const refill = () => {
    if (!session) return;
    dispatch({ type: 'balance', balance: BigInt(session.balance) });
    setMessage(null);
  };

  // ── What the layouts draw.
  const spotMap = useMemo(() => new Map((session?.spots ?? []).map((s) => [s.spot, s])), [session]);
  const name = useCallback((spot: string) => spotName(spotMap.get(spot) ?? { nameKey: '', label: spot }, t, hasText), [spotMap, t]);
  const mine = useMemo(() => sumBySpot(state.mine), [state.mine]);
  const pending = useMemo(() => sumBySpot(state.pending), [state.pending]);
  const bet = useMemo<TBetView>(
    () => ({ spots: spotMap, mine, pending, totals: state.totals, wins, open: bettingOpen && !sending, place, name, t }),
    [spotMap, mine, pending, state.totals, wins, bettingOpen, sending, place, name, t],
  );

  const mode = session?.mode ?? launch.mode;
  const modeTexts = modeTextKeys(mode);
  const framed = isFramed();
  const pendingTotal = chipsTotal(state.pending);
  const mineTotal = chipsTotal(state.mine);
  const lowestChip = chipValues.length > 0 ? BigInt(chipValues[0]!) : 0n;

  let banner: string;
  switch (phase) {
    case 'maintenance':
      banner = t('phaseMaintenance');
      break;
    case 'waiting':
      banner = t('phaseWaiting');
      break;
    case 'betting':
      banner = t('phaseBetting');
      break;
    case 'closed':
      banner = t('phaseClosed');
      break;
    case 'dealing':
      banner = revealDone ? resultHeadline(game, outcome, t) : t(DEALING_KEYS[game]);
      break;
    case 'result':
      banner = outcome ? resultHeadline(game, outcome, t) : t('phaseWaiting');
      break;
    case 'void':
      banner = t('phaseVoid');
      break;
  }
  const winner = revealDone && outcome ? resultTone(game, outcome) : '';

  const stage = (() => {
    const common = { elapsed, plan, roundId, t };
    switch (game) {
      case 'baccarat':
        return <BaccaratStage {...common} outcome={outcome as TBaccaratOutcome | null} resting={null} />;
      case 'dragon-tiger':
        return <DragonTigerStage {...common} outcome={outcome as TDragonTigerOutcome | null} resting={null} />;
      case 'sic-bo':
        return <SicBoStage {...common} outcome={outcome as TSicBoOutcome | null} resting={resting as TSicBoOutcome | null} />;
      case 'roulette':
        return <RouletteStage {...common} outcome={outcome as TRouletteOutcome | null} resting={resting as TRouletteOutcome | null} />;
      case 'color-game':
        return <ColorGameStage {...common} outcome={outcome as TColorGameOutcome | null} resting={resting as TColorGameOutcome | null} />;
    }
  })();

  const layout = (() => {
    switch (game) {
      case 'baccarat':
        return <BaccaratLayout bet={bet} />;
      case 'dragon-tiger':
        return <DragonTigerLayout bet={bet} />;
      case 'sic-bo':
        return <SicBoLayout bet={bet} />;
      case 'roulette':
        return <RouletteLayout bet={bet} />;
      case 'color-game':
        return <ColorGameLayout bet={bet} dice={revealDone && outcome ? (outcome as TColorGameOutcome).dice : null} />;
    }
  })();

  const shoeOf = (outcome ?? resting) as { shoe?: { shoe: number; round: number } } | null;
  const shoeNo = shoeOf?.shoe?.shoe;
  const shoeRound = shoeOf?.shoe?.round;
  const shoe = useMemo(() => (shoeNo !== undefined && shoeRound !== undefined ? { shoe: shoeNo, round: shoeRound } : null), [shoeNo, shoeRound]);
  const toast = state.toast;
  const closesMs = round ? Date.parse(round.closesAt) : 0;
  const bettingMs = session?.table.bettingMs ?? 15_000;

  return (
    <div className={`tb-app tb-app--${game}`}>
      <ArtDefs />
      <header className="tb-top">
        <div className="tb-brand">
          <span className="tb-brand__mark">
            <GameMark game={game} />
          </span>
          <div className="tb-brand__text">
            <h1 title={gameName}>{gameName}</h1>
            <ModeBadge prefix="tb" mode={mode} label={t(modeTexts.label)} hint={t(modeTexts.hint)} />
          </div>
        </div>
        <div className="tb-top__right">
          <span className="tb-seated" title={t('seated', { n: state.seated })} aria-label={t('seated', { n: state.seated })}>
            <PeopleIcon />
            <span aria-hidden="true">{state.seated}</span>
          </span>
          <div className="tb-balance">
            <span className="tb-balance__label">{mode === 'fun' ? t('funBalance') : t('balance')}</span>
            <strong data-testid="balance">
              {session ? formatMinor(state.balance) : '—'} <small>{session?.currency ?? ''}</small>
            </strong>
          </div>
          <IconButton prefix="tb" label={t('rules')} onClick={() => setRulesOpen(true)} disabled={!session}>
            <span aria-hidden="true">i</span>
          </IconButton>
          <LobbyLink prefix="tb" href={launch.returnUrl} label={t('lobby')}>
            <HomeIcon />
          </LobbyLink>
        </div>
      </header>

      <main className="tb-main">
        <div className={`tb-banner tb-banner--${phase}${winner ? ` tb-banner--${winner}` : ''}`}>
          {phase === 'betting' && round ? <Countdown seconds={secondsLeft(round.closesAt, serverNow)} fraction={(closesMs - serverNow) / bettingMs} t={t} /> : null}
          <div className="tb-banner__text" aria-live="polite">
            {banner}
          </div>
          <div className="tb-banner__meta">
            {round ? <span>{t('roundNo', { n: round.roundNo })}</span> : null}
            {state.players > 0 ? <span>{t('bettors', { n: state.players })}</span> : null}
            {!online ? <span className="tb-offline">{t('offline')}</span> : null}
          </div>
        </div>

        <section className="tb-stage" aria-label={gameName}>
          {stage}
        </section>

        <History game={game} history={state.history} t={t} />

        <section className={`tb-betarea${bettingOpen ? ' is-open' : ' is-closed'}`} aria-label={t('tapSpots')}>
          {session ? layout : null}
        </section>

        {state.roads && (game === 'baccarat' || game === 'dragon-tiger') ? <Roads roads={state.roads} dragonTiger={game === 'dragon-tiger'} shoe={shoe} t={t} /> : null}
      </main>

      <footer className="tb-controls">
        {message ? (
          <div className={`tb-message tb-message--${message.kind}`} role="alert">
            <span>{message.text}</span>
            {message.kind === 'insufficient' && fun && state.balance < lowestChip ? (
              <button type="button" className="tb-btn" onClick={refill}>
                ↻ {t('refill')}
              </button>
            ) : null}
            <button type="button" className="tb-btn tb-btn--ghost" onClick={() => setMessage(null)}>
              {t('dismiss')}
            </button>
          </div>
        ) : fun && session && state.balance < lowestChip && mineTotal === 0n ? (
          <div className="tb-message tb-message--insufficient" role="status">
            <span>{t('insufficient', { balance: money(state.balance) })}</span>
            <button type="button" className="tb-btn" onClick={refill}>
              ↻ {t('refill')}
            </button>
          </div>
        ) : (
          <div className="tb-controls__status">{mineTotal > 0n ? t('betsPlaced', { amount: money(mineTotal) }) : bettingOpen ? t('tapSpots') : '\u00a0'}</div>
        )}
        <div className="tb-chips" role="group" aria-label={t('chips')}>
          {chipValues.map((v) => (
            <button
              key={v}
              type="button"
              className={`tb-chip${v === chipValue ? ' is-on' : ''}`}
              aria-pressed={v === chipValue}
              aria-label={t('chipValue', { amount: money(v) })}
              onClick={() => setChip(v)}
            >
              <ChipArt amount={v} />
            </button>
          ))}
        </div>
        <div className="tb-actions">
          <button type="button" className="tb-btn" onClick={undo} disabled={!bettingOpen || sending || state.pending.length === 0}>
            ↶ {t('undo')}
          </button>
          <button type="button" className="tb-btn" onClick={clear} disabled={!bettingOpen || sending || state.pending.length === 0}>
            ✕ {t('clear')}
          </button>
          <button type="button" className="tb-btn" onClick={doRebet} disabled={!bettingOpen || sending || state.pending.length > 0 || state.last.length === 0}>
            ⟲ {t('rebet')}
          </button>
          <button type="button" className="tb-btn tb-btn--primary tb-confirm" onClick={() => void confirm()} disabled={!bettingOpen || sending || state.pending.length === 0}>
            {sending ? t('sending') : pendingTotal > 0n ? t('confirmTotal', { amount: formatMinor(pendingTotal) }) : t('confirm')}
          </button>
        </div>
      </footer>

      {toast ? (
        <div className={`tb-toast tb-toast--${toast.kind}`} role="status" onClick={() => dispatch({ type: 'dismissToast' })}>
          {toast.kind === 'win' ? (
            <>
              <strong>{t('toastWin', { amount: money(toast.payout) })}</strong>
              <small>{t('toastStake', { amount: money(toast.stake) })}</small>
            </>
          ) : toast.kind === 'lose' ? (
            <>
              <strong>{t('toastLose')}</strong>
              <small>{t('toastStake', { amount: money(toast.stake) })}</small>
            </>
          ) : (
            <strong>{t('toastVoid', { amount: money(toast.stake) })}</strong>
          )}
        </div>
      ) : null}

      {!session && !expired ? (
        <div className="tb-overlay" role={loadError ? 'alert' : 'status'}>
          {loadError ? (
            <>
              <p>{loadError}</p>
              <button type="button" className="tb-btn tb-btn--primary" onClick={() => setAttempt((n) => n + 1)}>
                ↻
              </button>
            </>
          ) : (
            <>
              <div className="tb-spinner" aria-hidden="true" />
              <p>{t('loading')}</p>
            </>
          )}
        </div>
      ) : null}
      {expired ? (
        <div className="tb-overlay" role="alert">
          <p>{t('sessionExpired')}</p>
          {launch.returnUrl ? (
            <a className="tb-btn tb-btn--primary" href={launch.returnUrl} target={framed ? '_top' : undefined}>
              {t('lobby')}
            </a>
          ) : null}
        </div>
      ) : null}

      {rulesOpen && session ? <Rules session={session} gameName={gameName} t={t} onClose={() => setRulesOpen(false)} /> : null}
    </div>
  );
}

/** The banner's tone once the result is in: which side won (baccarat, dragon tiger), the pocket's colour. */
function resultTone(game: TTableGame, outcome: unknown): string {
  switch (game) {
    case 'baccarat':
      return (outcome as TBaccaratOutcome).winner;
    case 'dragon-tiger': {
      const w = (outcome as TDragonTigerOutcome).winner;
      return w === 'dragon' ? 'banker' : w === 'tiger' ? 'player' : 'tie';
    }
    case 'roulette':
      return `rc-${(outcome as TRouletteOutcome).colour}`;
    default:
      return 'done';
  }
}
