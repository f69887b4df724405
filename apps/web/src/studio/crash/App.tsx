/**
 * Crash's page: one shared round after another. It opens the session, listens to the studio's
 * socket, takes the player's bet while the round takes bets, flies the curve from take-off on
 * the server's clock, sends the cash-out, and shows the bust and everyone's bets. Every amount,
 * bust point and balance comes from the server (fun mode: the page keeps the credits from the
 * bets' answers and settlements); the multiplier in flight is @wps/fair's curve at server time.
 */
import { crashTimeOf } from '@wps/fair';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { adjustBet, betInputText, betProblem, limitsOf, parseBetInput, type TBetOp } from '../shared/bet';
import { AutoRoundsField, BetAmountField, PlayModeTabs, Switch } from '../shared/BetPanel';
import { bonusRefusal } from '../shared/bonus-refusal';
import { isRetryable, StudioError, whoBody, type TWho } from '../shared/envelope';
import { readFunCredits, writeFunCredits } from '../shared/fun-credits';
import { IconButton, LobbyLink, ModeBadge, TopBar } from '../shared/Header';
import { modeTextKeys } from '../shared/i18n';
import type { TLaunch } from '../shared/launch';
import { formatMinor, moneyText } from '../shared/money';
import { socketUrl } from '../shared/socket';
import { LoadingOverlay, SmallButton, Toast } from '../shared/Stage';
import { reducedMotion } from '../shared/theme';
import { connectCrash, crashApi, SOCKET_PATH, type TConnect, type TCrashApi } from './api';
import { Fairness } from './Fairness';
import { Graph, type TGraphView } from './Graph';
import { HistoryStrip, RoundDetail } from './History';
import { translator, type Translate } from './i18n';
import { CrashMark, HomeIcon, InfoIcon, ShieldIcon } from './icons';
import { autoBetContinues, cashoutValue, formatMultiplier, maskedNameOf, mineIndex, msUntil, parseTarget, serverTime, shownMultiplier, targetText, type TAutoSettings } from './logic';
import { Players } from './Players';
import { Rules } from './Rules';
import { initialState, reducer, type TBook, type TFunSaved, type TNews } from './state';

const FUN_KEY = 'crash:fun';

type TMessage = { kind: 'insufficient' | 'expired' | 'error' | 'info'; text: string };
type TDialog = { kind: 'rules' } | { kind: 'fairness'; focus: string | null } | null;
type TPlanned = { amount: bigint; autoCashout: number | null };
type TAutoRun = TPlanned & { left: number; stopOnLoss: boolean };

/* Fun credits (../shared/fun-credits) carry the page's book: the rounds whose stake and payout they already count. */
function readFun(): TFunSaved | null {
  const saved = readFunCredits(FUN_KEY);
  if (!saved) return null;
  const book: TBook = {};
  const raw = saved.saved.book;
  if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      if (v && typeof v === 'object') book[k] = { staked: (v as { staked?: unknown }).staked === true, settled: (v as { settled?: unknown }).settled === true };
    }
  }
  return { funId: saved.funId, balance: saved.balance, book };
}

/** Re-renders every `intervalMs` on animation frames while it is set (the render reads the clock itself). */
function useFrames(intervalMs: number | null): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (intervalMs === null) return;
    if (typeof requestAnimationFrame !== 'function') {
      const timer = setInterval(() => setTick((n) => n + 1), intervalMs);
      return () => clearInterval(timer);
    }
    let raf = 0;
    let last = 0;
    const loop = (ts: number) => {
      if (ts - last >= intervalMs) {
        last = ts;
        setTick((n) => (n + 1) % 1_000_000);
      }
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(raf);
  }, [intervalMs]);
}

