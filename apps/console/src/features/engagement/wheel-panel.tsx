import { WHEEL_PRIZE_KINDS, WHEEL_SEGMENTS_MAX, WHEEL_SEGMENTS_MIN, WHEEL_WEIGHT_MAX, type TStaffWheel, type TWheelSegment } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState } from 'react';
import { useFieldArray, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Facts } from '@/components/drawer';
import { Field, FormError, TextField, useFieldErrorText, useZodForm } from '@/components/field';
import { Icon } from '@/components/icon';
import { Kpi } from '@/components/kpi';
import { Loaded } from '@/components/loaded';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useSaveWheel, useWheel } from './api';
import { count, expectedCash, hundredthsText, localText, moneyWords, parseAmount, shares } from './format';
import { BudgetBar, CellError, LanguageSwitch, UnitInput, useBrand, ViewOnly } from './parts';
import {
  DAILY_PLAY_SPINS_MAX,
  newSegment,
  SEGMENT_LABEL_MAX,
  segmentPrize,
  WHEEL_TITLE_MAX,
  wheelFormSchema,
  wheelOdds,
  wheelValuesOf,
  type SegmentFormValues,
  type WheelBody,
  type WheelFormValues,
} from './wheel-values';

const FORM_ID = 'wheel-form';

/** The largest cash prize of the segments (minor units), "0" without one. */
const largestCash = (segments: readonly Pick<SegmentFormValues, 'prizeKind' | 'prizeAmount'>[]): bigint =>
  segments.reduce((max, s) => {
    const prize = s.prizeKind === 'cash' ? segmentPrize(s) : null;
    return prize !== null && BigInt(prize) > max ? BigInt(prize) : max;
  }, 0n);

const labelError = (errors: FieldErrors<WheelFormValues>, lang: string): boolean =>
  Boolean(errors.title?.[lang]) || (Array.isArray(errors.segments) && errors.segments.some((s) => Boolean(s?.label?.[lang])));

/** The odds in words beside the table: total weight, the odds together, and the cash a spin pays on average. */
const OddsSummary = ({ totalWeight, odds, expected }: { totalWeight: number; odds: readonly (number | null)[]; expected: string | null }) => {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const together = odds.every((o) => o !== null) && odds.length > 0 ? hundredthsText(odds.reduce<number>((sum, o) => sum + (o ?? 0), 0)) : '—';
  return (
    <div className="kpi-grid eng-kpis eng-odds" role="group" aria-label={t('engagement.odds_summary')}>
      <Kpi label={t('engagement.total_weight')} value={count(totalWeight)} />
      <Kpi label={t('engagement.odds_together')} value={together} />
      <Kpi
        label={t('engagement.expected_cash')}
        value={expected === null ? '—' : <Money minor={expected} currency={currency} />}
        hint={t('engagement.expected_cash_hint')}
      />
    </div>
  );
};

/** A segment's prize in its unit. */
const SegmentPrize = ({ segment }: { segment: Pick<TWheelSegment, 'prizeKind' | 'prizeAmount'> }) => {
  const { t } = useTranslation();
  if (segment.prizeKind === 'none') return <span className="muted">{t('engagement.prize_none')}</span>;
  if (segment.prizeKind === 'cash') return <Money minor={segment.prizeAmount} />;
  return <>{t('engagement.points_n', { n: count(segment.prizeAmount) })}</>;
};

