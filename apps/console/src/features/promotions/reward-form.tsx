import { POINT_REWARD_KINDS, type TStaffPointReward } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/drawer';
import { Field, FormError, TextAreaField, TextField, useZodForm } from '@/components/field';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useCreateReward, useUpdateReward, useVipLadder } from './api';
import { count, localText } from './format';
import { RewardPreview } from './mall-parts';
import { useBrand } from './parts';
import {
  REWARD_DESCRIPTION_MAX,
  REWARD_NAME_MAX,
  rewardFormSchema,
  rewardValuesOf,
  toRewardBody,
  type RewardBody,
  type RewardFormValues,
} from './reward-values';

const FORM_ID = 'reward-form';

const hasTextError = (errors: FieldErrors<RewardFormValues>, lang: string) => Boolean(errors.name?.[lang] ?? errors.description?.[lang]);

/**
 * Adds a reward to the points mall or changes one: its name and description
 * per language, picture, kind (cash paid to the wallet, or a physical prize
 * staff send), price in points, cash value in major units, stock and the
 * limit per member; beside it, the reward as members will see it.
 */
export const RewardForm = ({ reward, onClose }: { reward: TStaffPointReward | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const { languages, currency } = useBrand();
  const schema = useMemo(() => rewardFormSchema(languages), [languages]);
  const form = useZodForm(schema, { defaultValues: rewardValuesOf(reward) });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as RewardFormValues;
  const ladder = useVipLadder();
  const create = useCreateReward();
  const update = useUpdateReward();
  const [language, setLanguage] = useState(languages[0]!);
  const busy = create.isPending || update.isPending;
  const cash = values.kind === 'cash';
  const money = currency ?? '';
  const preview = toRewardBody(values);

  const save = async (body: RewardBody) => {
    try {
      const saved = reward ? await update.mutateAsync({ ...body, id: reward.id }) : await create.mutateAsync(body);
      const name = localText(saved.name, languages[0]!, languages);
      toast.success(t(reward ? 'loyalty.reward_saved' : 'loyalty.reward_created', { name }));
      onClose();
    } catch (e) {
      form.setError('root', { message: errorText(e) });
    }
  };

  const submit = form.handleSubmit(save, (invalid) => {
    const withError = languages.find((lang) => hasTextError(invalid, lang));
    if (withError && !hasTextError(invalid, language)) setLanguage(withError);
    form.setError('root', { message: t('loyalty.error_check_fields') });
  });

  return (
    <Drawer
      open
      title={reward ? t('loyalty.reward_edit_title', { name: localText(reward.name, language, languages) }) : t('loyalty.reward_new_title')}
      subtitle={reward ? t('loyalty.reward_redeemed', { n: count(reward.redeemed) }) : t('loyalty.reward_new_hint')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={busy}>
            {reward ? t('loyalty.reward_save') : t('loyalty.reward_create')}
          </Button>
        </>
      }
    >
      <div className="promo-form-wrap">
        <div className="promo-form-layout">
          <form id={FORM_ID} className="form-grid promo-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t(reward ? 'loyalty.reward_edit' : 'loyalty.reward_new')}>
            <section className="promo-section">
              <h3 className="record-panel__section">{t('loyalty.reward_texts')}</h3>
              {languages.length > 1 && (
                <div className="segmented promo-langs" role="group" aria-label={t('promotions.text_language')}>
                  {languages.map((lang, i) => (
                    <button
                      key={lang}
                      type="button"
                      className={`segmented__item${hasTextError(errors, lang) ? ' promo-langs__item--error' : ''}`}
                      aria-pressed={lang === language}
                      onClick={() => setLanguage(lang)}
                      title={i === 0 ? t('promotions.default_language') : undefined}
                    >
                      {lang}
                      {i === 0 && <span aria-hidden="true"> *</span>}
                    </button>
                  ))}
                </div>
              )}
              {/* One language at a time; the others keep what was typed. */}
              <div key={language} className="form-grid">
                <TextField
                  label={t('loyalty.reward_name_in', { language })}
                  maxLength={REWARD_NAME_MAX}
                  required={language === languages[0]}
                  error={errors.name?.[language]}
                  {...register(`name.${language}`)}
                />
                <TextAreaField
                  label={t('loyalty.reward_description_in', { language })}
                  rows={3}
                  maxLength={REWARD_DESCRIPTION_MAX}
                  optional
                  error={errors.description?.[language]}
                  {...register(`description.${language}`)}
                />
              </div>
              <TextField label={t('loyalty.reward_image')} hint={t('loyalty.reward_image_hint')} optional className="mono" maxLength={300} error={errors.imageUrl} {...register('imageUrl')} />
            </section>

            <section className="promo-section">
              <h3 className="record-panel__section">{t('loyalty.reward_price')}</h3>
              <fieldset className="field">
                <legend className="field__label">{t('loyalty.reward_kind')}</legend>
                <div className="check-row">
                  {POINT_REWARD_KINDS.map((k) => (
                    <label key={k} className="check">
                      <input type="radio" value={k} {...register('kind')} />
                      {t(`loyalty.kind_${k}`)}
                    </label>
                  ))}
                </div>
                <p className="field__hint">{t(`loyalty.kind_hint_${values.kind}`)}</p>
              </fieldset>
              <div className="form-row">
                <Field label={t('loyalty.reward_points')} required error={errors.points}>
                  {(c) => (
                    <span className="promo-unit">
                      <input className="input is-numeric" inputMode="numeric" autoComplete="off" {...register('points')} {...c} />
                      <span className="promo-unit__text" aria-hidden="true">
                        {t('loyalty.points_unit')}
                      </span>
                    </span>
                  )}
                </Field>
                {cash && (
                  <Field label={t('loyalty.reward_cash', { currency: money })} hint={t('loyalty.reward_cash_hint')} required error={errors.cashAmount}>
                    {(c) => (
                      <span className="promo-unit">
                        <input className="input is-numeric" inputMode="decimal" autoComplete="off" {...register('cashAmount')} {...c} />
                        <span className="promo-unit__text" aria-hidden="true">
                          {money}
                        </span>
                      </span>
                    )}
                  </Field>
                )}
              </div>
            </section>

            <section className="promo-section">
              <h3 className="record-panel__section">{t('loyalty.reward_limits')}</h3>
              <div className="form-row">
                <TextField
                  label={t('loyalty.reward_stock')}
                  hint={t('loyalty.reward_stock_hint')}
                  optional
                  inputMode="numeric"
                  className="is-numeric"
                  placeholder={t('loyalty.unlimited')}
                  error={errors.stock}
                  {...register('stock')}
                />
                <TextField
                  label={t('loyalty.reward_limit')}
                  hint={t('loyalty.reward_limit_hint')}
                  optional
                  inputMode="numeric"
                  className="is-numeric"
                  placeholder={t('loyalty.no_limit')}
                  error={errors.perMemberLimit}
                  {...register('perMemberLimit')}
                />
              </div>
              <div className="form-row">
                <TextField label={t('promotions.sort')} hint={t('promotions.sort_hint')} inputMode="numeric" className="is-numeric" error={errors.sort} {...register('sort')} />
                <div className="field">
                  <span className="field__label">{t('loyalty.reward_shown')}</span>
                  <label className="check">
                    <input type="checkbox" {...register('active')} />
                    {t('loyalty.reward_active')}
                  </label>
                </div>
              </div>
            </section>
            <FormError>{errors.root?.message}</FormError>
          </form>
          <aside className="promo-form-layout__preview">
            <RewardPreview reward={preview} language={language} pointsPerUnit={ladder.data?.pointsPerUnit ?? null} />
          </aside>
        </div>
      </div>
    </Drawer>
  );
};
