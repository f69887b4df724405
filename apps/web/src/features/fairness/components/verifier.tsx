import { crashPoint, hashServerSeed, ORIGINAL_GAMES, PLINKO_RISKS, PLINKO_ROWS, type OriginalGame, type PlinkoRisk, type PlinkoRows, type TPublicRound } from '@wps/fair';
import type { TFunction } from 'i18next';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { useChainCheck } from '../hooks/use-chain-check';
import { recompute, sameHash } from '../utils/round-check';
import { parseForm, type FieldError, type FieldName, type MissingField, type VerifierForm } from '../utils/verifier-form';
import { CrashOutcome, DiceOutcome, HiloOutcome, KenoOutcome, MinesOutcome, PlinkoOutcome } from './outcome-views';
import { RoundVerdict } from './round-verdict';

type TextKey = FieldName | 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'salt';

const useGameNames = (): Record<OriginalGame, string> => {
  const { t } = useTranslation();
  return {
    dice: t('fairness.game_dice'),
    plinko: t('fairness.game_plinko'),
    mines: t('fairness.game_mines'),
    keno: t('fairness.game_keno'),
    hilo: t('fairness.game_hilo'),
    crash: t('fairness.game_crash'),
  };
};

const errorText = (t: TFunction, e: FieldError | undefined): string | null => {
  if (!e) return null;
  switch (e.code) {
    case 'nonce':
      return t('fairness.error_nonce');
    case 'target':
      return t('fairness.error_target');
    case 'chance':
      return t('fairness.error_chance', { min: e.min, max: e.max });
    case 'edge':
      return t('fairness.error_edge', { min: e.min, max: e.max });
    case 'mines':
      return t('fairness.error_mines', { min: e.min, max: e.max });
    case 'picks':
      return t('fairness.error_picks', { max: e.max, numbers: e.numbers });
    case 'moves':
      return t('fairness.error_moves', { max: e.max });
    case 'hash':
      return t('fairness.error_hash');
  }
};

const missingLabel = (t: TFunction, field: MissingField): string => {
  switch (field) {
    case 'serverSeed':
      return t('fairness.server_seed');
    case 'clientSeed':
      return t('fairness.client_seed');
    case 'picks':
      return t('fairness.picks');
    case 'gameHash':
      return t('fairness.game_hash');
    case 'salt':
      return t('fairness.salt');
  }
};

/**
 * The verifier: the round's values in, the recomputed outcome out, live as
 * the fields change, all in this browser with @wps/fair (the games' own code).
 * With a served round, the verdict against its record.
 */