/** The saved wheel as staff without promotions.manage read it. */
const WheelView = ({ wheel }: { wheel: NonNullable<TStaffWheel['wheel']> }) => {
  const { t } = useTranslation();
  const { languages, language, currency, symbol } = useBrand();
  const odds = shares(wheel.segments.map((s) => s.weight));
  const totalWeight = wheel.segments.reduce((sum, s) => sum + s.weight, 0);
  const expected = expectedCash(wheel.segments.map((s) => ({ weight: s.weight, cash: s.prizeKind === 'cash' ? s.prizeAmount : '0' })));
  return (
    <div className="report-stack">
      <section className="card" aria-label={t('engagement.wheel_rules')}>
        <h2 className="card__title">{localText(wheel.title, language, languages)}</h2>
        <Facts
          items={[
            [t('engagement.col_active'), wheel.active ? <StatusBadge key="a" tone="success">{t('engagement.wheel_on')}</StatusBadge> : <StatusBadge key="a">{t('engagement.wheel_off')}</StatusBadge>],
            [
              t('engagement.spin_per_deposit_short'),
              wheel.spinPerDeposit === null ? t('engagement.earns_none') : t('engagement.spin_per_deposit_text', { amount: moneyWords(wheel.spinPerDeposit, symbol) }),
            ],
            [
              t('engagement.spin_per_bet_short'),
              wheel.spinPerValidBet === null
                ? t('engagement.earns_none')
                : t('engagement.spin_per_bet_text', { amount: moneyWords(wheel.spinPerValidBet, symbol), n: count(wheel.dailyPlaySpins) }),
            ],
            [t('engagement.wheel_budget_short'), <Money key="b" minor={wheel.budget} currency={currency} />],
          ]}
        />
      </section>
      <section className="card" aria-label={t('engagement.segments')}>
        <h2 className="card__title">{t('engagement.segments')}</h2>
        <div className="table-scroll">
          <table className="plain-table eng-grid">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('engagement.col_label')}</th>
                <th scope="col" className="is-numeric">
                  {t('engagement.col_prize')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('engagement.col_weight')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('engagement.col_odds')}
                </th>
              </tr>
            </thead>
            <tbody>
              {wheel.segments.map((s, i) => (
                <tr key={i}>
                  <td>
                    <span className="eng-swatch" style={{ background: s.color }} aria-hidden="true" /> {i + 1}
                  </td>
                  <th scope="row">{localText(s.label, language, languages)}</th>
                  <td className="is-numeric">
                    <SegmentPrize segment={s} />
                  </td>
                  <td className="is-numeric">{count(s.weight)}</td>
                  <td className="is-numeric">{odds[i] === null ? '—' : hundredthsText(odds[i]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <OddsSummary totalWeight={totalWeight} odds={odds} expected={expected} />
      </section>
      <ViewOnly />
    </div>
  );
};

/**
 * The wheel's editor: its title and each segment's label per language, the
 * prize (cash in major units, points, or nothing), the weight and colour;
 * the odds of each segment follow the weights as they are typed, with the
 * cash a spin costs on average; how spins are earned, the budget, on or off.
 * Saving asks for a reason (the audit log keeps the wheel before and after).
 */
const WheelEditor = ({ data }: { data: TStaffWheel }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const { languages, money, symbol } = useBrand();
  const schema = useMemo(() => wheelFormSchema(languages), [languages]);
  const form = useZodForm(schema, { defaultValues: wheelValuesOf(data.wheel) });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const segments = useFieldArray({ control, name: 'segments' });
  const values = useWatch({ control }) as WheelFormValues;
  const save = useSaveWheel();
  const [language, setLanguage] = useState(languages[0]!);
  // A valid wheel waits here for its reason.
  const [pending, setPending] = useState<WheelBody | null>(null);
  const { odds, totalWeight, expectedCash: expected } = wheelOdds(values.segments);
  const largest = largestCash(values.segments);

  const submit = form.handleSubmit(
    (body) => setPending(body),
    (invalid) => {
      const withError = languages.find((lang) => labelError(invalid, lang));
      if (withError && !labelError(invalid, language)) setLanguage(withError);
      form.setError('root', { message: t('engagement.error_check_fields') });
    },
  );

  const send = async (reason: string) => {
    if (!pending) return;
    try {
      const saved = await save.mutateAsync({ wheel: pending, reason });
      toast.success(t('engagement.wheel_saved'));
      setPending(null);
      form.reset(wheelValuesOf(saved.wheel));
    } catch (e) {
      setPending(null);
      form.setError('root', { message: errorText(e) });
    }
  };

  const segmentError = (i: number, name: 'prizeAmount' | 'weight' | 'color') => fieldError(errors.segments?.[i]?.[name] as FieldError | undefined);
  // What the typed budget leaves after the cash already paid: the wheel closes when that cannot pay its largest cash prize.
  const typedBudget = parseAmount(values.budget, true);
  const budgetLeft = typedBudget === null ? null : BigInt(typedBudget) - BigInt(data.paid);

  return (
    <form id={FORM_ID} className="report-stack eng-wheel-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('engagement.wheel_edit')}>
      <section className="card" aria-label={t('engagement.segments')}>
        <div className="card__head">
          <h2 className="card__title">{t('engagement.segments')}</h2>
          <LanguageSwitch languages={languages} value={language} onChange={setLanguage} hasError={(lang) => labelError(errors, lang)} />
        </div>
        <div className="form-row eng-wheel-title" key={language}>
          <TextField
            label={t('engagement.title_in', { language })}
            maxLength={WHEEL_TITLE_MAX}
            required={language === languages[0]}
            error={errors.title?.[language]}
            {...register(`title.${language}`)}
          />
        </div>
        <p className="card__hint muted">{t('engagement.segments_hint', { min: WHEEL_SEGMENTS_MIN, max: WHEEL_SEGMENTS_MAX, weightMax: count(WHEEL_WEIGHT_MAX) })}</p>
        <div className="table-scroll">
          <table className="plain-table eng-grid eng-segments">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('engagement.col_color')}</th>
                <th scope="col">{t('engagement.col_label_in', { language })}</th>
                <th scope="col">{t('engagement.col_prize_kind')}</th>
                <th scope="col" className="is-numeric">
                  {t('engagement.col_amount')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('engagement.col_weight')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('engagement.col_odds')}
                </th>
                <th scope="col">
                  <span className="eng-sr">{t('engagement.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {segments.fields.map((field, i) => {
                const segment = values.segments[i];
                const kind = segment?.prizeKind ?? 'none';
                const n = i + 1;
                return (
                  <tr key={field.id}>
                    <td className="eng-places">{n}</td>
                    <td className="eng-cell">
                      <input
                        type="color"
                        className="eng-color"
                        aria-label={t('engagement.segment_color', { n })}
                        aria-invalid={segmentError(i, 'color') ? true : undefined}
                        {...register(`segments.${i}.color`)}
                      />
                      <CellError>{segmentError(i, 'color')}</CellError>
                    </td>
                    <td className="eng-cell">
                      <input
                        key={language}
                        className="input eng-cell__label"
                        maxLength={SEGMENT_LABEL_MAX}
                        autoComplete="off"
                        aria-label={t('engagement.segment_label', { n, language })}
                        aria-invalid={errors.segments?.[i]?.label?.[language] ? true : undefined}
                        {...register(`segments.${i}.label.${language}`)}
                      />
                      <CellError>{fieldError(errors.segments?.[i]?.label?.[language])}</CellError>
                    </td>
                    <td className="eng-cell">
                      <select className="input input--select eng-cell__kind" aria-label={t('engagement.segment_kind', { n })} {...register(`segments.${i}.prizeKind`)} value={kind}>
                        {WHEEL_PRIZE_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {t(`engagement.prize_${k}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="eng-cell">
                      {kind === 'none' ? (
                        <span className="muted eng-cell__none">—</span>
                      ) : (
                        <span className="eng-unit eng-unit--sm">
                          <input
                            className="input is-numeric eng-cell__money"
                            inputMode={kind === 'cash' ? 'decimal' : 'numeric'}
                            autoComplete="off"
                            aria-label={kind === 'cash' ? t('engagement.segment_cash', { n, currency: money }) : t('engagement.segment_points', { n })}
                            aria-invalid={segmentError(i, 'prizeAmount') ? true : undefined}
                            {...register(`segments.${i}.prizeAmount`)}
                          />
                          <span className="eng-unit__text" aria-hidden="true">
                            {kind === 'cash' ? symbol || money : t('engagement.points_short')}
                          </span>
                        </span>
                      )}
                      <CellError>{segmentError(i, 'prizeAmount')}</CellError>
                    </td>
                    <td className="eng-cell">
                      <input
                        className="input is-numeric eng-cell__weight"
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={t('engagement.segment_weight', { n })}
                        aria-invalid={segmentError(i, 'weight') ? true : undefined}
                        {...register(`segments.${i}.weight`)}
                      />
                      <CellError>{segmentError(i, 'weight')}</CellError>
                    </td>
                    <td className="is-numeric eng-odds__cell" aria-label={t('engagement.segment_odds', { n })}>
                      {odds[i] === null || odds[i] === undefined ? '—' : hundredthsText(odds[i])}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="icon-button icon-button--sm"
                        disabled={segments.fields.length <= WHEEL_SEGMENTS_MIN}
                        onClick={() => segments.remove(i)}
                        aria-label={t('engagement.remove_segment_n', { n })}
                        title={t('engagement.remove_segment_n', { n })}
                      >
                        <Icon name="close" size={14} />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {errors.segments?.root?.message && <CellError>{fieldError(errors.segments.root.message)}</CellError>}
        <div className="eng-actions">
          <Button variant="outline" size="sm" disabled={segments.fields.length >= WHEEL_SEGMENTS_MAX} onClick={() => segments.append(newSegment(segments.fields.length))}>
            {t('engagement.add_segment')}
          </Button>
          <p className="field__hint">{t('engagement.segments_count', { n: segments.fields.length, max: WHEEL_SEGMENTS_MAX })}</p>
        </div>
        <OddsSummary totalWeight={totalWeight} odds={odds} expected={expected} />
      </section>

      <section className="card" aria-label={t('engagement.wheel_rules')}>
        <h2 className="card__title">{t('engagement.wheel_rules')}</h2>
        <div className="form-row">
          <Field label={t('engagement.spin_per_deposit', { currency: money })} hint={t('engagement.spin_per_deposit_hint')} optional error={errors.spinPerDeposit}>
            {(c) => <UnitInput unit={money} control={c} placeholder={t('engagement.earns_none')} {...register('spinPerDeposit')} />}
          </Field>
          <Field label={t('engagement.spin_per_bet', { currency: money })} hint={t('engagement.spin_per_bet_hint')} optional error={errors.spinPerValidBet}>
            {(c) => <UnitInput unit={money} control={c} placeholder={t('engagement.earns_none')} {...register('spinPerValidBet')} />}
          </Field>
        </div>
        <div className="form-row">
          <Field label={t('engagement.daily_play_spins')} hint={t('engagement.daily_play_spins_hint', { max: DAILY_PLAY_SPINS_MAX })} error={errors.dailyPlaySpins}>
            {(c) => <UnitInput unit={t('engagement.spins_unit')} control={c} inputMode="numeric" {...register('dailyPlaySpins')} />}
          </Field>
          <Field
            label={t('engagement.wheel_budget', { currency: money })}
            hint={
              budgetLeft !== null && largest > 0n && budgetLeft < largest
                ? t('engagement.wheel_budget_short_of', { left: moneyWords(budgetLeft < 0n ? 0n : budgetLeft, symbol), prize: moneyWords(largest, symbol) })
                : t('engagement.wheel_budget_hint', { paid: moneyWords(data.paid, symbol) })
            }
            optional
            error={errors.budget}
          >
            {(c) => <UnitInput unit={money} control={c} placeholder="0" {...register('budget')} />}
          </Field>
        </div>
        <label className="check">
          <input type="checkbox" {...register('active')} />
          {t('engagement.wheel_active')}
        </label>
      </section>
      <FormError>{errors.root?.message}</FormError>
      <div className="save-bar" role="region" aria-label={t('engagement.wheel_saving')}>
        <span className="save-bar__text">{formState.isDirty ? t('engagement.unsaved') : t('engagement.no_changes')}</span>
        <div className="save-bar__actions">
          <Button variant="ghost" size="sm" disabled={save.isPending || !formState.isDirty} onClick={() => form.reset(wheelValuesOf(data.wheel))}>
            {t('engagement.discard')}
          </Button>
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t('engagement.wheel_save')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t('engagement.wheel_save_title')}
        message={t('engagement.wheel_save_body')}
        reason="required"
        reasonMaxLength={200}
        confirmLabel={t('engagement.wheel_save')}
        busy={save.isPending}
        onConfirm={(reason) => void send(reason ?? '')}
        onCancel={() => setPending(null)}
      />
    </form>
  );
};

/**
 * The prize wheel: spins made, cash paid against its budget and points
 * given; then the wheel itself, edited by staff holding promotions.manage
 * and read by the others.
 */
export const WheelPanel = ({ manager }: { manager: boolean }) => {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const wheel = useWheel();
  return (
    <section aria-label={t('engagement.tab_wheel')}>
      <Loaded query={wheel}>
        {(data) => (
          <>
            <div className="kpi-grid eng-kpis" role="group" aria-label={t('engagement.wheel_totals')}>
              <Kpi label={t('engagement.kpi_spins')} value={count(data.spins)} />
              <Kpi
                label={t('engagement.kpi_wheel_paid')}
                value={data.wheel ? <BudgetBar used={data.paid} total={data.wheel.budget} label={t('engagement.kpi_wheel_paid')} /> : <Money minor={data.paid} currency={currency} />}
              />
              <Kpi label={t('engagement.kpi_points_given')} value={count(data.points)} />
            </div>
            {manager ? (
              <>
                {data.wheel === null && <p className="notice notice--info">{t('engagement.wheel_first')}</p>}
                <WheelEditor key={data.wheel?.id ?? 'new'} data={data} />
              </>
            ) : data.wheel ? (
              <WheelView wheel={data.wheel} />
            ) : (
              <>
                <p className="muted">{t('engagement.wheel_none')}</p>
                <ViewOnly />
              </>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
};
