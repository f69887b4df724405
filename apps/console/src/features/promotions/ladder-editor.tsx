import { WAGER_CATEGORIES, type TStaffVipLadder, type TWagerCategory } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useFieldArray, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Field, FormError, useFieldErrorText, useZodForm } from '@/components/field';
import { Icon } from '@/components/icon';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useSaveLadder } from './api';
import { moneyWords } from './format';
import { LadderWords, LevelHead, useLadderWords } from './ladder-parts';
import {
  ladderChanges,
  ladderFormSchema,
  ladderValuesOf,
  LEVEL_NAME_MAX,
  LEVELS_MAX,
  nextLevel,
  toLadderBody,
  type LadderChange,
  type LadderFormValues,
} from './ladder-values';
import { levelName, pointsValue } from './ladder-words';
import { useBrand } from './parts';

const FORM_ID = 'ladder-form';
const MONEY_FIELDS = ['depositThreshold', 'validBetThreshold', 'levelUpGift', 'birthdayGift'] as const;
const MONEY_LABELS = {
  depositThreshold: 'loyalty.col_deposits',
  validBetThreshold: 'loyalty.col_valid_bet',
  levelUpGift: 'loyalty.col_level_up_gift',
  birthdayGift: 'loyalty.col_birthday_gift',
} as const;

