import { RAIN_REQUIREMENTS, RECURRENCES } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/drawer';
import { Field, FormError, SelectField, TextField, useZodForm } from '@/components/field';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { brandTime, fromBrandInput, gmtLabel } from '@/lib/time';
import { useCreateRain } from './api';
import { count, localText, moneyWords, parseAmount, parseWhole } from './format';
import { LanguageSwitch, Section, UnitInput, useBrand } from './parts';
import { DURATION_MAX, ENVELOPES_MAX, RAIN_TITLE_MAX, rainFormSchema, rainValuesOf, REQUIREMENT_DAYS_MAX, type RainFormValues } from './rain-values';

const FORM_ID = 'rain-form';

const hasTextError = (errors: FieldErrors<RainFormValues>, lang: string) => Boolean(errors.title?.[lang]);

/**
 * Schedules a red-envelope rain: its title per language, when it starts on
 * the brand's clock and for how many minutes it falls, the budget (major
 * units) split into how many envelopes, and who may grab (everyone, or
 * members whose deposits or valid bet reached an amount over the last days).
 * The server splits the budget when it is scheduled.
 */
export const RainForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const { languages, offset, money, symbol } = useBrand();
  const context = useMemo(() => ({ languages, offset }), [languages, offset]);
  const schema = useMemo(() => rainFormSchema(context), [context]);
  const form = useZodForm(schema, { defaultValues: rainValuesOf(context) });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as RainFormValues;
  const create = useCreateRain();
  const [language, setLanguage] = useState(languages[0]!);

  const startsAt = fromBrandInput(values.startsAt, offset);
  const minutes = parseWhole(values.durationMinutes, 1, DURATION_MAX);
  const budget = parseAmount(values.budget, false);
  const envelopes = parseWhole(values.envelopes, 1, ENVELOPES_MAX);
  const average = budget !== null && envelopes !== null && BigInt(budget) >= BigInt(envelopes) ? BigInt(budget) / BigInt(envelopes) : null;

  const submit = form.handleSubmit(
    async (body) => {
      try {
        const saved = await create.mutateAsync(body);
        toast.success(t('engagement.rain_created', { title: localText(saved.title, languages[0]!, languages), at: brandTime(saved.startsAt, offset) }));
        onClose();
      } catch (e) {
        form.setError('root', { message: errorText(e) });
      }
    },
    (invalid) => {
      const withError = languages.find((lang) => hasTextError(invalid, lang));
      if (withError && !hasTextError(invalid, language)) setLanguage(withError);
      form.setError('root', { message: t('engagement.error_check_fields') });
    },
  );

  return (
    <Drawer
      open
      title={t('engagement.rain_new_title')}
      subtitle={t('engagement.rain_new_hint')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={create.isPending}>
            {t('engagement.rain_create')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="form-grid eng-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('engagement.rain_new')}>
        <Section title={t('engagement.section_texts')} hint={t('engagement.texts_hint', { language: languages[0] })}>
          <LanguageSwitch languages={languages} value={language} onChange={setLanguage} hasError={(lang) => hasTextError(errors, lang)} />
          <div key={language} className="form-grid">
            <TextField
              label={t('engagement.title_in', { language })}
              maxLength={RAIN_TITLE_MAX}
              required={language === languages[0]}
              error={errors.title?.[language]}
              {...register(`title.${language}`)}
            />
          </div>
        </Section>

        <Section title={t('engagement.section_window')} hint={t('engagement.window_hint', { zone: gmtLabel(offset) })}>
          <div className="form-row">
            <TextField label={t('engagement.starts')} type="datetime-local" required error={errors.startsAt} {...register('startsAt')} />
            <Field
              label={t('engagement.duration')}
              hint={startsAt !== null && minutes !== null ? t('engagement.rain_ends_at', { at: brandTime(startsAt + minutes * 60_000, offset) }) : t('engagement.duration_hint')}
              required
              error={errors.durationMinutes}
            >
              {(c) => <UnitInput unit={t('engagement.minutes')} control={c} inputMode="numeric" {...register('durationMinutes')} />}
            </Field>
          </div>
          <SelectField label={t('engagement.recurrence')} hint={t('engagement.recurrence_hint_rain')} {...register('recurrence')} value={values.recurrence}>
            {RECURRENCES.map((r) => (
              <option key={r} value={r}>
                {t(`engagement.recurrence_${r}`)}
              </option>
            ))}
          </SelectField>
        </Section>

        <Section title={t('engagement.section_budget')}>
          <div className="form-row">
            <Field label={t('engagement.budget', { currency: money })} required error={errors.budget}>
              {(c) => <UnitInput unit={money} control={c} {...register('budget')} />}
            </Field>
            <Field label={t('engagement.envelopes')} hint={t('engagement.envelopes_hint')} required error={errors.envelopes}>
              {(c) => <UnitInput unit="#" control={c} inputMode="numeric" {...register('envelopes')} />}
            </Field>
          </div>
          {average !== null && envelopes !== null && (
            <p className="eng-note" role="status">
              {t('engagement.rain_average', { n: count(envelopes), amount: moneyWords(average, symbol) })}
            </p>
          )}
        </Section>

        <Section title={t('engagement.section_requirement')}>
          <fieldset className="field">
            <legend className="field__label">{t('engagement.requirement')}</legend>
            <div className="check-row">
              {RAIN_REQUIREMENTS.map((r) => (
                <label key={r} className="check">
                  <input type="radio" value={r} {...register('requirement')} />
                  {t(`engagement.requirement_${r}`)}
                </label>
              ))}
            </div>
            <p className="field__hint">{t(`engagement.requirement_hint_${values.requirement}`)}</p>
          </fieldset>
          {values.requirement !== 'none' && (
            <div className="form-row">
              <Field
                label={values.requirement === 'deposit' ? t('engagement.requirement_deposit_amount', { currency: money }) : t('engagement.requirement_bet_amount', { currency: money })}
                required
                error={errors.requirementAmount}
              >
                {(c) => <UnitInput unit={money} control={c} {...register('requirementAmount')} />}
              </Field>
              <Field label={t('engagement.requirement_days')} hint={t('engagement.requirement_days_hint', { max: REQUIREMENT_DAYS_MAX })} required error={errors.requirementDays}>
                {(c) => <UnitInput unit={t('engagement.days')} control={c} inputMode="numeric" {...register('requirementDays')} />}
              </Field>
            </div>
          )}
        </Section>
        <FormError>{errors.root?.message}</FormError>
      </form>
    </Drawer>
  );
};
