import { MISSION_BUNDLES, MISSION_EVENTS, MISSION_PRIZE_KINDS, WAGER_CATEGORIES, type TStaffMission } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Drawer } from '@/components/drawer';
import { Field, FormError, SelectField, TextAreaField, TextField, useZodForm } from '@/components/field';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useCreateMission, useUpdateMission } from './api';
import { localText } from './format';
import {
  CATEGORY_EVENTS,
  isMoneyEvent,
  MISSION_DESCRIPTION_MAX,
  MISSION_TITLE_MAX,
  missionFormSchema,
  missionValuesOf,
  type MissionBody,
  type MissionFormValues,
} from './mission-values';
import { LanguageSwitch, Section, UnitInput, useBrand } from './parts';

const FORM_ID = 'mission-form';

const hasTextError = (errors: FieldErrors<MissionFormValues>, lang: string) => Boolean(errors.title?.[lang] ?? errors.description?.[lang]);

/**
 * Adds a mission or changes one: its bundle (daily, weekly or once), title
 * and description per language, the event that moves it (a game category
 * for stakes and rounds), the target (money in major units of the brand's
 * currency, or a count), the prize (cash or points) and whether members see
 * it. A change asks for a reason; progress already made is kept.
 */
export const MissionForm = ({ mission, onClose }: { mission: TStaffMission | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const { languages, money } = useBrand();
  const schema = useMemo(() => missionFormSchema(languages), [languages]);
  const form = useZodForm(schema, { defaultValues: missionValuesOf(mission) });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as MissionFormValues;
  const create = useCreateMission();
  const update = useUpdateMission();
  const [language, setLanguage] = useState(languages[0]!);
  // An edit waits here for its reason.
  const [pending, setPending] = useState<MissionBody | null>(null);
  const busy = create.isPending || update.isPending;
  const moneyTarget = isMoneyEvent(values.event);

  const save = async (body: MissionBody, reason?: string) => {
    try {
      const saved = mission && reason !== undefined ? await update.mutateAsync({ ...body, id: mission.id, reason }) : await create.mutateAsync(body);
      toast.success(t(mission ? 'engagement.mission_saved' : 'engagement.mission_created', { title: localText(saved.title, languages[0]!, languages) }));
      onClose();
    } catch (e) {
      setPending(null);
      form.setError('root', { message: errorText(e) });
    }
  };

  const submit = form.handleSubmit(
    async (body) => {
      if (mission) setPending(body);
      else await save(body);
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
      title={mission ? t('engagement.mission_edit_title', { title: localText(mission.title, language, languages) }) : t('engagement.mission_new_title')}
      subtitle={mission ? t('engagement.mission_edit_hint') : t('engagement.mission_new_hint')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={busy}>
            {mission ? t('engagement.save') : t('engagement.mission_create')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="form-grid eng-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t(mission ? 'engagement.mission_edit' : 'engagement.mission_new')}>
        <Section title={t('engagement.section_texts')} hint={t('engagement.texts_hint', { language: languages[0] })}>
          <LanguageSwitch languages={languages} value={language} onChange={setLanguage} hasError={(lang) => hasTextError(errors, lang)} />
          {/* One language at a time; the others keep what was typed. */}
          <div key={language} className="form-grid">
            <TextField
              label={t('engagement.title_in', { language })}
              maxLength={MISSION_TITLE_MAX}
              required={language === languages[0]}
              error={errors.title?.[language]}
              {...register(`title.${language}`)}
            />
            <TextAreaField
              label={t('engagement.description_in', { language })}
              rows={2}
              maxLength={MISSION_DESCRIPTION_MAX}
              optional
              error={errors.description?.[language]}
              {...register(`description.${language}`)}
            />
          </div>
        </Section>

        <Section title={t('engagement.section_goal')}>
          {/* The selects show the watched value: left to the DOM, a select could show its first option while the form holds another. */}
          <div className="form-row">
            <SelectField label={t('engagement.bundle')} hint={t(`engagement.bundle_hint_${values.bundle}`)} {...register('bundle')} value={values.bundle}>
              {MISSION_BUNDLES.map((b) => (
                <option key={b} value={b}>
                  {t(`engagement.bundle_${b}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('engagement.event')} {...register('event')} value={values.event}>
              {MISSION_EVENTS.map((e) => (
                <option key={e} value={e}>
                  {t(`engagement.event_${e}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="form-row">
            {CATEGORY_EVENTS.includes(values.event) && (
              <SelectField label={t('engagement.category')} hint={t('engagement.category_hint')} {...register('category')} value={values.category}>
                <option value="">{t('engagement.every_category')}</option>
                {WAGER_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`promotions.category_${c}`)}
                  </option>
                ))}
              </SelectField>
            )}
            <Field
              label={moneyTarget ? t('engagement.target_money', { currency: money }) : t('engagement.target_count')}
              hint={t(`engagement.target_hint_${values.event}`)}
              required
              error={errors.target}
            >
              {(c) => (
                <UnitInput
                  unit={moneyTarget ? money : t(`engagement.unit_${values.event}`)}
                  control={c}
                  inputMode={moneyTarget ? 'decimal' : 'numeric'}
                  {...register('target')}
                />
              )}
            </Field>
          </div>
        </Section>

        <Section title={t('engagement.section_prize')}>
          <fieldset className="field">
            <legend className="field__label">{t('engagement.prize_kind')}</legend>
            <div className="check-row">
              {MISSION_PRIZE_KINDS.map((k) => (
                <label key={k} className="check">
                  <input type="radio" value={k} {...register('prizeKind')} />
                  {t(`engagement.prize_${k}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            label={values.prizeKind === 'cash' ? t('engagement.prize_cash_amount', { currency: money }) : t('engagement.prize_points_amount')}
            required
            error={errors.prizeAmount}
          >
            {(c) => (
              <UnitInput
                unit={values.prizeKind === 'cash' ? money : t('engagement.points_unit')}
                control={c}
                inputMode={values.prizeKind === 'cash' ? 'decimal' : 'numeric'}
                {...register('prizeAmount')}
              />
            )}
          </Field>
        </Section>

        <Section title={t('engagement.section_shown')}>
          <div className="form-row">
            <TextField label={t('engagement.sort')} hint={t('engagement.sort_hint')} inputMode="numeric" className="is-numeric" error={errors.sort} {...register('sort')} />
            <div className="field">
              <span className="field__label">{t('engagement.shown')}</span>
              <label className="check">
                <input type="checkbox" {...register('active')} />
                {t('engagement.mission_active')}
              </label>
            </div>
          </div>
        </Section>
        <FormError>{errors.root?.message}</FormError>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('engagement.mission_update_title', { title: mission ? localText(mission.title, languages[0]!, languages) : '' })}
        message={t('engagement.mission_update_body')}
        reason="required"
        reasonMaxLength={200}
        confirmLabel={t('engagement.save')}
        busy={update.isPending}
        onConfirm={(reason) => pending && void save(pending, reason ?? '')}
        onCancel={() => setPending(null)}
      />
    </Drawer>
  );
};