/** An input in a table cell: labelled for screen readers (the column and row say it on screen), its unit inside, its error below. */
const CellInput = ({
  label,
  unit,
  error,
  className,
  ref,
  ...input
}: { label: string; unit?: string; error?: string; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) => (
  <span className="vip-cell">
    <span className={unit ? 'promo-unit vip-cell__unit' : undefined}>
      <input
        ref={ref}
        className={`input${className ? ` ${className}` : ''}`}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        {...input}
      />
      {unit && (
        <span className="promo-unit__text" aria-hidden="true">
          {unit}
        </span>
      )}
    </span>
    {error && (
      <span className="field__error" role="alert">
        {error}
      </span>
    )}
  </span>
);

/** Whether some level's name in `lang` is refused. */
const nameError = (errors: FieldErrors<LadderFormValues>, lang: string): boolean =>
  Array.isArray(errors.levels) && errors.levels.some((level) => Boolean(level?.name?.[lang]));

/**
 * The ladder's editor, in the units finance reads: money in major units of
 * the brand's currency, rebates as percents (two decimals at most), points
 * per 100.00 of valid bet as whole numbers; levels added and removed at the
 * top; the plain words below follow what is typed. Saving names the
 * changes and asks for a reason (the audit log keeps it with the before and
 * after).
 */
export const LadderEditor = ({ ladder, onDone }: { ladder: TStaffVipLadder; onDone: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const words = useLadderWords();
  const { languages, currency } = useBrand();
  const context = useMemo(() => ({ languages }), [languages]);
  const schema = useMemo(() => ladderFormSchema(context), [context]);
  const form = useZodForm(schema, { defaultValues: ladderValuesOf(ladder) });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const levels = useFieldArray({ control, name: 'levels' });
  const values = useWatch({ control }) as LadderFormValues;
  const save = useSaveLadder();
  const [language, setLanguage] = useState(languages[0]!);
  // A valid ladder waits here for its reason.
  const [pending, setPending] = useState<TStaffVipLadder | null>(null);
  const preview = toLadderBody(values);
  const changes = ladderChanges(ladder, preview);
  const money = currency ?? '';
  const top = levels.fields.length - 1;
  const nameOf = (i: number) => levelName({ level: i, name: preview.levels[i]?.name ?? {} }, words);

  const submit = form.handleSubmit(
    (body) => setPending(body),
    (invalid) => {
      // A name missing in a language not on screen: show that language.
      const withError = languages.find((lang) => nameError(invalid, lang));
      if (withError && !nameError(invalid, language)) setLanguage(withError);
      form.setError('root', { message: t('loyalty.error_check_fields') });
    },
  );

  const send = async (reason: string) => {
    if (!pending) return;
    try {
      await save.mutateAsync({ ladder: pending, reason });
      toast.success(t('loyalty.ladder_saved'));
      onDone();
    } catch (e) {
      setPending(null);
      form.setError('root', { message: errorText(e) });
    }
  };

  const changeText = (change: LadderChange) => {
    switch (change.kind) {
      case 'conversion':
        return t('loyalty.change_conversion');
      case 'changed':
        return t('loyalty.change_level', { level: change.level, name: nameOf(change.level), parts: change.parts.map((p) => t(`loyalty.part_${p}`)).join(', ') });
      case 'added':
        return t('loyalty.change_added', { level: change.level, name: nameOf(change.level) });
      default:
        return t('loyalty.change_removed', { level: change.level, name: levelName(ladder.levels[change.level]!, words) });
    }
  };

  const ratesEditor = (kind: 'rebateRates' | 'pointRates') => {
    const rebate = kind === 'rebateRates';
    const title = rebate ? t('loyalty.rebate_rates') : t('loyalty.point_rates', { unit: moneyWords('10000', words.symbol) });
    return (
      <section className="card" aria-label={title}>
        <h2 className="card__title">{title}</h2>
        <p className="card__hint muted">{rebate ? t('loyalty.rebate_rates_edit_hint') : t('loyalty.point_rates_edit_hint')}</p>
        <div className="table-scroll">
          <table className="plain-table vip-matrix vip-edit">
            <thead>
              <tr>
                <th scope="col">{t('loyalty.game_category')}</th>
                {levels.fields.map((field, i) => (
                  <th key={field.id} scope="col" className="is-numeric">
                    <LevelHead level={i} name={nameOf(i)} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WAGER_CATEGORIES.map((category: TWagerCategory) => {
                const categoryName = t(`promotions.category_${category}`);
                return (
                  <tr key={category}>
                    <th scope="row">{categoryName}</th>
                    {levels.fields.map((field, i) => (
                      <td key={field.id}>
                        <CellInput
                          label={t(rebate ? 'loyalty.rebate_of' : 'loyalty.points_of', { level: i, category: categoryName })}
                          unit={rebate ? '%' : undefined}
                          inputMode={rebate ? 'decimal' : 'numeric'}
                          placeholder="0"
                          className="is-numeric"
                          error={fieldError(errors.levels?.[i]?.[kind]?.[category] as FieldError | undefined)}
                          {...register(`levels.${i}.${kind}.${category}`)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    );
  };

  return (
    <form id={FORM_ID} className="report-stack vip-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('loyalty.edit_ladder')}>
      <p className="notice notice--info">{t('loyalty.edit_lead', { currency: money })}</p>
      <section className="card" aria-label={t('loyalty.levels')}>
        <div className="card__head">
          <h2 className="card__title">{t('loyalty.levels')}</h2>
          {languages.length > 1 && (
            <div className="segmented" role="group" aria-label={t('loyalty.name_language')}>
              {languages.map((lang, i) => (
                <button
                  key={lang}
                  type="button"
                  className={`segmented__item${nameError(errors, lang) ? ' promo-langs__item--error' : ''}`}
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
        </div>
        <div className="table-scroll">
          <table className="plain-table vip-levels vip-edit">
            <thead>
              <tr>
                <th scope="col">{t('loyalty.col_level')}</th>
                <th scope="col">{t('loyalty.col_name_in', { language })}</th>
                {MONEY_FIELDS.map((f) => (
                  <th key={f} scope="col" className="is-numeric">
                    {t(MONEY_LABELS[f])} {money && <span className="muted">({money})</span>}
                  </th>
                ))}
                <th scope="col" className="is-numeric">
                  {t('loyalty.col_withdraw_max')} {money && <span className="muted">({money})</span>}
                </th>
                <th scope="col" className="is-numeric">
                  {t('loyalty.col_withdraw_count')}
                </th>
                <th scope="col">
                  <span className="promo-sr">{t('loyalty.remove_level')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {levels.fields.map((field, i) => (
                <tr key={field.id}>
                  <td>
                    <span className="vip-badge">L{i}</span>
                  </td>
                  <td>
                    <CellInput
                      key={language}
                      label={t('loyalty.name_of', { level: i, language })}
                      maxLength={LEVEL_NAME_MAX}
                      className="vip-cell__name"
                      error={fieldError(errors.levels?.[i]?.name?.[language])}
                      {...register(`levels.${i}.name.${language}`)}
                    />
                  </td>
                  {MONEY_FIELDS.map((f) => (
                    <td key={f}>
                      <CellInput
                        label={t('loyalty.money_of', { level: i, what: t(MONEY_LABELS[f]), currency: money })}
                        inputMode="decimal"
                        placeholder="0"
                        className="is-numeric vip-cell__money"
                        error={fieldError(errors.levels?.[i]?.[f])}
                        {...register(`levels.${i}.${f}`)}
                      />
                    </td>
                  ))}
                  <td>
                    <CellInput
                      label={t('loyalty.money_of', { level: i, what: t('loyalty.col_withdraw_max'), currency: money })}
                      inputMode="decimal"
                      placeholder={t('loyalty.withdraw_brand')}
                      className="is-numeric vip-cell__money"
                      error={fieldError(errors.levels?.[i]?.withdrawDailyMax)}
                      {...register(`levels.${i}.withdrawDailyMax`)}
                    />
                  </td>
                  <td>
                    <CellInput
                      label={t('loyalty.count_of', { level: i, what: t('loyalty.col_withdraw_count') })}
                      inputMode="numeric"
                      placeholder={t('loyalty.withdraw_brand')}
                      className="is-numeric vip-cell__money"
                      error={fieldError(errors.levels?.[i]?.withdrawDailyCount)}
                      {...register(`levels.${i}.withdrawDailyCount`)}
                    />
                  </td>
                  <td>
                    {i === top && i > 0 && (
                      <button
                        type="button"
                        className="icon-button icon-button--sm"
                        onClick={() => levels.remove(i)}
                        aria-label={t('loyalty.remove_level_n', { level: i })}
                        title={t('loyalty.remove_level_n', { level: i })}
                      >
                        <Icon name="close" size={14} />
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="vip-edit__actions">
          <Button variant="outline" size="sm" disabled={levels.fields.length >= LEVELS_MAX} onClick={() => levels.append(nextLevel(values.levels.at(-1)))}>
            {t('loyalty.add_level', { level: levels.fields.length })}
          </Button>
          <p className="field__hint">{t('loyalty.levels_edit_hint')}</p>
        </div>
      </section>
      {ratesEditor('rebateRates')}
      {ratesEditor('pointRates')}
      <section className="card" aria-label={t('loyalty.conversion')}>
        <h2 className="card__title">{t('loyalty.conversion')}</h2>
        <div className="form-row vip-conversion">
          <Field label={t('loyalty.points_per_unit', { unit: moneyWords('100', words.symbol) })} hint={t('loyalty.points_per_unit_hint')} required error={errors.pointsPerUnit}>
            {(c) => <input className="input is-numeric" inputMode="numeric" autoComplete="off" {...register('pointsPerUnit')} {...c} />}
          </Field>
          <Field
            label={t('loyalty.min_convert')}
            hint={
              preview.pointsPerUnit > 0 && preview.minConvert > 0
                ? t('loyalty.min_convert_worth', { amount: moneyWords(pointsValue(preview.minConvert, preview.pointsPerUnit), words.symbol) })
                : t('loyalty.min_convert_hint')
            }
            required
            error={errors.minConvert}
          >
            {(c) => <input className="input is-numeric" inputMode="numeric" autoComplete="off" {...register('minConvert')} {...c} />}
          </Field>
        </div>
      </section>
      <LadderWords ladder={preview} />
      <FormError>{errors.root?.message}</FormError>
      <div className="save-bar" role="region" aria-label={t('loyalty.editing_region')}>
        <span className="save-bar__text">{changes.length > 0 ? t('loyalty.changes_n', { n: changes.length }) : t('loyalty.no_changes')}</span>
        <div className="save-bar__actions">
          <Button variant="ghost" size="sm" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t('loyalty.save_ladder')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t('loyalty.save_title')}
        message={
          <>
            {changes.length > 0 ? (
              <ul className="vip-changes">
                {changes.map((change, i) => (
                  <li key={i}>{changeText(change)}</li>
                ))}
              </ul>
            ) : (
              <p>{t('loyalty.change_nothing')}</p>
            )}
            <p>{t('loyalty.save_body')}</p>
          </>
        }
        reason="required"
        reasonMaxLength={200}
        confirmLabel={t('loyalty.save_ladder')}
        busy={save.isPending}
        onConfirm={(reason) => void send(reason ?? '')}
        onCancel={() => setPending(null)}
      />
    </form>
  );
};
