import {
  FREE_SPINS_MAX,
  PROMOTION_CATEGORIES,
  PROMOTION_REWARD_KINDS,
  PROMOTION_STATUSES,
  PROMOTION_TEXT_MAX,
  PROMOTION_TRIGGERS,
  WAGER_CATEGORIES,
  WAGERING_MULTIPLIER_MAX,
  type TStaffPromotion,
} from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFieldArray, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Drawer } from '@/components/drawer';
import { Field, FormError, SelectField, TextAreaField, TextField, useFieldErrorText, useZodForm, type FieldControlProps } from '@/components/field';
import { Icon } from '@/components/icon';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { gmtLabel } from '@/lib/time';
import { STUDIO_SLOTS, useCreatePromotion, useMissionChoices, useStudioSlots, useUpdatePromotion } from './api';
import { formValuesOf, freeSpinsOf, isFixedKind, promotionFormSchema, spinsCost, toPromotionBody, type PromotionBody, type PromotionFormValues } from './form-values';
import { canonical, isDepositTrigger, localText, moneyWords } from './format';
import { PromotionStatus, useBrand } from './parts';
import { TermsPreview } from './terms-preview';

const FORM_ID = 'promotion-form';

/** The parts of a promotion a change is named by in the confirmation (each a set of the body's fields). */
const CHANGE_PARTS = {
  basics: ['code', 'category', 'sort'],
  texts: ['title', 'summary', 'terms', 'bannerUrl'],
  window: ['startsAt', 'endsAt'],
  trigger: ['trigger', 'promoCode'],
  reward: ['reward'],
  limits: ['budgetTotal', 'receiversMax', 'autoApproveMax', 'onePerIdentity', 'audience'],
  status: ['status'],
} as const satisfies Record<string, readonly (keyof PromotionBody)[]>;

/** The parts an edit changes (a change of nothing still saves: the audit log says who looked and why). */
export function changedParts(before: TStaffPromotion, after: PromotionBody): (keyof typeof CHANGE_PARTS)[] {
  return (Object.keys(CHANGE_PARTS) as (keyof typeof CHANGE_PARTS)[]).filter((part) =>
    CHANGE_PARTS[part].some((field) => canonical(before[field]) !== canonical(after[field])),
  );
}

/** An input with its unit beside it (%, ×, days, the currency); the label says the unit too, for screen readers. */
const UnitInput = ({ unit, control, ...input }: { unit: string; control: FieldControlProps } & InputHTMLAttributes<HTMLInputElement>) => (
  <span className="promo-unit">
    <input className="input is-numeric" inputMode="decimal" autoComplete="off" {...input} {...control} />
    <span className="promo-unit__text" aria-hidden="true">
      {unit}
    </span>
  </span>
);

