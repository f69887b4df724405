/**
 * The originals' page: one shell for Dice, Plinko, Keno, Mines and Hi-Lo. It opens the
 * session, takes bets and steps, and shows what the server answers: every outcome, pay and
 * balance comes from the round (fun mode: the page keeps the credits from the rounds' bets
 * and payouts). Odds and paytables are @wps/fair's rules, at the brand's edge.
 */
import { KENO_MAX_PICKS, MINES_MAX, MINES_MIN, MINES_TILES, PLINKO_RISKS, PLINKO_ROWS, type TParams, type TSeedInfo } from '@wps/fair';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { adjustBet, betInputText, betProblem, clampBet, limitsOf, parseBetInput, type TBetOp } from '../shared/bet';
import { AutoRoundsField, BetAmountField, PlayModeTabs, Switch } from '../shared/BetPanel';
import { bonusRefusal } from '../shared/bonus-refusal';
import { isRetryable, newRequestId, StudioError, type TWho } from '../shared/envelope';
import { readFunCredits, writeFunCredits } from '../shared/fun-credits';
import { IconButton, LobbyLink, ModeBadge, TopBar } from '../shared/Header';
import { modeTextKeys } from '../shared/i18n';
import type { TGameLaunch } from '../shared/launch';
import { formatMinor, moneyText } from '../shared/money';
import { LoadingOverlay, SmallButton, Toast } from '../shared/Stage';
import { reducedMotion } from '../shared/theme';
import { studioApi, type TOriginalsSession, type TRotateResult, type TRoundView, type TStudioApi } from './api';
import { Fairness } from './Fairness';
import { DiceStage, type TDiceParams } from './games/Dice';
import { HiloStage, type THiloMove } from './games/HiLo';
import { KenoStage } from './games/Keno';
import { MinesStage } from './games/Mines';
import { PlinkoStage, type TPlinkoParams } from './games/Plinko';
import { translator, type Translate, type TTextKey } from './i18n';
import { ArtDefs, BoltIcon, GameMark, HomeIcon, InfoIcon, ShieldIcon } from './icons';
import {
  autoplayContinues,
  diceOdds,
  funAfterAct,
  funAfterBet,
  isWin,
  nextNonce,
  parseMultiplier,
  potentialPayout,
  presentationMs,
  pushHistory,
  randomKenoPicks,
  resultTone,
  shortMultiplier,
  toggleKenoPick,
  type TAutoSettings,
  type TGame,
  type THistoryItem,
} from './logic';
import { Rules } from './Rules';

const GAME_KEYS: Record<TGame, TTextKey> = { dice: 'gameDice', plinko: 'gamePlinko', keno: 'gameKeno', mines: 'gameMines', hilo: 'gameHilo' };
const ONE_SHOT: readonly TGame[] = ['dice', 'plinko', 'keno'];

type TMessage = { kind: 'insufficient' | 'expired' | 'error' | 'info'; text: string };
type TDialog = { kind: 'rules' } | { kind: 'fairness'; focus: string | null } | null;
type TOutcome = { won: boolean; bet: bigint };

type TLaunch = TGameLaunch<TGame>;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/* Fun credits (../shared/fun-credits), one store per game. */
const funKey = (game: TGame) => `originals:${game}:fun`;

export function App({ launch, api, instant }: { launch: TLaunch; api?: TStudioApi; instant?: boolean }) {
  const t = useMemo(() => translator(launch.language), [launch.language]);
  if (!launch.game) {
    return (
      <div className="og-app og-app--empty">
        <div className="og-empty" role="alert">
          <h1>{t('unknownGame')}</h1>
          <p>{t('reopenFromLobby')}</p>
          {launch.returnUrl && (
            <a className="og-btn og-btn--primary" href={launch.returnUrl}>
              {t('lobby')}
            </a>
          )}
        </div>
      </div>
    );
  }
  return <Game launch={launch} game={launch.game} t={t} api={api} instant={instant ?? false} />;
}

