/**
 * Lucky Reels' page: loads the session, then plays rounds. A round's whole outcome comes
 * from the server in one answer (base spin and every free spin); this page only shows it:
 * reels land left to right, wins are drawn line by line and counted up, the free spins play
 * out with their ×2 wins, and a win of 10 × the bet or more is celebrated.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bonusRefusal } from '../shared/bonus-refusal';
import { newRequestId, StudioError } from '../shared/envelope';
import { readFunBalance, writeFunBalance } from '../shared/fun-credits';
import { IconButton, LobbyLink, ModeBadge } from '../shared/Header';
import { modeTextKeys } from '../shared/i18n';
import type { TLaunch } from '../shared/launch';
import { formatMinor, moneyText } from '../shared/money';
import { reducedMotion } from '../shared/theme';
import { openSession, playSpin, type TSession, type TSpinResult } from './api';
import { translator, type TTextKey } from './i18n';
import {
  activeFreeRound,
  afterFreeRound,
  affordableBet,
  autoplayContinues,
  countUp,
  freeSpinCounter,
  stepBet,
  winSequence,
  winTier,
  type TFreeRoundGrant,
  type TSpinView,
  type TWinStep,
  type TWinTier,
} from './logic';
import { Paytable } from './Paytable';
import { Reels, type TReelState } from './Reels';
import { SymbolArt, SymbolDefs } from './symbols';

const FUN_KEY = 'lucky-reels:fun-balance';
const AUTOPLAY_CHOICES = [10, 25, 50] as const;
const START_GRID = [
  ['CHERRY', 'BELL', 'SEVEN', 'GRAPES', 'ACE'],
  ['KING', 'WILD', 'SEVEN', 'SCATTER', 'QUEEN'],
  ['JACK', 'TEN', 'SEVEN', 'BELL', 'CHERRY'],
];

type TMessage = { kind: 'insufficient' | 'expired' | 'error' | 'info'; text: string };
type TOverlay =
  | { kind: 'fsIntro'; n: number }
  | { kind: 'fsMore'; n: number }
  | { kind: 'fsTotal'; amount: bigint }
  | { kind: 'bigWin'; tier: TWinTier; amount: bigint }
  | { kind: 'jackpot'; amount: bigint };

export function App({ launch }: { launch: TLaunch }) {
  const t = useMemo(() => translator(launch.language), [launch.language]);
  const label = useCallback((s: string) => t(`symbol_${s}` as TTextKey), [t]);
  const [session, setSession] = useState<TSession | null>(null);
  /** The jackpot's pool as the platform last answered it (the session is asked again after a hit and every minute). */
  const [jackpot, setJackpot] = useState<TSession['jackpot']>(null);
  const [balance, setBalance] = useState(0n);
  const [bet, setBet] = useState('100');
  const [grid, setGrid] = useState<string[][]>(START_GRID);
  const [reels, setReels] = useState<TReelState[]>(['idle', 'idle', 'idle', 'idle', 'idle']);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<TWinStep | null>(null);
  const [winShown, setWinShown] = useState(0n);
  const [lastWin, setLastWin] = useState(0n);
  const [message, setMessage] = useState<TMessage | null>(null);
  const [overlay, setOverlay] = useState<TOverlay | null>(null);
  const [feature, setFeature] = useState<{ current: number; total: number; win: bigint } | null>(null);
  const [turbo, setTurbo] = useState(false);
  const [auto, setAuto] = useState(0);
  const [autoMenu, setAutoMenu] = useState(false);
  const [paytable, setPaytable] = useState(false);
  const [expired, setExpired] = useState(false);
  /** The member's free rounds of this game (decision 015) and whether the next spin plays one (on by default when there are some). */
  const [freeRounds, setFreeRounds] = useState<TFreeRoundGrant[]>([]);
  const [freeOn, setFreeOn] = useState(true);
  const freeGrant = freeOn ? activeFreeRound(freeRounds) : null;
  const freeRef = useRef<TFreeRoundGrant | null>(null);
  freeRef.current = freeGrant;

  const balanceRef = useRef(0n);
  const betRef = useRef(bet);
  const turboRef = useRef(turbo);
  const autoRef = useRef(0);
  const busyRef = useRef(false);
  const skipRef = useRef<(() => void) | null>(null);
  const playRef = useRef<() => void>(() => {});
  betRef.current = bet;
  turboRef.current = turbo;

  const updateBalance = useCallback(
    (value: bigint) => {
      balanceRef.current = value;
      setBalance(value);
      if (launch.mode === 'fun') writeFunBalance(FUN_KEY, value);
    },
    [launch.mode],
  );
  const setAutoLeft = (n: number) => {
    autoRef.current = n;
    setAuto(n);
  };

  useEffect(() => {
    if (launch.mode !== 'fun' && !launch.token) {
      setExpired(true);
      setMessage({ kind: 'expired', text: t('sessionExpired') });
      return;
    }
    openSession(launch.mode, launch.token)
      .then((s) => {
        setSession(s);
        setJackpot(s.jackpot);
        setFreeRounds(s.freeRounds ?? []);
        setBet(s.betLevels.includes(s.defaultBet) ? s.defaultBet : s.betLevels[0]!);
        updateBalance(s.mode === 'fun' ? (readFunBalance(FUN_KEY) ?? BigInt(s.balance)) : BigInt(s.balance));
      })
      .catch((err: unknown) => {
        if (err instanceof StudioError && err.code === 'game_token_invalid') {
          setExpired(true);
          setMessage({ kind: 'expired', text: t('sessionExpired') });
        } else setMessage({ kind: 'error', text: err instanceof StudioError && err.code === 'network' ? t('networkError') : t('genericError', { message: (err as Error).message }) });
      });
  }, [launch.mode, launch.token, t, updateBalance]);

  // The pool grows with every stake at the brand: its figure is read again every minute while the game is open.
  const refreshJackpot = useCallback(() => {
    if (launch.mode === 'fun' || !launch.token) return;
    openSession(launch.mode, launch.token).then(
      (s) => setJackpot(s.jackpot),
      () => undefined,
    );
  }, [launch.mode, launch.token]);
  useEffect(() => {
    if (!session?.jackpot) return;
    const id = setInterval(refreshJackpot, 60_000);
    return () => clearInterval(id);
  }, [session, refreshJackpot]);

  /** Waits, unless the player taps to hurry the presentation along. */
  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          if (skipRef.current === done) skipRef.current = null;
          resolve();
        };
        const timer = setTimeout(done, reducedMotion() ? Math.min(ms, 400) : ms);
        skipRef.current = done;
      }),
    [],
  );
  const pace = (normal: number, fast: number) => (turboRef.current ? fast : normal);

  const countTo = useCallback((from: bigint, add: bigint, ms: number, set: (v: bigint) => void) => {
    if (add <= 0n) return Promise.resolve();
    if (reducedMotion() || ms <= 0) {
      set(from + add);
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const start = performance.now();
      const frame = (now: number) => {
        const progress = (now - start) / ms;
        set(from + countUp(add, progress));
        if (progress < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
  }, []);

  const landReels = useCallback(
    async (final: string[][]) => {
      for (let reel = 0; reel < 5; reel++) {
        setGrid((g) => g.map((row, r) => row.map((s, c) => (c === reel ? final[r]![c]! : s))));
        setReels((rs) => rs.map((s, i) => (i === reel ? 'landing' : s)));
        await wait(pace(190, 70));
      }
      await wait(pace(260, 120));
      setReels(['idle', 'idle', 'idle', 'idle', 'idle']);
    },
    [wait],
  );

  const presentWins = useCallback(
    async (spin: TSpinView, shownBefore: bigint) => {
      if (!session) return;
      const steps = winSequence(spin, session.paylines);
      if (steps.length === 0) return;
      const counting = countTo(shownBefore, BigInt(spin.win), pace(Math.min(400 + steps.length * 250, 2000), 350), setWinShown);
      for (const s of steps) {
        setStep(s);
        await wait(pace(steps.length > 6 ? 650 : 900, 320));
      }
      await counting;
      setStep(null);
    },
    [session, wait, countTo],
  );

  const stopAuto = useCallback(() => setAutoLeft(0), []);

  const showError = useCallback(
    (err: unknown, currency: string) => {
      stopAuto();
      const bonus = bonusRefusal(err);
      if (bonus) {
        setMessage({ kind: 'error', text: t(bonus.key, bonus.max === null ? undefined : { max: moneyText(bonus.max, currency) }) });
      } else if (err instanceof StudioError && err.code === 'insufficient_funds') {
        const known = err.value?.balance;
        if (known !== undefined) updateBalance(BigInt(known));
        setMessage({ kind: 'insufficient', text: t('insufficient', { balance: moneyText(known ?? balanceRef.current, currency) }) });
      } else if (err instanceof StudioError && err.code === 'game_token_invalid') {
        setExpired(true);
        setMessage({ kind: 'expired', text: t('sessionExpired') });
      } else if (err instanceof StudioError && err.code === 'network') {
        setMessage({ kind: 'error', text: t('networkError') });
      } else {
        setMessage({ kind: 'error', text: t('genericError', { message: (err as Error).message }) });
      }
    },
    [stopAuto, t, updateBalance],
  );

  const play = useCallback(async () => {
    if (!session || expired) return;
    if (busyRef.current) {
      skipRef.current?.();
      return;
    }
    // A free round stakes its grant's amount on all lines, paid for the member: the balance is not charged.
    const free = freeRef.current;
    const betAmount = free ? BigInt(free.stake) : BigInt(betRef.current);
    if (!free && balanceRef.current < betAmount) {
      stopAuto();
      setMessage({ kind: 'insufficient', text: t('insufficient', { balance: moneyText(balanceRef.current, session.currency) }) });
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setMessage(null);
    setStep(null);
    setWinShown(0n);
    if (autoRef.current > 0) setAutoLeft(autoRef.current - 1);
    const before = balanceRef.current;
    if (!free) setBalance(before - betAmount);
    setReels(['spinning', 'spinning', 'spinning', 'spinning', 'spinning']);
    const minSpin = new Promise((r) => setTimeout(r, reducedMotion() ? 150 : pace(650, 260)));
    let result: TSpinResult;
    try {
      result = await playSpin({
        mode: launch.mode,
        token: launch.token,
        bet: free ? free.stake : betRef.current,
        clientSpinId: newRequestId(),
        ...(free ? { freeRoundGrantId: free.grantId } : {}),
      });
      await minSpin;
    } catch (err) {
      await minSpin;
      setBalance(before);
      setReels(['idle', 'idle', 'idle', 'idle', 'idle']);
      if (free && err instanceof StudioError && err.code.startsWith('free_round_')) {
        // Used up or expired meanwhile (another tab, the expiry): the grant is gone; the next spin is a paid one only if asked.
        setFreeRounds((list) => afterFreeRound(list, { grantId: free.grantId, gone: true }));
        setMessage({ kind: 'info', text: t('giftSpinsRefused') });
      } else showError(err, session.currency);
      busyRef.current = false;
      setBusy(false);
      return;
    }
    const played = result.freeRound;
    if (played) {
      setFreeRounds((list) => {
        const next = afterFreeRound(list, played);
        if (activeFreeRound(next) === null) setMessage({ kind: 'info', text: t('giftSpinsDone') });
        return next;
      });
    }
    await landReels(result.base.grid);
    await presentWins(result.base, 0n);
    let shown = BigInt(result.baseWin);
    setWinShown(shown);

    if (result.freeSpins.length > 0) {
      setOverlay({ kind: 'fsIntro', n: result.base.freeSpinsAwarded });
      await wait(pace(2600, 1300));
      setOverlay(null);
      let featureWin = 0n;
      for (let i = 0; i < result.freeSpins.length; i++) {
        const fs = result.freeSpins[i]!;
        setFeature({ ...freeSpinCounter(result.freeSpins, result.base.freeSpinsAwarded, i + 1), win: featureWin });
        setReels(['spinning', 'spinning', 'spinning', 'spinning', 'spinning']);
        await wait(pace(420, 160));
        await landReels(fs.grid);
        await presentWins(fs, shown);
        featureWin += BigInt(fs.win);
        shown += BigInt(fs.win);
        setWinShown(shown);
        setFeature({ ...freeSpinCounter(result.freeSpins, result.base.freeSpinsAwarded, i + 1), win: featureWin });
        if (fs.freeSpinsAwarded > 0) {
          setOverlay({ kind: 'fsMore', n: fs.freeSpinsAwarded });
          await wait(pace(1600, 800));
          setOverlay(null);
        }
      }
      setOverlay({ kind: 'fsTotal', amount: featureWin });
      await wait(pace(2800, 1400));
      setOverlay(null);
      setFeature(null);
    }

    const jackpotWin = BigInt(result.jackpotWin ?? '0');
    if (jackpotWin > 0n) {
      setOverlay({ kind: 'jackpot', amount: 0n });
      const counting = countTo(0n, jackpotWin, pace(3200, 1600), (v) => setOverlay({ kind: 'jackpot', amount: v }));
      await Promise.race([counting, wait(pace(3200, 1600))]);
      setOverlay({ kind: 'jackpot', amount: jackpotWin });
      await wait(pace(3000, 1500));
      setOverlay(null);
      refreshJackpot();
    }
    const total = BigInt(result.totalWin) + jackpotWin;
    setWinShown(total);
    setLastWin(total);
    const tier = winTier(total - jackpotWin, betAmount);
    if (tier === 'big' || tier === 'mega' || tier === 'epic') {
      setOverlay({ kind: 'bigWin', tier, amount: 0n });
      const counting = countTo(0n, total, pace(2600, 1200), (v) => setOverlay({ kind: 'bigWin', tier, amount: v }));
      await Promise.race([counting, wait(pace(2600, 1200))]);
      setOverlay({ kind: 'bigWin', tier, amount: total });
      await wait(pace(2200, 900));
      setOverlay(null);
    }
    updateBalance(result.balance !== undefined ? BigInt(result.balance) : before - (free ? 0n : betAmount) + total);
    busyRef.current = false;
    setBusy(false);

    const next = { remaining: free ? 0 : autoRef.current, featureTriggered: result.freeSpins.length > 0 || jackpotWin > 0n, balance: balanceRef.current, bet: betAmount };
    if (autoRef.current > 0) {
      if (autoplayContinues(next)) setTimeout(() => autoRef.current > 0 && playRef.current(), pace(450, 150));
      else {
        if (balanceRef.current < betAmount) setMessage({ kind: 'insufficient', text: t('insufficient', { balance: moneyText(balanceRef.current, session.currency) }) });
        stopAuto();
      }
    }
  }, [session, expired, launch.mode, launch.token, landReels, presentWins, wait, countTo, showError, stopAuto, t, updateBalance, refreshJackpot]);
  playRef.current = () => void play();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (paytable || autoMenu) return;
      if (e.code === 'Space' || e.key === ' ') {
        const target = e.target as HTMLElement | null;
        if (target && target.closest('button:not(.lr-spin), input, select, textarea')) return;
        e.preventDefault();
        playRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [paytable, autoMenu]);

  const startAuto = (n: number) => {
    setAutoMenu(false);
    setAutoLeft(n);
    playRef.current();
  };

  const changeBet = (direction: 1 | -1) => {
    if (!session || busy) return;
    setBet(stepBet(session.betLevels, bet, direction));
    setMessage(null);
  };

  const refillFun = () => {
    if (!session) return;
    updateBalance(BigInt(session.balance));
    setMessage(null);
  };

  const currency = session?.currency ?? '';
  const mode = session?.mode ?? launch.mode;
  const modeTexts = modeTextKeys(mode);
  const lowest = session ? affordableBet(session.betLevels, session.betLevels[session.betLevels.length - 1]!, balance) : null;
  const stepText = step
    ? step.kind === 'line'
      ? t('lineWin', { line: step.line, count: step.count, symbol: label(step.symbol) })
      : t('scatterWin', { count: step.count })
    : null;

  return (
    <div className={`lr-app${feature ? ' is-feature' : ''}${turbo ? ' is-turbo' : ''}`}>
      <SymbolDefs />
      <header className="lr-top">
        <div className="lr-brand">
          <span className="lr-brand__mark" aria-hidden="true">
            <SymbolArt symbol="SEVEN" />
          </span>
          <h1>{t('title')}</h1>
          <ModeBadge prefix="lr" mode={mode} label={t(modeTexts.label)} hint={t(modeTexts.hint)} />
        </div>
        {jackpot && (
          <div className="lr-jackpot" data-testid="lr-jackpot" title={jackpot.name}>
            <span className="lr-jackpot__label">{t('jackpot')}</span>
            <strong className="lr-jackpot__pool">{formatMinor(jackpot.pool)}</strong>
          </div>
        )}
        <div className="lr-top__actions">
          <IconButton prefix="lr" label={t('paytable')} onClick={() => setPaytable(true)} disabled={!session}>
            i
          </IconButton>
          <LobbyLink prefix="lr" href={launch.returnUrl} label={t('lobby')}>
            ⌂
          </LobbyLink>
        </div>
      </header>

      <main className="lr-stage">
        <div className="lr-banner" aria-live="polite">
          {feature ? (
            <div className="lr-feature">
              <span className="lr-feature__count">{t('freeSpinCounter', { current: feature.current, total: feature.total })}</span>
              <span className="lr-feature__mult">×2</span>
              <span className="lr-feature__win">
                <span className="lr-feature__label">{t('featureWin')}</span> <strong>{formatMinor(feature.win)}</strong>
              </span>
            </div>
          ) : stepText ? (
            <div className="lr-stepwin" key={stepText}>
              {stepText} <strong>{formatMinor(step!.win)}</strong>
            </div>
          ) : (
            <div className="lr-tagline">{t(modeTexts.hint)}</div>
          )}
        </div>

        {activeFreeRound(freeRounds) && (
          <div className={`lr-gift${freeGrant ? ' is-on' : ''}`} data-testid="lr-gift">
            <div className="lr-gift__text">
              <strong data-testid="lr-gift-count">
                {t('giftSpins', {
                  n: freeRounds.reduce((sum, g) => sum + g.roundsLeft, 0),
                  stake: moneyText(activeFreeRound(freeRounds)!.stake, currency),
                })}
              </strong>
              <small>{t('giftSpinsHint')}</small>
            </div>
            <button type="button" className={`lr-chip${freeGrant ? ' is-on' : ''}`} aria-pressed={freeGrant !== null} onClick={() => setFreeOn((v) => !v)} disabled={busy} data-testid="lr-gift-toggle">
              {freeGrant ? t('giftSpinsPause') : t('giftSpinsPlay')}
            </button>
          </div>
        )}

        <div className="lr-machine">
          <div className="lr-machine__frame">
            <Reels grid={grid} states={reels} step={step} paylines={session?.paylines ?? []} label={label} />
          </div>
          {overlay && (
            <div className={`lr-overlay lr-overlay--${overlay.kind}${overlay.kind === 'bigWin' ? ` lr-overlay--${overlay.tier}` : ''}`} onClick={() => skipRef.current?.()} role="status">
              {overlay.kind === 'bigWin' && (
                <>
                  <div className="lr-coins" aria-hidden="true">
                    {Array.from({ length: 18 }, (_, i) => (
                      <span key={i} style={{ ['--i' as string]: i }} />
                    ))}
                  </div>
                  <div className="lr-overlay__title">{t(overlay.tier === 'epic' ? 'epicWin' : overlay.tier === 'mega' ? 'megaWin' : 'bigWin')}</div>
                  <div className="lr-overlay__amount">{formatMinor(overlay.amount)}</div>
                </>
              )}
              {overlay.kind === 'fsIntro' && (
                <>
                  <div className="lr-overlay__art">
                    <SymbolArt symbol="SCATTER" />
                  </div>
                  <div className="lr-overlay__title">{t('freeSpinsWon', { n: overlay.n })}</div>
                  <div className="lr-overlay__sub">{t('freeSpinsIntro')}</div>
                </>
              )}
              {overlay.kind === 'jackpot' && (
                <>
                  <div className="lr-coins" aria-hidden="true">
                    {Array.from({ length: 24 }, (_, i) => (
                      <span key={i} style={{ ['--i' as string]: i }} />
                    ))}
                  </div>
                  <div className="lr-overlay__title">{t('jackpotWon')}</div>
                  <div className="lr-overlay__amount">{formatMinor(overlay.amount)}</div>
                </>
              )}
              {overlay.kind === 'fsMore' && <div className="lr-overlay__title">{t('freeSpinsMore', { n: overlay.n })}</div>}
              {overlay.kind === 'fsTotal' && (
                <>
                  <div className="lr-overlay__sub">{t('freeSpinsTotal')}</div>
                  <div className="lr-overlay__amount">{formatMinor(overlay.amount)}</div>
                </>
              )}
              <div className="lr-overlay__hint">{t('tapToSkip')}</div>
            </div>
          )}
          {!session && !message && (
            <div className="lr-overlay lr-overlay--loading" role="status">
              <div className="lr-spinner" aria-hidden="true" />
              <div className="lr-overlay__sub">{t('loading')}</div>
            </div>
          )}
        </div>

        {message && (
          <div className={`lr-message lr-message--${message.kind}`} role="alert">
            <span>{message.text}</span>
            {message.kind === 'insufficient' && mode === 'fun' && (lowest === null || balance < BigInt(session?.betLevels[0] ?? '0')) ? (
              <button type="button" className="lr-chip" onClick={refillFun}>
                ↻ {formatMinor(session?.balance ?? '0')}
              </button>
            ) : null}
            {message.kind !== 'expired' && (
              <button type="button" className="lr-chip" onClick={() => setMessage(null)}>
                {t('dismiss')}
              </button>
            )}
          </div>
        )}
      </main>

      <footer className="lr-controls">
        <div className="lr-meter lr-meter--balance">
          <span className="lr-meter__label">{mode === 'fun' ? t('funBalance') : t('balance')}</span>
          <span className="lr-meter__value" data-testid="balance">
            {session ? formatMinor(balance) : '—'} <small>{currency}</small>
          </span>
        </div>
        <div className="lr-bet">
          <button type="button" className="lr-round-btn" onClick={() => changeBet(-1)} disabled={!session || busy || freeGrant !== null || bet === session.betLevels[0]} aria-label={t('betDown')}>
            −
          </button>
          <div className="lr-meter lr-meter--bet">
            <span className="lr-meter__label">{freeGrant ? t('giftSpinsBet') : t('bet')}</span>
            <span className="lr-meter__value" data-testid="lr-bet">
              {formatMinor(freeGrant ? freeGrant.stake : bet)}
            </span>
          </div>
          <button type="button" className="lr-round-btn" onClick={() => changeBet(1)} disabled={!session || busy || freeGrant !== null || bet === session.betLevels[session.betLevels.length - 1]} aria-label={t('betUp')}>
            +
          </button>
        </div>
        <button
          type="button"
          className={`lr-spin${busy ? ' is-busy' : ''}${auto > 0 ? ' is-auto' : ''}`}
          onClick={() => (auto > 0 && !busy ? stopAuto() : playRef.current())}
          disabled={!session || expired}
          aria-label={auto > 0 ? t('stopAuto') : t('spin')}
          title={`${t('spin')} (Space)`}
        >
          <svg viewBox="0 0 48 48" aria-hidden="true">
            <path d="M38 24a14 14 0 1 1-4.1-9.9" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
            <path d="M36 6v10H26" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {auto > 0 && <span className="lr-spin__auto">{auto}</span>}
        </button>
        <div className="lr-meter lr-meter--win">
          <span className="lr-meter__label">{busy || winShown > 0n ? t('win') : t('lastWin')}</span>
          <span className={`lr-meter__value${winShown > 0n ? ' is-hot' : ''}`}>{formatMinor(busy || winShown > 0n ? winShown : lastWin)}</span>
        </div>
        <div className="lr-toggles">
          <button type="button" className={`lr-chip${turbo ? ' is-on' : ''}`} aria-pressed={turbo} onClick={() => setTurbo((v) => !v)}>
            ⚡ {t('turbo')}
          </button>
          <div className="lr-auto">
            <button
              type="button"
              className={`lr-chip${auto > 0 ? ' is-on' : ''}`}
              aria-expanded={autoMenu}
              onClick={() => (auto > 0 ? stopAuto() : setAutoMenu((v) => !v))}
              disabled={!session || expired || freeGrant !== null}
            >
              ⟳ {auto > 0 ? t('autoLeft', { n: auto }) : t('auto')}
            </button>
            {autoMenu && (
              <div className="lr-auto__menu" role="menu" aria-label={t('autoplayTitle')}>
                <strong>{t('autoplayTitle')}</strong>
                <div className="lr-auto__choices">
                  {AUTOPLAY_CHOICES.map((n) => (
                    <button key={n} type="button" role="menuitem" className="lr-chip" onClick={() => startAuto(n)}>
                      {t('autoplaySpins', { n })}
                    </button>
                  ))}
                </div>
                <small>{t('autoplayHint')}</small>
              </div>
            )}
          </div>
        </div>
      </footer>

      {paytable && session && <Paytable session={session} t={t} onClose={() => setPaytable(false)} />}
    </div>
  );
}