export const Verifier = ({ initial, round }: { initial: VerifierForm; round: TPublicRound | null }) => {
  const { t } = useTranslation();
  const names = useGameNames();
  const gameLegendId = useId();
  const [form, setForm] = useState(initial);
  const field =
    <K extends keyof VerifierForm>(key: K) =>
    (value: VerifierForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const text = (key: TextKey) => ({
    name: key,
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => field(key)(e.target.value),
    autoComplete: 'off',
    spellCheck: false,
    inputTestId: `fair-${key}`,
  });

  const parsed = useMemo(() => parseForm(form), [form]);
  const serverSeed = form.serverSeed.trim();
  const seedHash = useMemo(() => (serverSeed ? hashServerSeed(serverSeed) : null), [serverSeed]);
  const request = parsed.request;
  const recomputed = useMemo(() => (request?.game === 'seeded' ? recompute(request.input, request.params) : null), [request]);
  const crash = request?.game === 'crash' ? request : null;
  const point = useMemo(() => (crash ? crashPoint(crash.gameHash, crash.salt) : null), [crash]);
  const chain = useChainCheck(crash?.gameHash ?? null, crash?.terminatingHash ?? null);
  const err = (name: FieldName) => errorText(t, parsed.errors[name]);
  const isCrash = form.game === 'crash';
  const edgeField = <FormField label={t('fairness.edge')} inputMode="decimal" error={err('edge')} {...text('edge')} />;
  const shownHash = form.serverSeedHash.trim();

  const verified = recomputed?.ok ? recomputed.round.result : null;
  const outcome = (() => {
    if (!verified || request?.game !== 'seeded') return null;
    const p = request.params;
    switch (verified.game) {
      case 'dice':
        return p.game === 'dice' ? <DiceOutcome result={verified} target={p.target} direction={p.direction} edgeBp={p.edgeBp} /> : null;
      case 'plinko':
        return p.game === 'plinko' ? <PlinkoOutcome result={verified} rows={p.rows as PlinkoRows} risk={p.risk as PlinkoRisk} /> : null;
      case 'mines':
        return <MinesOutcome result={verified} revealed={round && round.game === 'mines' ? round.result.revealed : undefined} />;
      case 'keno':
        return p.game === 'keno' ? <KenoOutcome result={verified} picks={p.picks} /> : null;
      case 'hilo':
        return p.game === 'hilo' ? <HiloOutcome result={verified} moves={p.moves} /> : null;
    }
  })();

  return (
    <div className="fair-layout">
      <section className="card fair-form" aria-labelledby="fair-form-title">
        <h2 id="fair-form-title" className="fair-card-title">
          {t('fairness.form_title')}
        </h2>
        <div className="fair-games" role="group" aria-labelledby={gameLegendId}>
          <p id={gameLegendId} className="field__label">
            {t('fairness.game')}
          </p>
          <div className="chip-row fair-games__row">
            {ORIGINAL_GAMES.map((g) => (
              <button key={g} type="button" className="chip" aria-pressed={form.game === g} onClick={() => field('game')(g)} data-testid={`fair-game-${g}`}>
                {names[g]}
              </button>
            ))}
          </div>
        </div>
        {isCrash ? (
          <div className="fair-fields">
            <FormField label={t('fairness.game_hash')} error={err('gameHash')} {...text('gameHash')} />
            <FormField label={t('fairness.salt')} {...text('salt')} />
            <FormField label={t('fairness.terminating_hash')} hint={t('fairness.terminating_hint')} error={err('terminatingHash')} {...text('terminatingHash')} />
          </div>
        ) : (
          <>
            <div className="fair-fields">
              <FormField label={t('fairness.server_seed')} hint={t('fairness.server_seed_hint')} {...text('serverSeed')} />
              <FormField label={t('fairness.hash_before_play')} hint={t('fairness.hash_before_play_hint')} {...text('serverSeedHash')} />
              <FormField label={t('fairness.client_seed')} {...text('clientSeed')} />
              <FormField label={t('fairness.nonce')} inputMode="numeric" error={err('nonce')} {...text('nonce')} />
            </div>
            <div className="fair-fields fair-fields--game">
              {form.game === 'dice' && (
                <>
                  <FormField label={t('fairness.target')} inputMode="decimal" error={err('target')} {...text('target')} />
                  <SelectField label={t('fairness.direction')} value={form.direction} onChange={(e) => field('direction')(e.target.value as 'over' | 'under')} testId="fair-direction">
                    <option value="over">{t('fairness.direction_over')}</option>
                    <option value="under">{t('fairness.direction_under')}</option>
                  </SelectField>
                  {edgeField}
                </>
              )}
              {form.game === 'plinko' && (
                <>
                  <SelectField label={t('fairness.rows')} value={form.rows} onChange={(e) => field('rows')(Number(e.target.value) as PlinkoRows)} testId="fair-rows">
                    {PLINKO_ROWS.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </SelectField>
                  <SelectField label={t('fairness.risk')} value={form.risk} onChange={(e) => field('risk')(e.target.value as PlinkoRisk)} testId="fair-risk">
                    {PLINKO_RISKS.map((r) => (
                      <option key={r} value={r}>
                        {{ low: t('fairness.risk_low'), medium: t('fairness.risk_medium'), high: t('fairness.risk_high') }[r]}
                      </option>
                    ))}
                  </SelectField>
                </>
              )}
              {form.game === 'mines' && <FormField label={t('fairness.mines_count')} inputMode="numeric" error={err('mines')} {...text('mines')} />}
              {form.game === 'keno' && <FormField label={t('fairness.picks')} hint={t('fairness.picks_hint')} error={err('picks')} {...text('picks')} />}
              {form.game === 'hilo' && (
                <>
                  <FormField label={t('fairness.moves')} hint={t('fairness.moves_hint')} error={err('moves')} {...text('moves')} />
                  {edgeField}
                </>
              )}
            </div>
          </>
        )}
      </section>

      <section className="card fair-result" aria-labelledby="fair-result-title" data-testid="fair-result">
        <h2 id="fair-result-title" className="fair-card-title">
          {t('fairness.result_title')}
        </h2>
        {round && !isCrash && <RoundVerdict round={round} gameName={names[round.game]} seedHash={seedHash} verified={verified} />}
        {!isCrash && seedHash && (
          <div className="fair-hash">
            <span className="fair-label">{t('fairness.seed_hash')}</span>
            <code className="mono" data-testid="fair-seed-hash">
              {seedHash}
            </code>
            {shownHash && (
              <span className={`fair-check fair-check--${sameHash(seedHash, shownHash) ? 'good' : 'bad'}`} data-testid="fair-hash-check">
                {sameHash(seedHash, shownHash) ? t('fairness.hash_matches') : t('fairness.hash_differs')}
              </span>
            )}
          </div>
        )}
        {parsed.missing.length > 0 && !(round && !isCrash && seedHash === null) && (
          <p className="fair-note" data-testid="fair-missing">
            {t('fairness.missing', { fields: parsed.missing.map((m) => missingLabel(t, m)).join(', ') })}
          </p>
        )}
        {Object.keys(parsed.errors).length > 0 && (
          <p className="fair-check fair-check--bad" role="alert" data-testid="fair-invalid">
            {t('fairness.fix_errors')}
          </p>
        )}
        {recomputed && !recomputed.ok && (
          <p className="fair-check fair-check--bad" role="alert" data-testid="fair-range-error">
            {t('fairness.out_of_range', { detail: recomputed.problem })}
          </p>
        )}
        {outcome}
        {crash && point !== null && <CrashOutcome point={point} chain={chain} />}
        <p className="fair-local small muted">{t('fairness.local_note')}</p>
      </section>
    </div>
  );
};
