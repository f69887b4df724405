import { ErrorCode, type TPointConfig } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { FormField } from '@/components/form-field';
import { IconCheckCircle, IconStar, IconSwap } from '@/components/icons';
import { apiCode, apiMessage } from '@/lib/api-message';
import { money } from '@/lib/money';
import { useRequestId } from '@/lib/use-request-id';
import { useConvertPoints } from '../api/convert-points';
import { checkConvert, type ConvertProblem, CONVERT_MAX, formatPoints, parsePointsInput, pointsToMinor } from '../utils/points';
import { PasswordMissing, PaymentPasswordField, passwordProblem, passwordRefusal } from './payment-password';

type Errors = { points?: string; password?: string; form?: string; missing?: string };
type Converted = { points: string; amount: string; balance: string };

/** Refusals about the number of points: said under the field. */
const POINTS_CODES: readonly string[] = [ErrorCode.pointsBelowMinimum, ErrorCode.pointsInsufficient];

/**
 * The Convert tab (MCS2_convertPoint, behind the payment password): points to
 * money in the main wallet at the brand's ratio, with the minimum, a live
 * preview of the money, and the checks made before anything is sent.
 */
export const ConvertPanel = ({ config, balance }: { config: TPointConfig; balance: bigint }) => {
  const { t } = useTranslation();
  const convert = useConvertPoints();
  const requestId = useRequestId();
  const symbol = config.currencySymbol;
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<Converted | null>(null);
  const points = parsePointsInput(text);
  const preview = pointsToMinor(points ?? 0n, config.pointsPerUnit);

  const problemText = (p: ConvertProblem): string =>
    ({
      required: t('points.convert_required'),
      below_minimum: t('points.convert_below_min', { n: formatPoints(config.minConvert) }),
      above_balance: t('points.convert_above_balance', { n: formatPoints(balance) }),
      too_large: t('points.convert_too_large', { n: formatPoints(CONVERT_MAX) }),
    })[p];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (convert.isPending) return;
    const problem = checkConvert(points, { minConvert: config.minConvert, balance });
    const found: Errors = { points: problem ? problemText(problem) : undefined, password: passwordProblem(t, password) };
    setErrors(found);
    if (found.points || found.password || points === null) return;
    const n = Number(points);
    convert.mutate(
      { points: n, paymentPassword: password, requestId: requestId.idFor(`convert:${n}`) },
      {
        onSuccess: (result) => {
          requestId.settle();
          setDone(result);
          setText('');
          setPassword('');
        },
        onError: (err) => {
          requestId.settle(err);
          setPassword('');
          const refusal = passwordRefusal(t, err);
          if (refusal) setErrors({ password: refusal.field, missing: refusal.missing });
          else if (POINTS_CODES.includes(apiCode(err) ?? '')) setErrors({ points: apiMessage(t, err) });
          else setErrors({ form: apiMessage(t, err) });
        },
      },
    );
  };

  if (done) {
    return (
      <div className="point-done" role="status" data-testid="convert-success">
        <span className="icon-disc icon-disc--success" aria-hidden="true">
          <IconCheckCircle size={34} />
        </span>
        <h3>{t('points.convert_done_title')}</h3>
        <p data-testid="convert-success-text">{t('points.convert_done_body', { points: formatPoints(done.points), amount: money(symbol, done.amount) })}</p>
        <p className="muted">{t('points.convert_done_balance', { n: formatPoints(done.balance) })}</p>
        <Button variant="primary" onClick={() => setDone(null)} data-testid="convert-again">
          {t('points.convert_again')}
        </Button>
      </div>
    );
  }

  return (
    <form className="point-form point-convert" onSubmit={submit} noValidate data-testid="convert-form">
      <dl className="point-sum point-sum--rate">
        <div>
          <dt>{t('points.rate')}</dt>
          <dd data-testid="convert-rate">{t('points.rate_value', { n: formatPoints(config.pointsPerUnit), amount: money(symbol, '100') })}</dd>
        </div>
        <div>
          <dt>{t('points.minimum')}</dt>
          <dd data-testid="convert-minimum">{t('points.points_n', { n: formatPoints(config.minConvert) })}</dd>
        </div>
        <div>
          <dt>{t('points.available')}</dt>
          <dd>{t('points.points_n', { n: formatPoints(balance) })}</dd>
        </div>
      </dl>
      <FormField
        name="points"
        label={t('points.convert_points')}
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('points.convert_placeholder', { n: formatPoints(config.minConvert) })}
        icon={<IconStar size={18} />}
        value={text}
        onChange={(e) => {
          setText(e.target.value.replace(/[^\d,]/g, ''));
          setErrors((x) => ({ ...x, points: undefined }));
        }}
        trailing={
          <button
            type="button"
            className="field__action"
            onClick={() => {
              setText(balance > 0n ? balance.toString() : '');
              setErrors((x) => ({ ...x, points: undefined }));
            }}
            data-testid="convert-all"
          >
            {t('points.convert_all')}
          </button>
        }
        error={errors.points}
        inputTestId="convert-points"
      />
      <div className="point-preview" aria-live="polite" data-testid="convert-preview-box">
        <IconSwap size={20} />
        <span>{t('points.convert_preview')}</span>
        <strong data-testid="convert-preview">{money(symbol, preview)}</strong>
      </div>
      {errors.missing && <PasswordMissing text={errors.missing} />}
      <PaymentPasswordField
        value={password}
        onChange={(v) => {
          setPassword(v);
          setErrors((x) => ({ ...x, password: undefined }));
        }}
        error={errors.password}
        testId="convert-password"
      />
      {errors.form && (
        <p className="field__error" role="alert" data-testid="convert-error">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="accent" size="lg" block disabled={convert.isPending} aria-busy={convert.isPending || undefined} data-testid="convert-submit">
        {convert.isPending ? t('form.submitting') : t('points.convert_submit')}
      </Button>
    </form>
  );
};