const Section = ({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) => (
  <section className="promo-section">
    <h3 className="record-panel__section">{title}</h3>
    {hint && <p className="field__hint promo-section__hint">{hint}</p>}
    {children}
  </section>
);

const hasTextError = (errors: FieldErrors<PromotionFormValues>, lang: string) =>
  Boolean(errors.title?.[lang] ?? errors.summary?.[lang] ?? errors.terms?.[lang]);

/**
 * Defines a promotion or changes one, in the units a finance team reads:
 * money in major units of the brand's currency, a percent of the deposit as
 * a percent, wagering weights as whole percents per game category and per
 * game (0 excludes it), times on the brand's clock, and beside the fields
 * the terms as members will read them. A change asks for a reason (the
 * audit log keeps it with the before and after).
 */
export const PromotionForm = ({ promotion, onClose }: { promotion: TStaffPromotion | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const brand = useBrand();
  const { languages, offset, currency } = brand;
  const context = useMemo(() => ({ languages, offset }), [languages, offset]);
  const schema = useMemo(() => promotionFormSchema(context), [context]);
  const form = useZodForm(schema, { defaultValues: formValuesOf(promotion, context) });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const games = useFieldArray({ control, name: 'reward.gameWeights' });
  const values = useWatch({ control }) as PromotionFormValues;
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const [language, setLanguage] = useState(languages[0]!);
  // An edit waits here for its reason.
  const [pendingBody, setPendingBody] = useState<PromotionBody | null>(null);
  const money = currency ?? '';

  const trigger = values.trigger.kind;
  const depositTrigger = isDepositTrigger(trigger);
  const bonus = values.reward.kind === 'bonus';
  const rewardKind = values.reward.kind;
  const fixedKind = isFixedKind(rewardKind);
  const preview = toPromotionBody(values, context);
  // What the mission and free-spins fields choose from, loaded when they are shown.
  const missions = useMissionChoices(trigger === 'mission_done');
  const slots = useStudioSlots(rewardKind === 'free_spins');
  const missionChoices = (missions.data?.list ?? []).map((m) => ({ id: String(m.id), title: localText(m.title, brand.language, languages) || `#${m.id}` }));
  const missionId = values.trigger.missionId;
  if (missionId && !missionChoices.some((m) => m.id === missionId)) missionChoices.push({ id: missionId, title: `#${missionId}` });
  // The games list may not be readable to this staff member: the studio's slots are known by code all the same.
  const slotChoices = slots.data?.length ? [...slots.data] : STUDIO_SLOTS.map((code) => ({ code, name: code }));
  const spinsGame = values.reward.spinsGame;
  if (spinsGame && !slotChoices.some((g) => g.code === spinsGame)) slotChoices.push({ code: spinsGame, name: spinsGame });
  const spins = rewardKind === 'free_spins' ? freeSpinsOf(values.reward) : null;
  const termsContext = {
    ...brand.terms,
    missionTitle: missionChoices.find((m) => m.id === missionId)?.title,
    gameName: slotChoices.find((g) => g.code === spinsGame)?.name,
  };

  const save = async (body: PromotionBody, reason?: string) => {
    try {
      const saved = promotion && reason !== undefined ? await update.mutateAsync({ ...body, id: promotion.id, reason }) : await create.mutateAsync(body);
      toast.success(t(promotion ? 'promotions.saved_toast' : 'promotions.created_toast', { code: saved.code }));
      onClose();
    } catch (e) {
      setPendingBody(null);
      form.setError('root', { message: errorText(e) });
    }
  };

  const submit = form.handleSubmit(
    async (body) => {
      if (promotion) setPendingBody(body);
      else await save(body);
    },
    (invalid) => {
      // A text of a language not on screen: show that language.
      const withError = languages.find((lang) => hasTextError(invalid, lang));
      if (withError && !hasTextError(invalid, language)) setLanguage(withError);
      form.setError('root', { message: t('promotions.error_check_fields') });
    },
  );

  const weightError = (name: 'game' | 'weight', i: number) => fieldError(errors.reward?.gameWeights?.[i]?.[name] as FieldError | undefined);
  const changes = promotion && pendingBody ? changedParts(promotion, pendingBody) : [];
  const busy = create.isPending || update.isPending;

  return (
    <Drawer
      open
      title={promotion ? t('promotions.edit_title', { code: promotion.code }) : t('promotions.new_title')}
      subtitle={promotion ? <PromotionStatus status={promotion.status} /> : t('promotions.new_hint')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={busy}>
            {promotion ? t('promotions.save') : t('promotions.create')}
          </Button>
        </>
      }
    >
      <div className="promo-form-wrap">
        <div className="promo-form-layout">
          <form id={FORM_ID} className="form-grid promo-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t(promotion ? 'promotions.edit' : 'promotions.new')}>
            <Section title={t('promotions.section_basics')}>
              {/* The selects show the watched value: left to the DOM, a select could show its first option while the form holds another. */}
              <div className="form-row">
                <TextField label={t('promotions.code')} hint={t('promotions.code_hint')} className="mono" maxLength={40} required error={errors.code} {...register('code')} />
                <SelectField label={t('promotions.category')} {...register('category')} value={values.category}>
                  {PROMOTION_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`promotions.cat_${c}`)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <div className="form-row">
                <SelectField label={t('promotions.status')} hint={t(`promotions.status_hint_${values.status}`)} {...register('status')} value={values.status}>
                  {PROMOTION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`promotions.status_${s}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField label={t('promotions.sort')} hint={t('promotions.sort_hint')} inputMode="numeric" className="is-numeric" error={errors.sort} {...register('sort')} />
              </div>
            </Section>

            <Section title={t('promotions.section_texts')} hint={t('promotions.texts_hint', { language: languages[0] })}>
              <div className="segmented promo-langs" role="group" aria-label={t('promotions.text_language')}>
                {languages.map((lang, i) => {
                  const written = Boolean(values.title[lang]?.trim());
                  return (
                    <button
                      key={lang}
                      type="button"
                      className={`segmented__item${hasTextError(errors, lang) ? ' promo-langs__item--error' : ''}`}
                      aria-pressed={lang === language}
                      onClick={() => setLanguage(lang)}
                      title={i === 0 ? t('promotions.default_language') : written ? undefined : t('promotions.language_unwritten')}
                    >
                      {lang}
                      {i === 0 && <span aria-hidden="true"> *</span>}
                      {i > 0 && !written && <span className="promo-langs__empty" aria-hidden="true"> ○</span>}
                    </button>
                  );
                })}
              </div>
              {/* One language at a time; the others keep what was typed. */}
              <div key={language} className="form-grid">
                <TextField
                  label={t('promotions.title_in', { language })}
                  maxLength={PROMOTION_TEXT_MAX.title}
                  required={language === languages[0]}
                  error={errors.title?.[language]}
                  {...register(`title.${language}`)}
                />
                <TextAreaField
                  label={t('promotions.summary_in', { language })}
                  rows={2}
                  maxLength={PROMOTION_TEXT_MAX.summary}
                  required={language === languages[0]}
                  error={fieldError(errors.summary?.[language])}
                  {...register(`summary.${language}`)}
                />
                <TextAreaField
                  label={t('promotions.terms_in', { language })}
                  hint={t('promotions.terms_hint')}
                  rows={6}
                  maxLength={PROMOTION_TEXT_MAX.terms}
                  required={language === languages[0]}
                  error={fieldError(errors.terms?.[language])}
                  {...register(`terms.${language}`)}
                />
              </div>
              <TextField label={t('promotions.banner')} hint={t('promotions.banner_hint')} optional className="mono" maxLength={300} error={errors.bannerUrl} {...register('bannerUrl')} />
            </Section>

            <Section title={t('promotions.section_window')} hint={t('promotions.window_hint', { zone: gmtLabel(offset) })}>
              <div className="form-row">
                <TextField label={t('promotions.starts')} type="datetime-local" required error={errors.startsAt} {...register('startsAt')} />
                <TextField label={t('promotions.ends')} hint={t('promotions.ends_hint')} type="datetime-local" optional error={errors.endsAt} {...register('endsAt')} />
              </div>
            </Section>

            <Section title={t('promotions.section_trigger')}>
              <SelectField label={t('promotions.trigger')} hint={t(`promotions.trigger_hint_${trigger}`)} {...register('trigger.kind')} value={trigger}>
                {PROMOTION_TRIGGERS.map((k) => (
                  <option key={k} value={k}>
                    {t(`promotions.trigger_${k}`)}
                  </option>
                ))}
              </SelectField>
              {(trigger === 'nth_deposit' || depositTrigger || trigger === 'promo_code') && (
                <div className="form-row">
                  {trigger === 'nth_deposit' && (
                    <Field label={t('promotions.deposit_nth_label')} hint={t('promotions.deposit_nth_hint')} required error={errors.trigger?.depositNth}>
                      {(c) => <UnitInput unit="#" control={c} inputMode="numeric" {...register('trigger.depositNth')} />}
                    </Field>
                  )}
                  {depositTrigger && (
                    <Field label={t('promotions.min_deposit', { currency: money })} hint={t('promotions.min_deposit_hint')} optional error={errors.trigger?.minDeposit}>
                      {(c) => <UnitInput unit={money} control={c} placeholder="0" {...register('trigger.minDeposit')} />}
                    </Field>
                  )}
                  {trigger === 'promo_code' && (
                    <TextField label={t('promotions.promo_code')} hint={t('promotions.promo_code_hint')} className="mono" required maxLength={32} error={errors.promoCode} {...register('promoCode')} />
                  )}
                </div>
              )}
              {trigger === 'mission_done' && (
                <SelectField
                  label={t('promotions.mission')}
                  hint={missions.isError ? t('promotions.mission_load_failed') : t('promotions.mission_hint')}
                  error={errors.trigger?.missionId}
                  {...register('trigger.missionId')}
                  value={missionId}
                >
                  <option value="">{t('promotions.mission_any')}</option>
                  {missionChoices.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.title}
                    </option>
                  ))}
                </SelectField>
              )}
              {trigger === 'points_spent' && (
                <Field label={t('promotions.min_points')} hint={t('promotions.min_points_hint')} required error={errors.trigger?.minPoints}>
                  {(c) => <UnitInput unit={t('promotions.points_unit')} control={c} inputMode="numeric" {...register('trigger.minPoints')} />}
                </Field>
              )}
            </Section>

            <Section title={t('promotions.section_reward')}>
              <fieldset className="field">
                <legend className="field__label">{t('promotions.reward_kind')}</legend>
                <div className="check-row">
                  {PROMOTION_REWARD_KINDS.map((k) => (
                    <label key={k} className="check">
                      <input type="radio" value={k} {...register('reward.kind')} />
                      {t(`promotions.reward_${k}`)}
                    </label>
                  ))}
                </div>
                <p className="field__hint">{t(`promotions.reward_hint_${values.reward.kind}`)}</p>
              </fieldset>
              {rewardKind === 'points' && (
                <Field label={t('promotions.points_amount')} hint={t('promotions.points_amount_hint')} required error={errors.reward?.points}>
                  {(c) => <UnitInput unit={t('promotions.points_unit')} control={c} inputMode="numeric" {...register('reward.points')} />}
                </Field>
              )}
              {rewardKind === 'free_spins' && (
                <>
                  <SelectField
                    label={t('promotions.spins_game')}
                    hint={t('promotions.spins_game_hint')}
                    required
                    error={errors.reward?.spinsGame}
                    {...register('reward.spinsGame')}
                    value={spinsGame}
                  >
                    <option value="">{t('promotions.spins_game_choose')}</option>
                    {slotChoices.map((g) => (
                      <option key={g.code} value={g.code}>
                        {g.name}
                      </option>
                    ))}
                  </SelectField>
                  <div className="form-row">
                    <Field label={t('promotions.spins_rounds')} hint={t('promotions.spins_rounds_hint', { max: FREE_SPINS_MAX })} required error={errors.reward?.spinsRounds}>
                      {(c) => <UnitInput unit="×" control={c} inputMode="numeric" {...register('reward.spinsRounds')} />}
                    </Field>
                    <Field label={t('promotions.spins_stake', { currency: money })} hint={t('promotions.spins_stake_hint')} required error={errors.reward?.spinsStake}>
                      {(c) => <UnitInput unit={money} control={c} {...register('reward.spinsStake')} />}
                    </Field>
                    <Field label={t('promotions.spins_days')} hint={t('promotions.spins_days_hint')} required error={errors.reward?.expiryDays}>
                      {(c) => <UnitInput unit={t('promotions.days')} control={c} inputMode="numeric" {...register('reward.expiryDays')} />}
                    </Field>
                  </div>
                  <p className="field__hint" data-testid="spins-cost">
                    {spins
                      ? t('promotions.spins_cost', { rounds: spins.rounds, stake: moneyWords(spins.stake, brand.terms.symbol), cost: moneyWords(spinsCost(spins), brand.terms.symbol) })
                      : t('promotions.spins_cost_unset')}
                  </p>
                </>
              )}
              {!fixedKind && (
                <div className="form-row">
                  <Field
                    label={t('promotions.fixed_amount', { currency: money })}
                    hint={
                      depositTrigger
                        ? t('promotions.fixed_amount_hint_deposit')
                        : trigger === 'application'
                          ? t('promotions.fixed_amount_hint_application')
                          : t('promotions.fixed_amount_hint')
                    }
                    optional={depositTrigger || trigger === 'application'}
                    required={!depositTrigger && trigger !== 'application'}
                    error={errors.reward?.fixedAmount}
                  >
                    {(c) => <UnitInput unit={money} control={c} placeholder="0" {...register('reward.fixedAmount')} />}
                  </Field>
                  {depositTrigger && (
                    <Field label={t('promotions.percent')} hint={t('promotions.percent_hint')} optional error={errors.reward?.percent}>
                      {(c) => <UnitInput unit="%" control={c} placeholder="0" {...register('reward.percent')} />}
                    </Field>
                  )}
                  <Field label={t('promotions.max_amount', { currency: money })} hint={t('promotions.max_amount_hint')} required error={errors.reward?.maxAmount}>
                    {(c) => <UnitInput unit={money} control={c} {...register('reward.maxAmount')} />}
                  </Field>
                </div>
              )}
            </Section>

            {bonus && (
              <Section title={t('promotions.section_bonus')} hint={t('promotions.bonus_hint')}>
                <div className="form-row">
                  <Field label={t('promotions.wagering')} hint={t('promotions.wagering_hint', { max: WAGERING_MULTIPLIER_MAX })} error={errors.reward?.wageringMultiplier}>
                    {(c) => <UnitInput unit="×" control={c} inputMode="numeric" placeholder="0" {...register('reward.wageringMultiplier')} />}
                  </Field>
                  <Field label={t('promotions.expiry_days')} hint={t('promotions.expiry_days_hint')} required error={errors.reward?.expiryDays}>
                    {(c) => <UnitInput unit={t('promotions.days')} control={c} inputMode="numeric" {...register('reward.expiryDays')} />}
                  </Field>
                </div>
                <div className="form-row">
                  <Field label={t('promotions.max_bet', { currency: money })} hint={t('promotions.max_bet_hint')} optional error={errors.reward?.maxBet}>
                    {(c) => <UnitInput unit={money} control={c} placeholder={t('promotions.none')} {...register('reward.maxBet')} />}
                  </Field>
                  <Field label={t('promotions.conversion_cap')} hint={t('promotions.conversion_cap_hint')} optional error={errors.reward?.conversionCapMultiplier}>
                    {(c) => <UnitInput unit="×" control={c} inputMode="numeric" placeholder={t('promotions.none')} {...register('reward.conversionCapMultiplier')} />}
                  </Field>
                </div>

                <fieldset className="field">
                  <legend className="field__label">{t('promotions.category_weights')}</legend>
                  <p className="field__hint">{t('promotions.category_weights_hint')}</p>
                  <div className="table-scroll">
                    <table className="plain-table promo-weights">
                      <thead>
                        <tr>
                          <th scope="col">{t('promotions.game_category')}</th>
                          <th scope="col" className="is-numeric">
                            {t('promotions.counts')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {WAGER_CATEGORIES.map((category) => {
                          const error = fieldError(errors.reward?.categoryWeights?.[category]);
                          return (
                            <tr key={category}>
                              <th scope="row">
                                {t(`promotions.category_${category}`)} <span className="mono muted">{category}</span>
                              </th>
                              <td className="promo-weights__cell">
                                <span className="promo-unit promo-unit--sm">
                                  <input
                                    className="input is-numeric"
                                    inputMode="numeric"
                                    placeholder="100"
                                    aria-label={t('promotions.weight_of', { name: t(`promotions.category_${category}`) })}
                                    aria-invalid={error ? true : undefined}
                                    {...register(`reward.categoryWeights.${category}`)}
                                  />
                                  <span className="promo-unit__text" aria-hidden="true">
                                    %
                                  </span>
                                </span>
                                {error && (
                                  <span className="field__error" role="alert">
                                    {error}
                                  </span>
                                )}
                              </td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </div>
                </fieldset>

                <fieldset className="field">
                  <legend className="field__label">{t('promotions.game_weights')}</legend>
                  <p className="field__hint">{t('promotions.game_weights_hint')}</p>
                  {games.fields.length > 0 && (
                    <div className="table-scroll">
                      <table className="plain-table promo-weights">
                        <thead>
                          <tr>
                            <th scope="col">{t('promotions.game_code')}</th>
                            <th scope="col" className="is-numeric">
                              {t('promotions.counts')}
                            </th>
                            <th scope="col">
                              <span className="promo-sr">{t('promotions.remove')}</span>
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {games.fields.map((row, i) => {
                            const gameError = weightError('game', i);
                            const weightErr = weightError('weight', i);
                            const excluded = values.reward.gameWeights[i]?.weight.trim() === '0';
                            return (
                              <tr key={row.id}>
                                <td className="promo-weights__cell">
                                  <input
                                    className="input mono"
                                    aria-label={t('promotions.game_n', { n: i + 1 })}
                                    aria-invalid={gameError ? true : undefined}
                                    maxLength={64}
                                    {...register(`reward.gameWeights.${i}.game`)}
                                  />
                                  {gameError && (
                                    <span className="field__error" role="alert">
                                      {gameError}
                                    </span>
                                  )}
                                </td>
                                <td className="promo-weights__cell">
                                  <span className="promo-unit promo-unit--sm">
                                    <input
                                      className="input is-numeric"
                                      inputMode="numeric"
                                      aria-label={t('promotions.game_weight_n', { n: i + 1 })}
                                      aria-invalid={weightErr ? true : undefined}
                                      {...register(`reward.gameWeights.${i}.weight`)}
                                    />
                                    <span className="promo-unit__text" aria-hidden="true">
                                      %
                                    </span>
                                  </span>
                                  {excluded && <span className="promo-excluded">{t('promotions.excluded')}</span>}
                                  {weightErr && (
                                    <span className="field__error" role="alert">
                                      {weightErr}
                                    </span>
                                  )}
                                </td>
                                <td>
                                  <button
                                    type="button"
                                    className="icon-button icon-button--sm"
                                    onClick={() => games.remove(i)}
                                    aria-label={t('promotions.remove_game_n', { n: i + 1 })}
                                    title={t('promotions.remove_game_n', { n: i + 1 })}
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
                  )}
                  <div className="promo-game-actions">
                    <Button variant="outline" size="sm" onClick={() => games.append({ game: '', weight: '0' })}>
                      {t('promotions.add_exclusion')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => games.append({ game: '', weight: '' })}>
                      {t('promotions.add_game_weight')}
                    </Button>
                  </div>
                </fieldset>
              </Section>
            )}

            <Section title={t('promotions.section_limits')}>
              <div className="form-row">
                <Field label={t('promotions.budget_total', { currency: money })} hint={t('promotions.budget_total_hint')} optional error={errors.budgetTotal}>
                  {(c) => <UnitInput unit={money} control={c} placeholder={t('promotions.no_cap')} {...register('budgetTotal')} />}
                </Field>
                <Field label={t('promotions.receivers_max')} hint={t('promotions.receivers_max_hint')} optional error={errors.receiversMax}>
                  {(c) => <UnitInput unit={t('promotions.members')} control={c} inputMode="numeric" placeholder={t('promotions.no_cap')} {...register('receiversMax')} />}
                </Field>
              </div>
              <Field label={t('promotions.auto_approve', { currency: money })} hint={t('promotions.auto_approve_hint')} optional error={errors.autoApproveMax}>
                {(c) => <UnitInput unit={money} control={c} placeholder="0" {...register('autoApproveMax')} />}
              </Field>
              <div className="check-row promo-checks">
                <label className="check">
                  <input type="checkbox" {...register('onePerIdentity')} />
                  {t('promotions.one_per_identity')}
                </label>
                <label className="check">
                  <input type="checkbox" {...register('audience.newMembersOnly')} />
                  {t('promotions.new_members_only')}
                </label>
              </div>
              <TextField label={t('promotions.tags')} hint={t('promotions.tags_hint')} optional error={errors.audience?.tags} {...register('audience.tags')} />
            </Section>
            <FormError>{errors.root?.message}</FormError>
          </form>
          <aside className="promo-form-layout__preview">
            <TermsPreview
              source={preview}
              context={termsContext}
              language={language}
              title={values.title[language]?.trim() || localText(preview.title, language, languages)}
              summary={values.summary[language]?.trim() || localText(preview.summary, language, languages)}
              terms={values.terms[language]?.trim() || localText(preview.terms, language, languages)}
            />
          </aside>
        </div>
      </div>
      <ConfirmDialog
        open={pendingBody !== null}
        title={t('promotions.update_title', { code: promotion?.code ?? '' })}
        message={
          <>
            <p>{changes.length > 0 ? t('promotions.update_changes', { parts: changes.map((p) => t(`promotions.part_${p}`)).join(', ') }) : t('promotions.update_nothing')}</p>
            <p>{t('promotions.update_body')}</p>
          </>
        }
        reason="required"
        reasonMaxLength={200}
        confirmLabel={t('promotions.save')}
        busy={update.isPending}
        onConfirm={(reason) => pendingBody && void save(pendingBody, reason ?? '')}
        onCancel={() => setPendingBody(null)}
      />
    </Drawer>
  );
};