function Game({ launch, game, t, api: apiOverride, instant }: { launch: TLaunch; game: TGame; t: Translate; api: TStudioApi | undefined; instant: boolean }) {
  const api = useMemo(() => apiOverride ?? studioApi(game), [apiOverride, game]);
  const gameName = useCallback((g: TGame) => t(GAME_KEYS[g]), [t]);
  const cardName = useCallback((card: number) => t('cardName', { rank: t(`rank_${Math.floor(card / 4)}` as TTextKey), suit: t(`suit_${card % 4}` as TTextKey) }), [t]);
  const oneShot = ONE_SHOT.includes(game);

  const [session, setSession] = useState<TOriginalsSession | null>(null);
  const [balance, setBalanceState] = useState(0n);
  const [betText, setBetText] = useState('');
  const [seeds, setSeeds] = useState<TSeedInfo | null>(null);
  const [round, setRound] = useState<TRoundView | null>(null);
  const [presentMs, setPresentMs] = useState(0);
  const [busy, setBusyState] = useState(false);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const [lastPick, setLastPick] = useState<number | null>(null);
  const [history, setHistory] = useState<THistoryItem[]>([]);
  const [message, setMessage] = useState<TMessage | null>(null);
  const [expired, setExpired] = useState(false);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [revealed, setRevealed] = useState<TRotateResult['revealed'][]>([]);
  const [rotating, setRotating] = useState(false);
  const [turbo, setTurbo] = useState(false);
  const [tab, setTab] = useState<'manual' | 'auto'>('manual');
  const [auto, setAuto] = useState<TAutoSettings>({ rounds: 10, stopOnWin: false, stopOnLoss: false });
  const [autoLeft, setAutoLeftState] = useState(0);
  const [dice, setDice] = useState<TDiceParams>({ target: 5050, direction: 'over' });
  const [plinko, setPlinko] = useState<TPlinkoParams>({ rows: 12, risk: 'medium' });
  const [picks, setPicks] = useState<number[]>([]);
  const [mines, setMines] = useState(3);
  const [flash, setFlash] = useState<{ id: string; multiplier: bigint; payout: bigint } | null>(null);

  const whoRef = useRef<TWho>({ mode: launch.mode, token: launch.token });
  const balanceRef = useRef(0n);
  const busyRef = useRef(false);
  const roundRef = useRef<TRoundView | null>(null);
  const autoRef = useRef(0);
  const turboRef = useRef(false);
  const pendingIdRef = useRef<string | null>(null);
  const startedRef = useRef(false);
  roundRef.current = round;
  turboRef.current = turbo && !!session?.turbo;

  const limits = useMemo(() => (session ? limitsOf(session.limits) : null), [session]);
  const currency = session?.currency ?? '';
  const mode = session?.mode ?? launch.mode;
  const money = useCallback((v: bigint | string) => moneyText(v, currency), [currency]);
  const betMinor = parseBetInput(betText);
  const openRound = round?.status === 'open' ? round : null;
  const autoAllowed = oneShot && !!session?.autoplay;

  useEffect(() => {
    document.title = t(GAME_KEYS[game]);
  }, [game, t]);

  const updateBalance = useCallback(
    (value: bigint) => {
      balanceRef.current = value;
      setBalanceState(value);
      if (whoRef.current.mode === 'fun') writeFunCredits(funKey(game), whoRef.current.funId, value);
    },
    [game],
  );
  const setBusy = (v: boolean) => {
    busyRef.current = v;
    setBusyState(v);
  };
  const setAutoLeft = (n: number) => {
    autoRef.current = n;
    setAutoLeftState(n);
  };
  const stopAuto = useCallback(() => {
    autoRef.current = 0;
    setAutoLeftState(0);
  }, []);

  const showError = useCallback(
    (err: unknown) => {
      stopAuto();
      if (!(err instanceof StudioError)) {
        setMessage({ kind: 'error', text: t('genericError', { message: (err as Error)?.message ?? String(err) }) });
        return;
      }
      const bonus = bonusRefusal(err);
      if (bonus) {
        setMessage({ kind: 'info', text: t(bonus.key, bonus.max === null ? undefined : { max: money(bonus.max) }) });
        return;
      }
      switch (err.code) {
        case 'insufficient_funds': {
          const known = err.value?.balance;
          if (known !== undefined && /^-?\d+$/.test(known) && whoRef.current.mode !== 'fun') updateBalance(BigInt(known));
          setMessage({ kind: 'insufficient', text: t('insufficient', { balance: money(known && /^-?\d+$/.test(known) ? BigInt(known) : balanceRef.current) }) });
          return;
        }
        case 'game_token_invalid':
          setExpired(true);
          setMessage({ kind: 'expired', text: t('sessionExpired') });
          return;
        case 'network':
          setMessage({ kind: 'error', text: t('networkError') });
          return;
        case 'bad_answer':
          setMessage({ kind: 'error', text: t('badAnswer') });
          return;
        case 'request_conflict':
          setMessage({ kind: 'error', text: err.message && err.message !== `HTTP ${err.status}` ? err.message : t('conflict') });
          return;
        default:
          setMessage({ kind: 'error', text: err.message && !/^HTTP \d+$/.test(err.message) ? err.message : t('genericError', { message: err.message }) });
      }
    },
    [money, stopAuto, t, updateBalance],
  );

  /** Takes a session answer: seeds, balance (fun: the credits kept for this fun session), an open game to continue. */
  const adoptSession = useCallback(
    (s: TOriginalsSession, first: boolean) => {
      setSession(s);
      setSeeds(s.seeds);
      if (s.mode === 'fun') {
        const saved = readFunCredits(funKey(game));
        whoRef.current = { mode: 'fun', funId: s.funId ?? whoRef.current.funId };
        if (first) updateBalance(saved && saved.funId === s.funId ? saved.balance : BigInt(s.balance));
      } else updateBalance(BigInt(s.balance));
      if (first) setBetText(betInputText(BigInt(s.limits.minBet)));
      const open = s.open && s.open.game === game && s.open.status === 'open' ? s.open : null;
      // A game the page did not know of (its bet's answer was lost): fun credits still owe its stake.
      if (open && roundRef.current?.roundId !== open.roundId) {
        if (!first && s.mode === 'fun') updateBalance(balanceRef.current - BigInt(open.bet));
        pendingIdRef.current = null;
      }
      if (open) {
        setRound(open);
        setLastPick(null);
        if (game === 'mines' && typeof open.params.mines === 'number') setMines(open.params.mines);
      } else if (roundRef.current?.status === 'open') setRound(null);
    },
    [game, updateBalance],
  );

  useEffect(() => {
    // Once per page (StrictMode runs effects twice; a second fun session would lose the first's credits).
    if (startedRef.current) return;
    startedRef.current = true;
    if (launch.mode !== 'fun' && !launch.token) {
      setExpired(true);
      setMessage({ kind: 'expired', text: t('sessionExpired') });
      return;
    }
    if (launch.mode === 'fun') {
      const saved = readFunCredits(funKey(game));
      if (saved) whoRef.current = { mode: 'fun', funId: saved.funId };
    }
    api.session(whoRef.current).then(
      (s) => adoptSession(s, true),
      (err: unknown) => showError(err),
    );
  }, [api, adoptSession, showError, game, launch.mode, launch.token, t]);

  /** After a lost answer to a step: ask the session again for the open game and the wallet. */
  const resync = useCallback(() => {
    api.session(whoRef.current).then(
      (s) => adoptSession(s, false),
      () => undefined,
    );
  }, [api, adoptSession]);

  const paramsNow = (): TParams[TGame] => {
    switch (game) {
      case 'dice':
        return { target: dice.target, direction: dice.direction };
      case 'plinko':
        return { rows: plinko.rows, risk: plinko.risk };
      case 'keno':
        return { picks: [...picks] };
      case 'mines':
        return { mines };
      case 'hilo':
        return {};
    }
  };

  /** A win of the stake or more gets a short card over the board: its multiplier and what it paid. */
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The card's timer dies with the game (a game closed within 1.8 s of a win).
  useEffect(() => () => clearTimeout(flashTimer.current), []);
  const celebrate = useCallback((r: TRoundView) => {
    const multiplier = parseMultiplier(r.multiplier);
    if (!isWin(r.status) || resultTone({ multiplier, payout: BigInt(r.payout) }) !== 'win') return;
    setFlash({ id: r.roundId, multiplier, payout: BigInt(r.payout) });
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(null), turboRef.current ? 900 : 1800);
  }, []);

  /** Places one bet; for Dice, Plinko and Keno also presents and books it. Null when nothing was played. */
  const placeBet = async (): Promise<TOutcome | null> => {
    if (!session || !limits || expired || busyRef.current) return null;
    if (roundRef.current?.status === 'open') return null;
    if (game === 'keno' && picks.length === 0) {
      setMessage({ kind: 'info', text: t('kenoPickFirst', { max: KENO_MAX_PICKS }) });
      return null;
    }
    const problem = betProblem(betMinor, limits, balanceRef.current);
    if (problem) {
      stopAuto();
      const text =
        problem === 'invalid'
          ? t('betInvalid')
          : problem === 'belowMin'
            ? t('betBelowMin', { min: money(limits.minBet) })
            : problem === 'aboveMax'
              ? t('betAboveMax', { max: money(limits.maxBet) })
              : t('insufficient', { balance: money(balanceRef.current) });
      setMessage({ kind: problem === 'insufficient' ? 'insufficient' : 'info', text });
      return null;
    }
    const bet = betMinor!;
    setBusy(true);
    setMessage(null);
    setFlash(null);
    const before = balanceRef.current;
    setBalanceState(before - bet);
    const clientRoundId = pendingIdRef.current ?? newRequestId();
    pendingIdRef.current = clientRoundId;
    let r: TRoundView;
    try {
      r = await api.bet(whoRef.current, { clientRoundId, bet: bet.toString(), params: paramsNow() });
    } catch (err) {
      // A bet whose answer never came keeps its id: the next press asks for the same bet again.
      if (!isRetryable(err)) pendingIdRef.current = null;
      setBalanceState(balanceRef.current);
      setBusy(false);
      showError(err);
      if (!oneShot && err instanceof StudioError && err.code === 'network') resync();
      return null;
    }
    pendingIdRef.current = null;
    setSeeds((s) => (s ? { ...s, nonce: nextNonce(s.nonce, r) } : s));
    const booked = whoRef.current.mode === 'fun' ? funAfterBet(before, r) : r.balance !== undefined ? BigInt(r.balance) : before - bet + (isWin(r.status) ? BigInt(r.payout) : 0n);

    if (r.status === 'open') {
      setLastPick(null);
      setRound(r);
      updateBalance(booked);
      setBusy(false);
      return null;
    }
    const ms = instant ? 0 : reducedMotion() ? Math.min(250, presentationMs(game, r, true)) : presentationMs(game, r, turboRef.current);
    setPresentMs(ms);
    setRound(r);
    if (ms > 0) await sleep(ms);
    updateBalance(booked);
    setHistory((h) => pushHistory(h, r));
    celebrate(r);
    setBusy(false);
    return { won: isWin(r.status), bet };
  };
  const placeBetRef = useRef(placeBet);

  placeBetRef.current = placeBet;

  /** A step of the open Mines or Hi-Lo game. */
  const act = async (action: 'reveal' | THiloMove | 'cashout', tile?: number) => {
    const current = roundRef.current;
    if (!current || current.status !== 'open' || busyRef.current || expired) return;
    setBusy(true);
    setMessage(null);
    if (tile !== undefined) setPendingTile(tile);
    let r: TRoundView;
    try {
      r = await api.act(whoRef.current, { roundId: current.roundId, action, ...(tile !== undefined ? { tile } : {}) });
    } catch (err) {
      setPendingTile(null);
      setBusy(false);
      showError(err);
      if (isRetryable(err)) resync();
      return;
    }
    if (tile !== undefined) setLastPick(tile);
    setPendingTile(null);
    setPresentMs(0);
    setRound(r);
    if (r.status !== 'open') {
      updateBalance(whoRef.current.mode === 'fun' ? funAfterAct(balanceRef.current, r) : r.balance !== undefined ? BigInt(r.balance) : balanceRef.current + (isWin(r.status) ? BigInt(r.payout) : 0n));
      setHistory((h) => pushHistory(h, r));
      celebrate(r);
    } else if (r.balance !== undefined && whoRef.current.mode !== 'fun') updateBalance(BigInt(r.balance));
    setBusy(false);
  };

  const runAuto = async () => {
    if (autoRef.current > 0 || busyRef.current) return;
    const settings = auto;
    setAutoLeft(settings.rounds);
    while (autoRef.current > 0) {
      setAutoLeft(autoRef.current - 1);
      const outcome = await placeBetRef.current();
      if (!outcome) break;
      const goOn = autoplayContinues({ remaining: autoRef.current, won: outcome.won, stopOnWin: settings.stopOnWin, stopOnLoss: settings.stopOnLoss, balance: balanceRef.current, bet: outcome.bet });
      if (!goOn) {
        if (autoRef.current > 0 && balanceRef.current < outcome.bet) setMessage({ kind: 'insufficient', text: t('insufficient', { balance: money(balanceRef.current) }) });
        break;
      }
      await sleep(turboRef.current || instant ? 60 : 280);
    }
    stopAuto();
  };

  const rotate = async (clientSeed: string | undefined) => {
    if (rotating || busyRef.current) return;
    setRotating(true);
    try {
      const res = await api.rotate(whoRef.current, clientSeed);
      setSeeds(res.seeds);
      setRevealed((list) => [res.revealed, ...list]);
    } catch (err) {
      if (err instanceof StudioError && err.status === 409) setMessage({ kind: 'info', text: t('rotateBlocked') });
      else showError(err);
    } finally {
      setRotating(false);
    }
  };

  // Space places a bet (when no dialog is open and the focus is not in a field).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (dialog || (e.code !== 'Space' && e.key !== ' ')) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('button, input, select, textarea, a, [role="dialog"]')) return;
      e.preventDefault();
      if (autoRef.current > 0) return;
      void placeBetRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog]);

  const changeBet = (op: TBetOp) => {
    if (!limits) return;
    setBetText(betInputText(adjustBet(betMinor, op, limits, balanceRef.current)));
    setMessage(null);
  };
  const normalizeBet = () => {
    if (!limits) return;
    const v = parseBetInput(betText);
    setBetText(betInputText(v === null ? limits.minBet : clampBet(v, limits)));
  };
  const refillFun = () => {
    if (!session) return;
    updateBalance(BigInt(session.balance));
    setMessage(null);
  };

  const locked = busy || autoLeft > 0 || !!openRound || !session || expired;
  const modeTexts = modeTextKeys(mode);
  const edgeBp = session?.edgeBp ?? 100;
  const maxWin = limits?.maxWin ?? 0n;

  const diceInfo = game === 'dice' && betMinor !== null ? potentialPayout(betMinor, diceOdds(dice, edgeBp).multiplier, maxWin) : null;
  const cashout = openRound ? potentialPayout(BigInt(openRound.bet), parseMultiplier(openRound.multiplier), maxWin) : null;
  const canCashOut = !!openRound && parseMultiplier(openRound.multiplier) > 0n && !busy;
  const stageRound = round && round.game === game ? round : null;

  const stage = (() => {
    switch (game) {
      case 'dice':
        return <DiceStage t={t} params={dice} onParams={setDice} edgeBp={edgeBp} round={stageRound} presentMs={presentMs} locked={locked} />;
      case 'plinko':
        return <PlinkoStage t={t} params={plinko} round={stageRound} presentMs={presentMs} />;
      case 'keno':
        return (
          <KenoStage
            t={t}
            picks={picks}
            round={stageRound}
            presentMs={presentMs}
            locked={locked}
            onToggle={(n) => {
              setPicks((p) => toggleKenoPick(p, n));
              setRound(null);
            }}
          />
        );
      case 'mines':
        return <MinesStage t={t} round={stageRound} mines={mines} edgeBp={edgeBp} onReveal={(tile) => void act('reveal', tile)} busy={busy} pendingTile={pendingTile} lastPick={lastPick} />;
      case 'hilo':
        return <HiloStage t={t} round={stageRound} onMove={(m) => void act(m)} busy={busy} cardName={cardName} />;
    }
  })();

  const betButton = (
    <button type="button" className={`og-play${busy ? ' is-busy' : ''}`} onClick={() => void placeBet()} disabled={!session || expired || busy || autoLeft > 0}>
      {busy ? <span className="og-spinner" aria-hidden="true" /> : null}
      <span>{t('bet')}</span>
    </button>
  );

  return (
    <div className={`og-app og-app--${game}${turboRef.current ? ' is-turbo' : ''}`}>
      <ArtDefs />
      <TopBar
        prefix="og"
        mark={<GameMark game={game} />}
        title={gameName(game)}
        badge={<ModeBadge prefix="og" mode={mode} label={t(modeTexts.label)} hint={t(modeTexts.hint)} />}
        walletLabel={mode === 'fun' ? t('funBalance') : t('balance')}
        balance={session ? formatMinor(balance) : '—'}
        currency={currency}
        announceBalance
      >
        <IconButton prefix="og" label={t('rules')} onClick={() => setDialog({ kind: 'rules' })} disabled={!session}>
          <InfoIcon />
        </IconButton>
        <IconButton prefix="og" label={t('fairness')} onClick={() => setDialog({ kind: 'fairness', focus: null })} disabled={!seeds}>
          <ShieldIcon />
        </IconButton>
        <LobbyLink prefix="og" href={launch.returnUrl} label={t('lobby')}>
          <HomeIcon />
        </LobbyLink>
      </TopBar>

      <nav className="og-history" aria-label={t('history')}>
        {history.length === 0 ? (
          <span className="og-history__empty">{t(modeTexts.hint)}</span>
        ) : (
          history.map((h) => (
            <button
              type="button"
              key={h.roundId}
              className={`og-chip is-${resultTone(h)}`}
              onClick={() => setDialog({ kind: 'fairness', focus: h.roundId })}
              aria-label={t('historyChip', { multiplier: shortMultiplier(h.multiplier), payout: money(h.payout) })}
            >
              {shortMultiplier(h.multiplier)}×
            </button>
          ))
        )}
      </nav>

      <main className="og-main">
        <section className="og-stage" aria-label={gameName(game)}>
          {stage}
          {flash && (
            <div className="og-flash" role="status" key={flash.id}>
              <strong>{shortMultiplier(flash.multiplier)}×</strong>
              <span>{money(flash.payout)}</span>
            </div>
          )}
          {!session && !message && <LoadingOverlay prefix="og" text={t('loading')} />}
          {message && (
            <Toast prefix="og" kind={message.kind} text={message.text}>
              {message.kind === 'insufficient' && mode === 'fun' && session && limits && balance < limits.minBet && (
                <SmallButton prefix="og" onClick={refillFun}>
                  ↻ {formatMinor(session.balance)}
                </SmallButton>
              )}
              {message.kind !== 'expired' && (
                <SmallButton prefix="og" onClick={() => setMessage(null)}>
                  {t('dismiss')}
                </SmallButton>
              )}
            </Toast>
          )}
        </section>

        <aside className="og-panel" aria-label={t('betPanel')}>
          {autoAllowed && <PlayModeTabs prefix="og" label={t('playMode')} tab={tab} onTab={setTab} disabled={autoLeft > 0} names={{ manual: t('manual'), auto: t('auto') }} />}

          <BetAmountField
            prefix="og"
            t={t}
            currency={currency}
            value={betText}
            disabled={locked}
            invalid={betMinor === null}
            onChange={setBetText}
            onBlur={normalizeBet}
            onOp={changeBet}
            hint={limits ? t('limitsHint', { min: formatMinor(limits.minBet), max: formatMinor(limits.maxBet) }) : null}
          />

          {game === 'dice' && diceInfo && (
            <div className="og-field og-field--inline">
              <span className="og-field__label">{t('payoutOnWin')}</span>
              <strong className="og-amount-out">
                {money(diceInfo.amount)}
                {diceInfo.capped && <small> ({t('maxWinCapped')})</small>}
              </strong>
            </div>
          )}

          {game === 'plinko' && (
            <>
              <fieldset className="og-seg" disabled={locked}>
                <legend className="og-field__label">{t('risk')}</legend>
                {PLINKO_RISKS.map((risk) => (
                  <label key={risk} className={`og-seg__opt${plinko.risk === risk ? ' is-on' : ''}`}>
                    <input type="radio" name="og-risk" value={risk} checked={plinko.risk === risk} onChange={() => setPlinko((p) => ({ ...p, risk }))} />
                    {t(risk === 'low' ? 'riskLow' : risk === 'medium' ? 'riskMedium' : 'riskHigh')}
                  </label>
                ))}
              </fieldset>
              <fieldset className="og-seg" disabled={locked}>
                <legend className="og-field__label">{t('rows')}</legend>
                {PLINKO_ROWS.map((rows) => (
                  <label key={rows} className={`og-seg__opt${plinko.rows === rows ? ' is-on' : ''}`}>
                    <input type="radio" name="og-rows" value={rows} checked={plinko.rows === rows} onChange={() => setPlinko((p) => ({ ...p, rows }))} />
                    {rows}
                  </label>
                ))}
              </fieldset>
            </>
          )}

          {game === 'keno' && (
            <div className="og-field">
              <span className="og-field__label">
                <span>{t('kenoPicked', { n: picks.length, max: KENO_MAX_PICKS })}</span>
              </span>
              <div className="og-row">
                <button
                  type="button"
                  className="og-btn"
                  disabled={locked}
                  onClick={() => {
                    setPicks(randomKenoPicks(picks.length || KENO_MAX_PICKS));
                    setRound(null);
                  }}
                >
                  {t('randomPick')}
                </button>
                <button
                  type="button"
                  className="og-btn"
                  disabled={locked || picks.length === 0}
                  onClick={() => {
                    setPicks([]);
                    setRound(null);
                  }}
                >
                  {t('clearPicks')}
                </button>
              </div>
            </div>
          )}

          {game === 'mines' && (
            <div className="og-field">
              <label className="og-field__label" htmlFor="og-mines">
                {t('minesLabel')}
              </label>
              <select id="og-mines" className="og-input" value={openRound && typeof openRound.params.mines === 'number' ? openRound.params.mines : mines} disabled={locked} onChange={(e) => setMines(Number(e.target.value))}>
                {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              <small className="og-field__hint">{t('minesGems', { gems: MINES_TILES - (openRound && typeof openRound.params.mines === 'number' ? openRound.params.mines : mines) })}</small>
            </div>
          )}

          {openRound && (
            <div className="og-field og-field--inline">
              <span className="og-field__label">{t('roundBet')}</span>
              <strong className="og-amount-out">{money(BigInt(openRound.bet))}</strong>
            </div>
          )}

          {autoAllowed && tab === 'auto' && (
            <div className="og-auto">
              <AutoRoundsField prefix="og" label={t('autoRounds')} value={auto.rounds} disabled={autoLeft > 0} onChange={(rounds) => setAuto((a) => ({ ...a, rounds }))} />
              <Switch prefix="og" checked={auto.stopOnWin} disabled={autoLeft > 0} onChange={(stopOnWin) => setAuto((a) => ({ ...a, stopOnWin }))}>
                {t('stopOnWin')}
              </Switch>
              <Switch prefix="og" checked={auto.stopOnLoss} disabled={autoLeft > 0} onChange={(stopOnLoss) => setAuto((a) => ({ ...a, stopOnLoss }))}>
                {t('stopOnLoss')}
              </Switch>
            </div>
          )}

          <div className="og-actions">
            {openRound ? (
              <>
                <button type="button" className="og-play og-play--cashout" onClick={() => void act('cashout')} disabled={!canCashOut}>
                  <span>{t('cashOut')}</span>
                  {cashout && parseMultiplier(openRound.multiplier) > 0n && <small>{money(cashout.amount)}</small>}
                </button>
                {game === 'mines' && (
                  <button
                    type="button"
                    className="og-btn og-btn--block"
                    disabled={busy}
                    onClick={() => {
                      const known = openRound.result.revealed ?? [];
                      const left = Array.from({ length: MINES_TILES }, (_, i) => i).filter((i) => !known.includes(i));
                      if (left.length > 0) void act('reveal', left[Math.floor(Math.random() * left.length)]!);
                    }}
                  >
                    {t('randomTile')}
                  </button>
                )}
              </>
            ) : autoAllowed && tab === 'auto' ? (
              autoLeft > 0 ? (
                <button type="button" className="og-play og-play--stop" onClick={stopAuto}>
                  <span>{t('stopAuto')}</span>
                  <small>{t('autoLeft', { n: autoLeft })}</small>
                </button>
              ) : (
                <button type="button" className="og-play" onClick={() => void runAuto()} disabled={!session || expired || busy}>
                  <span>{t('startAuto')}</span>
                </button>
              )
            ) : (
              betButton
            )}
          </div>

          {session?.turbo && oneShot && (
            <Switch prefix="og" modifier="turbo" checked={turbo} onChange={setTurbo}>
              <BoltIcon /> {t('turbo')}
            </Switch>
          )}
        </aside>
      </main>

      {dialog?.kind === 'rules' && session && (
        <Rules t={t} game={game} gameName={gameName(game)} session={session} plinkoRows={plinko.rows} kenoPicks={picks.length} mines={mines} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'fairness' && seeds && (
        <Fairness
          t={t}
          seeds={seeds}
          revealed={revealed}
          history={history}
          focusRound={dialog.focus}
          currency={currency}
          gameName={gameName}
          canRotate={!openRound && !busy && autoLeft === 0}
          rotating={rotating}
          onRotate={(seed) => void rotate(seed)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