export function App({ launch, api: apiOverride, connect = connectCrash }: { launch: TLaunch; api?: TCrashApi; connect?: TConnect }) {
  const t = useMemo(() => translator(launch.language), [launch.language]);
  const api = useMemo(() => apiOverride ?? crashApi(), [apiOverride]);
  const [state, dispatch] = useReducer(reducer, initialState);
  const [ready, setReady] = useState(false);
  const [expired, setExpired] = useState(false);
  const [message, setMessage] = useState<TMessage | null>(null);
  const [conn, setConn] = useState<'connecting' | 'open' | 'down'>('connecting');
  const [betText, setBetText] = useState('');
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState('2.00');
  const [busy, setBusyState] = useState<null | 'bet' | 'cashout'>(null);
  const [queued, setQueuedState] = useState<TPlanned | null>(null);
  const [tab, setTab] = useState<'manual' | 'auto'>('manual');
  const [autoSettings, setAutoSettings] = useState<TAutoSettings>({ rounds: 10, stopOnLoss: true });
  const [autoRun, setAutoRunState] = useState<TAutoRun | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const [flash, setFlash] = useState<TNews | null>(null);

  const stateRef = useRef(state);
  const busyRef = useRef<null | 'bet' | 'cashout'>(null);
  const queuedRef = useRef<TPlanned | null>(null);
  const autoRunRef = useRef<TAutoRun | null>(null);
  const whoRef = useRef<TWho>({ mode: launch.mode, token: launch.token });
  const startedRef = useRef(false);
  const plannedForRef = useRef<string | null>(null);
  const newsRef = useRef(0);
  stateRef.current = state;

  const setBusy = (v: null | 'bet' | 'cashout') => {
    busyRef.current = v;
    setBusyState(v);
  };
  const setQueued = (v: TPlanned | null) => {
    queuedRef.current = v;
    setQueuedState(v);
  };
  const setAutoRun = (v: TAutoRun | null) => {
    autoRunRef.current = v;
    setAutoRunState(v);
  };
  const stopAuto = useCallback(() => {
    autoRunRef.current = null;
    setAutoRunState(null);
  }, []);

  const session = state.session;
  const currency = session?.currency ?? '';
  const mode = session?.mode ?? launch.mode;
  const limits = useMemo(() => (session ? limitsOf(session.limits) : null), [session]);
  const money = useCallback((v: bigint | string) => moneyText(v, currency), [currency]);

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  const expire = useCallback(() => {
    setExpired(true);
    stopAuto();
    setMessage({ kind: 'expired', text: t('sessionExpired') });
  }, [stopAuto, t]);

  const showError = useCallback(
    (err: unknown, context: 'session' | 'bet' | 'cashout') => {
      if (!(err instanceof StudioError)) {
        stopAuto();
        setMessage({ kind: 'error', text: t('genericError', { message: (err as Error)?.message ?? String(err) }) });
        return;
      }
      const limitsNow = stateRef.current.session?.limits;
      const bonus = bonusRefusal(err);
      if (bonus) {
        stopAuto();
        setMessage({ kind: 'info', text: t(bonus.key, bonus.max === null ? undefined : { max: money(bonus.max) }) });
        return;
      }
      switch (err.code) {
        case 'insufficient_funds': {
          stopAuto();
          const known = err.value?.balance;
          if (known !== undefined && /^-?\d+$/.test(known)) dispatch({ type: 'balance', balance: known });
          setMessage({ kind: 'insufficient', text: t('insufficient', { balance: money(known && /^-?\d+$/.test(known) && whoRef.current.mode !== 'fun' ? known : stateRef.current.balance) }) });
          return;
        }
        case 'game_token_invalid':
          expire();
          return;
        case 'round_closed':
          setMessage({ kind: 'info', text: t(context === 'cashout' ? 'tooLate' : 'bettingClosed') });
          return;
        case 'request_conflict':
          setMessage({ kind: 'info', text: t('alreadyBet') });
          return;
        case 'amount_out_of_range':
          stopAuto();
          setMessage({ kind: 'info', text: limitsNow ? t('betRange', { min: money(limitsNow.minBet), max: money(limitsNow.maxBet) }) : t('betInvalid') });
          return;
        case 'invalid_state':
          setMessage({ kind: 'info', text: t('notStarted') });
          return;
        case 'network':
          setMessage({ kind: 'error', text: t('networkError') });
          return;
        case 'bad_answer':
          stopAuto();
          setMessage({ kind: 'error', text: t('badAnswer') });
          return;
        default:
          stopAuto();
          setMessage({ kind: 'error', text: err.message && !/^HTTP \d+$/.test(err.message) ? err.message : t('genericError', { message: err.message }) });
      }
    },
    [expire, money, stopAuto, t],
  );

  /** Asks the session again: the round, the bets, your bet and the wallet as the server has them now. */
  const resync = useCallback(() => {
    api.session(whoRef.current).then(
      (s) => dispatch({ type: 'session', session: s, now: Date.now(), first: false }),
      (err: unknown) => {
        if (err instanceof StudioError && err.code === 'game_token_invalid') expire();
      },
    );
  }, [api, expire]);

  /** The first session: the fun credits saved in this tab for the same fun session, the bet field at the minimum. */
  const openFirst = useCallback(() => {
    const saved = launch.mode === 'fun' ? readFun() : null;
    if (saved) whoRef.current = { mode: 'fun', funId: saved.funId };
    setMessage(null);
    api.session(whoRef.current).then(
      (s) => {
        if (s.mode === 'fun' && s.funId) whoRef.current = { mode: 'fun', funId: s.funId };
        dispatch({ type: 'session', session: s, now: Date.now(), first: true, saved });
        setBetText(betInputText(BigInt(s.limits.minBet)));
        setReady(true);
      },
      (err: unknown) => showError(err, 'session'),
    );
  }, [api, launch.mode, showError]);

  // Once per page (StrictMode runs effects twice; a second fun session would lose the credits).
  useEffect(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    if (launch.mode !== 'fun' && !launch.token) expire();
    else openFirst();
  }, [expire, launch.mode, launch.token, openFirst]);

  // The socket: every round's events, and your own settlements once it said who you are.
  useEffect(() => {
    if (!ready || expired) return;
    return connect({
      url: socketUrl(window.location, SOCKET_PATH),
      hello: () => whoBody(whoRef.current),
      handlers: {
        onMessage: (m) => dispatch({ type: 'message', message: m, now: Date.now() }),
        onOpen: () => {
          setConn('open');
          // Whatever happened between the last answer and this connection: ask again.
          resync();
        },
        onDown: () => setConn('down'),
        onRefused: () => expire(),
      },
    });
  }, [ready, expired, connect, resync, expire]);

  // Fun credits follow the page's book.
  useEffect(() => {
    if (state.mode === 'fun') writeFunCredits(FUN_KEY, whoRef.current.funId, state.balance, { extra: { book: state.book } });
  }, [state.mode, state.balance, state.book]);

  // Your bet still open at the bust and no settlement heard (the socket dropped?): ask the session.
  const round = state.round;
  const myBet = state.myBet;
  const unresolved = !!round && round.phase === 'crashed' && !!myBet && myBet.roundId === round.roundId && (myBet.status === 'placed' || myBet.status === 'pending');
  useEffect(() => {
    if (!unresolved) return;
    const timer = setTimeout(resync, 1500);
    return () => clearTimeout(timer);
  }, [unresolved, resync]);

  // A settlement of your own bet: the cash-out card; auto-bet stops on a loss when asked to.
  useEffect(() => {
    const n = state.news;
    if (!n || n.id === newsRef.current) return;
    newsRef.current = n.id;
    if (n.kind === 'cashed') setFlash(n);
    if (n.kind === 'lost' && autoRunRef.current?.stopOnLoss) {
      stopAuto();
      setMessage({ kind: 'info', text: t('autoStoppedLoss') });
    }
  }, [state.news, stopAuto, t]);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), reducedMotion() ? 1200 : 2400);
    return () => clearTimeout(timer);
  }, [flash]);

  /** Places a bet on the round taking bets. True when the server took it. */
  const placeBet = useCallback(
    async (planned: TPlanned): Promise<boolean> => {
      const s = stateRef.current;
      const r = s.round;
      if (!s.session || expired || busyRef.current) return false;
      if (!r || r.phase !== 'betting' || msUntil(r.startsAt, serverTime(Date.now(), s.offset)) <= 0) return false;
      if (s.myBet?.roundId === r.roundId) return false;
      const problem = betProblem(planned.amount, limitsOf(s.session.limits), s.balance);
      if (problem) {
        stopAuto();
        setQueued(null);
        const l = limitsOf(s.session.limits);
        setMessage(
          problem === 'insufficient'
            ? { kind: 'insufficient', text: t('insufficient', { balance: money(s.balance) }) }
            : { kind: 'info', text: problem === 'invalid' ? t('betInvalid') : t('betRange', { min: money(l.minBet), max: money(l.maxBet) }) },
        );
        return false;
      }
      setBusy('bet');
      setMessage(null);
      try {
        const result = await api.bet(whoRef.current, { roundId: r.roundId, bet: planned.amount.toString(), ...(planned.autoCashout !== null ? { autoCashout: planned.autoCashout } : {}) });
        dispatch({ type: 'betPlaced', roundId: r.roundId, result, autoCashout: planned.autoCashout ?? undefined });
        return true;
      } catch (err) {
        showError(err, 'bet');
        // An answer that never came: the server may hold the bet (and its stake).
        if (isRetryable(err)) resync();
        return false;
      } finally {
        setBusy(null);
      }
    },
    [api, expired, money, resync, showError, stopAuto, t],
  );

  // A new round taking bets: the bet queued for it, or auto-bet's next one.
  const roundId = round?.roundId ?? null;
  const phase = round?.phase ?? null;
  const hasMineOnRound = !!myBet && myBet.roundId === roundId;
  useEffect(() => {
    if (!roundId || phase !== 'betting' || hasMineOnRound || (!queued && !autoRun)) return;
    if (plannedForRef.current === roundId) return;
    const timer = setTimeout(() => {
      if (plannedForRef.current === roundId) return;
      plannedForRef.current = roundId;
      const q = queuedRef.current;
      if (q) {
        setQueued(null);
        void placeBet(q);
        return;
      }
      const a = autoRunRef.current;
      if (!a) return;
      if (!autoBetContinues({ remaining: a.left, lost: false, stopOnLoss: false, balance: stateRef.current.balance, bet: a.amount })) {
        stopAuto();
        if (stateRef.current.balance < a.amount) setMessage({ kind: 'insufficient', text: t('insufficient', { balance: money(stateRef.current.balance) }) });
        return;
      }
      void placeBet(a).then((ok) => {
        const now = autoRunRef.current;
        if (!ok || !now) return;
        setAutoRun(now.left > 1 ? { ...now, left: now.left - 1 } : null);
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [roundId, phase, hasMineOnRound, queued, autoRun, placeBet, stopAuto, money, t]);

  const cashOut = useCallback(async () => {
    const s = stateRef.current;
    const r = s.round;
    const mine = s.myBet;
    if (!r || r.phase !== 'running' || !mine || mine.roundId !== r.roundId || mine.status !== 'placed' || busyRef.current === 'cashout' || expired) return;
    setBusy('cashout');
    setMessage(null);
    try {
      const result = await api.cashout(whoRef.current, { roundId: r.roundId });
      dispatch({ type: 'cashedOut', roundId: r.roundId, result });
    } catch (err) {
      showError(err, 'cashout');
      if (isRetryable(err)) resync();
    } finally {
      setBusy(null);
    }
  }, [api, expired, resync, showError]);

  /* ───────── What the page shows now ───────── */

  const flying = phase === 'running';
  useFrames(flying ? (reducedMotion() ? 100 : 33) : phase === 'betting' ? 100 : null);
  const serverNow = serverTime(Date.now(), state.offset);
  const view: TGraphView = !session ? 'loading' : !round ? 'waiting' : round.phase === 'crashed' ? 'crashed' : round.phase === 'running' ? 'running' : msUntil(round.startsAt, serverNow) > 0 ? 'betting' : 'starting';
  const multiplier = shownMultiplier(round, serverNow);
  const startsAtMs = round ? Date.parse(round.startsAt) : 0;
  const elapsedMs = !round ? 0 : round.phase === 'crashed' ? (round.point !== undefined ? crashTimeOf(round.point) : round.bustsAt ? Date.parse(round.bustsAt) - startsAtMs : 0) : Math.max(0, serverNow - startsAtMs);
  const countdownMs = round && view === 'betting' ? msUntil(round.startsAt, serverNow) : 0;
  const windowMs = round ? Math.max(0, startsAtMs - Date.parse(round.opensAt)) : 0;

  const mineNow = myBet && round && myBet.roundId === round.roundId ? myBet : null;
  const mineOpen = !!mineNow && (mineNow.status === 'placed' || mineNow.status === 'pending');
  const canCashOut = view === 'running' && !!mineNow && mineNow.status === 'placed' && !expired;
  const liveValue = canCashOut && limits ? cashoutValue(BigInt(mineNow.amount), multiplier, mineNow.autoCashout, limits.maxWin) : null;
  const autoReached = canCashOut && mineNow.autoCashout !== undefined && multiplier >= mineNow.autoCashout;
  const myName = session ? maskedNameOf(session.mode, session.playerId) : null;
  const mine = mineIndex(state.bets, mineNow, myName);

  const betMinor = parseBetInput(betText);
  const target = autoOn ? parseTarget(autoText) : null;
  const targetInvalid = autoOn && target === null;
  const potential = betMinor !== null && target !== null && limits ? cashoutValue(betMinor, target, null, limits.maxWin) : null;
  const fieldsLocked = !!autoRun || !session || expired;

  const changeBet = (op: TBetOp) => {
    if (!limits) return;
    setBetText(betInputText(adjustBet(betMinor, op, limits, state.balance)));
  };
  const normalizeBet = () => {
    if (betMinor !== null && limits) setBetText(betInputText(betMinor));
  };
  const normalizeTarget = () => {
    const v = parseTarget(autoText);
    if (v !== null) setAutoText(targetText(v));
  };

  /** The bet the panel holds now, or null (with the reason shown). */
  const plannedNow = (): TPlanned | null => {
    if (!limits) return null;
    if (betMinor === null) {
      setMessage({ kind: 'info', text: t('betInvalid') });
      return null;
    }
    if (targetInvalid) {
      setMessage({ kind: 'info', text: t('autoInvalid', { min: formatMultiplier(101) }) });
      return null;
    }
    const problem = betProblem(betMinor, limits, state.balance);
    if (problem) {
      setMessage(
        problem === 'insufficient' ? { kind: 'insufficient', text: t('insufficient', { balance: money(state.balance) }) } : { kind: 'info', text: t('betRange', { min: money(limits.minBet), max: money(limits.maxBet) }) },
      );
      return null;
    }
    return { amount: betMinor, autoCashout: target };
  };

  const onBet = () => {
    const planned = plannedNow();
    if (!planned) return;
    if (view === 'betting' && !mineNow) void placeBet(planned);
    else {
      setQueued(planned);
      setMessage(null);
    }
  };

  const startAuto = () => {
    const planned = plannedNow();
    if (!planned) return;
    setMessage(null);
    plannedForRef.current = null;
    setAutoRun({ ...planned, left: autoSettings.rounds, stopOnLoss: autoSettings.stopOnLoss });
  };

  type TAction = 'cashout' | 'bet' | 'placed' | 'queue' | 'unqueue' | 'startAuto' | 'stopAuto' | 'none';
  const action: TAction = !session || expired
    ? 'none'
    : canCashOut
      ? 'cashout'
      : autoRun
        ? 'stopAuto'
        : queued
          ? 'unqueue'
          : mineOpen
            ? 'placed'
            : tab === 'auto' && session.autoplay
              ? 'startAuto'
              : view === 'betting'
                ? 'bet'
                : 'queue';

  const primary = () => {
    switch (action) {
      case 'cashout':
        void cashOut();
        return;
      case 'bet':
      case 'queue':
        onBet();
        return;
      case 'unqueue':
        setQueued(null);
        return;
      case 'startAuto':
        startAuto();
        return;
      case 'stopAuto':
        stopAuto();
        return;
      default:
    }
  };
  const primaryRef = useRef(primary);
  primaryRef.current = primary;

  // Space: the main button (bet, cash out), unless typing or on another control.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (dialog || e.repeat) return;
      if (e.code !== 'Space' && e.key !== ' ') return;
      const target = e.target as HTMLElement | null;
      if (target && target.closest('button:not(.cr-play), a, input, select, textarea')) return;
      e.preventDefault();
      primaryRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog]);

  const refillFun = () => {
    dispatch({ type: 'refill' });
    setMessage(null);
  };

  const modeTexts = modeTextKeys(mode);
  const focused = focus ? state.history.find((h) => h.roundId === focus) ?? null : null;
  const announce = view === 'crashed' ? t('crashedAt', { x: formatMultiplier(multiplier) }) : view === 'running' ? t('inFlightAnnounce') : view === 'betting' ? t('placeBets') : '';

  return (
    <div className={`cr-app is-${view}`}>
      <TopBar
        prefix="cr"
        mark={<CrashMark />}
        title={t('title')}
        badge={<ModeBadge prefix="cr" mode={mode} label={t(modeTexts.label)} hint={t(modeTexts.hint)} />}
        walletLabel={mode === 'fun' ? t('funBalance') : t('balance')}
        balance={session ? formatMinor(state.balance) : '—'}
        currency={currency}
      >
        <IconButton prefix="cr" label={t('rules')} onClick={() => setDialog({ kind: 'rules' })} disabled={!session}>
          <InfoIcon />
        </IconButton>
        <IconButton prefix="cr" label={t('fairness')} onClick={() => setDialog({ kind: 'fairness', focus: null })} disabled={!session}>
          <ShieldIcon />
        </IconButton>
        <LobbyLink prefix="cr" href={launch.returnUrl} label={t('lobby')}>
          <HomeIcon />
        </LobbyLink>
      </TopBar>

      <HistoryStrip t={t} history={state.history} focus={focus} onFocus={setFocus} />
      {focused && (
        <RoundDetail t={t} item={focused} chain={session?.chain ?? null} onClose={() => setFocus(null)} onFairness={() => setDialog({ kind: 'fairness', focus: focused.roundId })} />
      )}

      <main className="cr-main">
        <section className="cr-stage" aria-label={t('flight')}>
          <Graph
            t={t}
            view={view}
            elapsedMs={elapsedMs}
            multiplier={multiplier}
            countdownMs={countdownMs}
            windowMs={windowMs}
            cashedAt={mineNow?.status === 'cashed' ? (mineNow.cashedAt ?? null) : null}
            liveValue={liveValue !== null ? money(liveValue) : null}
            offline={conn === 'down' && !expired}
          />
          <div className="cr-sr" role="status" aria-live="polite">
            {announce}
          </div>
          {flash && (
            <div className="cr-flash" role="status" key={flash.id}>
              <span>{t('youWon')}</span>
              <strong>{money(flash.payout)}</strong>
              {flash.cashedAt !== undefined && <small>@ {formatMultiplier(flash.cashedAt)}×</small>}
            </div>
          )}
          {!session && !message && <LoadingOverlay prefix="cr" text={t('loading')} />}
          {message && (
            <Toast prefix="cr" kind={message.kind} text={message.text}>
              {message.kind === 'insufficient' && mode === 'fun' && session && limits && state.balance < limits.minBet && (
                <SmallButton prefix="cr" onClick={refillFun}>
                  ↻ {money(session.balance)}
                </SmallButton>
              )}
              {!session && message.kind === 'error' && (
                <SmallButton prefix="cr" onClick={openFirst}>
                  {t('retry')}
                </SmallButton>
              )}
              {message.kind !== 'expired' && session && (
                <SmallButton prefix="cr" onClick={() => setMessage(null)}>
                  {t('dismiss')}
                </SmallButton>
              )}
            </Toast>
          )}
        </section>

        <aside className="cr-panel" aria-label={t('betPanel')}>
          {session?.autoplay && <PlayModeTabs prefix="cr" label={t('playMode')} tab={tab} onTab={setTab} disabled={!!autoRun} names={{ manual: t('manual'), auto: t('autoBet') }} />}

          <BetAmountField
            prefix="cr"
            t={t}
            currency={currency}
            value={betText}
            disabled={fieldsLocked}
            invalid={session ? betMinor === null : undefined}
            onChange={setBetText}
            onBlur={normalizeBet}
            onOp={changeBet}
            hint={limits ? t('limitsHint', { min: money(limits.minBet), max: money(limits.maxBet) }) : null}
          />

          <div className="cr-field">
            <Switch prefix="cr" checked={autoOn} disabled={fieldsLocked} onChange={setAutoOn}>
              {t('autoCashout')}
            </Switch>
            {autoOn && (
              <>
                <div className="cr-amount">
                  <input
                    id="cr-target"
                    className="cr-input cr-amount__input"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={t('autoCashoutAt')}
                    value={autoText}
                    disabled={fieldsLocked}
                    aria-invalid={targetInvalid}
                    onChange={(e) => setAutoText(e.target.value)}
                    onBlur={normalizeTarget}
                    onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
                  />
                  <span className="cr-amount__suffix" aria-hidden="true">
                    ×
                  </span>
                  {[150, 200, 1000].map((v) => (
                    <button key={v} type="button" className="cr-amount__op" onClick={() => setAutoText(targetText(v))} disabled={fieldsLocked}>
                      {formatMultiplier(v).replace(/\.00$/, '')}×
                    </button>
                  ))}
                </div>
                <small className={`cr-field__hint${targetInvalid ? ' is-bad' : ''}`}>
                  {targetInvalid ? t('autoInvalid', { min: formatMultiplier(101) }) : potential !== null ? t('winAtTarget', { x: formatMultiplier(target!), amount: money(potential) }) : t('autoHint')}
                </small>
              </>
            )}
          </div>

          {session?.autoplay && tab === 'auto' && (
            <div className="cr-auto">
              <AutoRoundsField prefix="cr" label={t('autoRounds')} value={autoSettings.rounds} disabled={!!autoRun} onChange={(rounds) => setAutoSettings((a) => ({ ...a, rounds }))} />
              <Switch prefix="cr" checked={autoSettings.stopOnLoss} disabled={!!autoRun} onChange={(stopOnLoss) => setAutoSettings((a) => ({ ...a, stopOnLoss }))}>
                {t('stopOnLoss')}
              </Switch>
            </div>
          )}

          <MyBetLine t={t} mine={mineNow} view={view} autoReached={autoReached} money={money} />

          <div className="cr-actions">
            <PrimaryButton t={t} action={action} busy={busy} liveValue={liveValue !== null ? money(liveValue) : null} autoLeft={autoRun?.left ?? 0} onPress={primary} />
            {action === 'cashout' && autoRun && (
              <button type="button" className="cr-btn cr-btn--block" onClick={stopAuto}>
                {t('stopAuto')} · {t('autoLeft', { n: autoRun.left })}
              </button>
            )}
          </div>
        </aside>

        <Players t={t} bets={state.bets} crashed={view === 'crashed'} mine={mine} />
      </main>

      {dialog?.kind === 'rules' && session && <Rules t={t} session={session} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'fairness' && session && <Fairness t={t} chain={session.chain} history={state.history} focus={dialog.focus} onClose={() => setDialog(null)} />}
    </div>
  );
}

function PrimaryButton({ t, action, busy, liveValue, autoLeft, onPress }: { t: Translate; action: string; busy: null | 'bet' | 'cashout'; liveValue: string | null; autoLeft: number; onPress: () => void }) {
  const spinner = <span className="cr-spinner" aria-hidden="true" />;
  switch (action) {
    case 'cashout':
      return (
        <button type="button" className="cr-play cr-play--cashout" onClick={onPress} disabled={busy === 'cashout'} data-testid="cashout">
          <span>
            {busy === 'cashout' && spinner} {t('cashOut')}
          </span>
          {liveValue && <strong className="cr-play__value">{liveValue}</strong>}
        </button>
      );
    case 'stopAuto':
      return (
        <button type="button" className="cr-play cr-play--stop" onClick={onPress}>
          <span>{t('stopAuto')}</span>
          <small>{t('autoLeft', { n: autoLeft })}</small>
        </button>
      );
    case 'unqueue':
      return (
        <button type="button" className="cr-play cr-play--queued" onClick={onPress}>
          <span>{t('cancelNext')}</span>
          <small>{t('queuedHint')}</small>
        </button>
      );
    case 'placed':
      return (
        <button type="button" className="cr-play" disabled>
          <span>{t('betPlaced')}</span>
          <small>{t('waitTakeOff')}</small>
        </button>
      );
    case 'startAuto':
      return (
        <button type="button" className="cr-play" onClick={onPress}>
          <span>{t('startAuto')}</span>
        </button>
      );
    case 'queue':
      return (
        <button type="button" className="cr-play cr-play--next" onClick={onPress} disabled={busy === 'bet'}>
          <span>{t('betNext')}</span>
        </button>
      );
    case 'bet':
      return (
        <button type="button" className={`cr-play${busy === 'bet' ? ' is-busy' : ''}`} onClick={onPress} disabled={busy === 'bet'} data-testid="bet">
          {busy === 'bet' && spinner}
          <span>{t('bet')}</span>
        </button>
      );
    default:
      return (
        <button type="button" className="cr-play" disabled>
          <span>{t('bet')}</span>
        </button>
      );
  }
}

/** Your bet this round: placed, in flight, cashed out, lost, refunded. */
function MyBetLine({
  t,
  mine: bet,
  view,
  autoReached,
  money,
}: {
  t: Translate;
  mine: { amount: string; status: string; cashedAt?: number; payout?: string; autoCashout?: number } | null;
  view: TGraphView;
  autoReached: boolean;
  money: (v: string | bigint) => string;
}) {
  if (!bet) return null;
  let text: string;
  let tone = '';
  switch (bet.status) {
    case 'cashed':
      text = t('youCashed', { x: formatMultiplier(bet.cashedAt ?? 0), amount: money(bet.payout ?? '0') });
      tone = 'is-win';
      break;
    case 'lost':
      text = t('youLost', { amount: money(bet.amount) });
      tone = 'is-loss';
      break;
    case 'refunded':
      text = t('youRefunded', { amount: money(bet.payout ?? bet.amount) });
      break;
    default:
      text =
        view === 'running'
          ? autoReached && bet.autoCashout !== undefined
            ? t('autoReached', { x: formatMultiplier(bet.autoCashout) })
            : bet.autoCashout !== undefined
              ? t('inFlightAuto', { amount: money(bet.amount), x: formatMultiplier(bet.autoCashout) })
              : t('inFlight', { amount: money(bet.amount) })
          : view === 'crashed'
            ? t('settling')
            : bet.autoCashout !== undefined
              ? t('betPlacedAuto', { amount: money(bet.amount), x: formatMultiplier(bet.autoCashout) })
              : t('betPlacedInfo', { amount: money(bet.amount) });
  }
  return (
    <p className={`cr-mine ${tone}`} aria-live="polite">
      {text}
    </p>
  );
}
