import { type TPublicWheelSpin, WHEEL_SEGMENTS_MAX, WHEEL_SEGMENTS_MIN, WHEEL_WEIGHT_MAX } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { type ChangeEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { IconAlert, IconCheckCircle } from '@/components/icons';
import { formatCount } from '../utils/lucky';
import { checkWheel, sameHash, type WheelCheck, type WheelField, type WheelForm } from '../utils/wheel-check';

const fieldLabel = (t: TFunction, field: WheelField): string => {
  switch (field) {
    case 'serverSeed':
      return t('lucky.server_seed');
    case 'clientSeed':
      return t('lucky.client_seed');
    case 'nonce':
      return t('lucky.nonce');
    case 'weights':
      return t('lucky.weights');
  }
};

const weightsError = (t: TFunction, code: WheelCheck['errors']['weights']): string | null => {
  switch (code) {
    case undefined:
      return null;
    case 'count':
      return t('lucky.weights_error_count', { min: WHEEL_SEGMENTS_MIN, max: WHEEL_SEGMENTS_MAX });
    case 'range':
      return t('lucky.weights_error_range', { max: formatCount(WHEEL_WEIGHT_MAX) });
    default:
      return t('lucky.weights_error_format');
  }
};

/** "Segment 3 · Gold" (the label when the record names it). */
const segmentName = (t: TFunction, index: number, labels: readonly string[] | null) => {
  const n = t('lucky.segment_n', { n: index + 1 });
  const label = labels?.[index];
  return label ? `${n} · ${label}` : n;
};

/** A served spin against what this page recomputes: the seed against the hash committed before the spin, the segment against the record. */
const SpinVerdict = ({ spin, check, labels }: { spin: TPublicWheelSpin; check: WheelCheck; labels: readonly string[] | null }) => {
  const { t } = useTranslation();
  const hashOk = check.seedHash !== null && sameHash(check.seedHash, spin.serverSeedHash);
  const segmentOk = check.outcome !== null && check.outcome.segment === spin.segment;
  const ok = hashOk && segmentOk;
  return (
    <section className={`lucky-verdict lucky-verdict--${ok ? 'good' : 'bad'}`} data-testid="wheel-verdict" data-state={ok ? 'verified' : 'not-verified'} aria-live="polite">
      <span className="lucky-verdict__icon" aria-hidden="true">
        {ok ? <IconCheckCircle size={22} /> : <IconAlert size={22} />}
      </span>
      <div className="lucky-verdict__body">
        <p className="lucky-verdict__meta">
          {t('lucky.verify_spin_label')} <span className="mono">{spin.publicId}</span> · {t('lucky.verify_recorded', { segment: segmentName(t, spin.segment, labels) })}
        </p>
        <h2 className="lucky-verdict__title" data-testid="wheel-verdict-title">
          {ok ? t('lucky.verify_verified') : t('lucky.verify_not_verified')}
        </h2>
        {!ok && (
          <ul className="lucky-verdict__reasons">
            {!hashOk && <li>{t('lucky.verify_reason_hash')}</li>}
            {check.outcome === null && <li>{t('lucky.verify_reason_incomplete')}</li>}
            {check.outcome !== null && !segmentOk && <li>{t('lucky.verify_reason_segment')}</li>}
          </ul>
        )}
      </div>
    </section>
  );
};

/**
 * The wheel verifier: a spin's values in (from its public record or typed),
 * the seed's hash and the segment recomputed out, live as the fields change,
 * in this browser with @wps/fair. With a served spin, the verdict against it.
 */
export const WheelVerifier = ({ initial, spin }: { initial: WheelForm; spin: TPublicWheelSpin | null }) => {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const check = useMemo(() => checkWheel(form), [form]);
  const text = (key: keyof WheelForm) => ({
    name: key,
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value })),
    autoComplete: 'off',
    spellCheck: false,
    inputTestId: `verify-${key}`,
  });
  const outcome = check.outcome;
  // The record's labels name the segments while the weights are the record's count.
  const labels = spin && outcome && spin.labels.length === outcome.ranges.length ? spin.labels : null;

  return (
    <div className="lucky-verify-layout">
      <section className="card lucky-verify-form" aria-labelledby="verify-form-title">
        <h2 id="verify-form-title" className="lucky-card-title">
          {t('lucky.verify_form_title')}
        </h2>
        <FormField label={t('lucky.server_seed')} hint={t('lucky.server_seed_hint')} {...text('serverSeed')} />
        <FormField label={t('lucky.server_seed_hash')} hint={t('lucky.server_seed_hash_hint')} {...text('serverSeedHash')} />
        <FormField label={t('lucky.client_seed')} {...text('clientSeed')} />
        <FormField label={t('lucky.nonce')} inputMode="numeric" error={check.errors.nonce ? t('lucky.nonce_error') : null} {...text('nonce')} />
        <FormField label={t('lucky.weights')} hint={t('lucky.weights_hint')} error={weightsError(t, check.errors.weights)} {...text('weights')} />
      </section>

      <section className="card lucky-verify-result" aria-labelledby="verify-result-title" data-testid="verify-result">
        <h2 id="verify-result-title" className="lucky-card-title">
          {t('lucky.verify_result_title')}
        </h2>
        {spin && <SpinVerdict spin={spin} check={check} labels={labels} />}
        {check.seedHash && (
          <div className="lucky-hash">
            <span className="lucky-label">{t('lucky.verify_seed_hash')}</span>
            <code className="mono" data-testid="verify-seed-hash">
              {check.seedHash}
            </code>
            {check.hashMatches !== null && (
              <span className={`lucky-check lucky-check--${check.hashMatches ? 'good' : 'bad'}`} data-testid="verify-hash-check">
                {check.hashMatches ? t('lucky.verify_hash_matches') : t('lucky.verify_hash_differs')}
              </span>
            )}
          </div>
        )}
        {check.missing.length > 0 && (
          <p className="muted" data-testid="verify-missing">
            {t('lucky.verify_missing', { fields: check.missing.map((m) => fieldLabel(t, m)).join(', ') })}
          </p>
        )}
        {outcome && (
          <div className="lucky-outcome" data-testid="verify-outcome" data-segment={outcome.segment}>
            <p className="lucky-outcome__headline">
              <span className="lucky-label">{t('lucky.verify_computed')}</span>
              <strong data-testid="verify-segment">{segmentName(t, outcome.segment, labels)}</strong>
              {spin && (
                <span className={`lucky-check lucky-check--${outcome.segment === spin.segment ? 'good' : 'bad'}`} data-testid="verify-segment-check">
                  {outcome.segment === spin.segment ? t('lucky.verify_segment_same') : t('lucky.verify_segment_differs', { segment: segmentName(t, spin.segment, labels) })}
                </span>
              )}
            </p>
            <dl className="lucky-facts">
              <div>
                <dt>{t('lucky.verify_float')}</dt>
                <dd className="mono" data-testid="verify-float">
                  {outcome.float.toFixed(10)}
                </dd>
              </div>
              <div>
                <dt>{t('lucky.verify_total')}</dt>
                <dd data-testid="verify-total">{outcome.total}</dd>
              </div>
              <div>
                <dt>{t('lucky.verify_ticket')}</dt>
                <dd data-testid="verify-ticket">{outcome.ticket}</dd>
              </div>
            </dl>
            <div className="table-frame">
              <table className="data-table lucky-table lucky-ranges" data-testid="verify-ranges">
                <thead>
                  <tr>
                    <th scope="col">{t('lucky.col_segment')}</th>
                    <th scope="col" className="num">
                      {t('lucky.col_weight')}
                    </th>
                    <th scope="col" className="num">
                      {t('lucky.col_tickets')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.ranges.map((r, i) => (
                    <tr key={i} className={i === outcome.segment ? 'lucky-ranges__hit' : undefined} aria-current={i === outcome.segment || undefined}>
                      <td data-label={t('lucky.col_segment')}>{segmentName(t, i, labels)}</td>
                      <td data-label={t('lucky.col_weight')} className="num">
                        {r.to - r.from}
                      </td>
                      <td data-label={t('lucky.col_tickets')} className="num">
                        {t('lucky.verify_range', { from: r.from, to: r.to - 1 })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
        <p className="muted small">{t('lucky.verify_local_note')}</p>
      </section>
    </div>
  );
};
