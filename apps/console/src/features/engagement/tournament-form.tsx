import { RECURRENCES, TOURNAMENT_METRICS, WAGER_CATEGORIES, type TStaffTournament } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState } from 'react';
import { useFieldArray, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Drawer } from '@/components/drawer';
import { Field, FormError, SelectField, TextAreaField, TextField, useFieldErrorText, useZodForm } from '@/components/field';
import { Icon } from '@/components/icon';
import { Money } from '@/components/money';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { gmtLabel } from '@/lib/time';
import { useCreateTournament, useUpdateTournament } from './api';
import { count, localText, parseAmount } from './format';
import { CellError, LanguageSwitch, Section, UnitInput, useBrand } from './parts';
import {
  PRIZE_ROWS_MAX,
  prizePlaces,
  prizePool,
  RANK_MAX,
  TOURNAMENT_DESCRIPTION_MAX,
  TOURNAMENT_TITLE_MAX,
  tournamentFormSchema,
  tournamentValuesOf,
  type TournamentBody,
  type TournamentFormValues,
} from './tournament-values';

const FORM_ID = 'tournament-form';

const hasTextError = (errors: FieldErrors<TournamentFormValues>, lang: string) => Boolean(errors.title?.[lang] ?? errors.description?.[lang]);

/**
 * Schedules a tournament or changes one that has not started: its texts per
 * language, what ranks the members (amount wagered, rounds played, best
 * multiplier), a game category, the least stake that counts, its window on
 * the brand's clock and the prize table (places following each other from
 * 1, each row's amount paid to every place in it). A change asks for a reason.
 */
export const TournamentForm = ({ tournament, onClose }: { tournament: TStaffTournament | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const { languages, offset, money } = useBrand();
  const context = useMemo(() => ({ languages, offset }), [languages, offset]);
  const schema = useMemo(() => tournamentFormSchema(context), [context]);
  const form = useZodForm(schema, { defaultValues: tournamentValuesOf(tournament, context) });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const prizes = useFieldArray({ control, name: 'prizes' });
  const values = useWatch({ control }) as TournamentFormValues;
  const create = useCreateTournament();
  const update = useUpdateTournament();
  const [language, setLanguage] = useState(languages[0]!);
  // An edit waits here for its reason.
  const [pending, setPending] = useState<TournamentBody | null>(null);
  const busy = create.isPending || update.isPending;
  const places = prizePlaces(values.prizes);
  const last = places.at(-1);
  const nextPlace = last ? (last.toRank ?? last.fromRank) + 1 : 1;

  const save = async (body: TournamentBody, reason?: string) => {
    try {
      const saved = tournament && reason !== undefined ? await update.mutateAsync({ ...body, id: tournament.id, reason }) : await create.mutateAsync(body);
      toast.success(t(tournament ? 'engagement.tournament_saved' : 'engagement.tournament_created', { title: localText(saved.title, languages[0]!, languages) }));
      onClose();
    } catch (e) {
      setPending(null);
      form.setError('root', { message: errorText(e) });
    }
  };

  const submit = form.handleSubmit(
    async (body) => {
      if (tournament) setPending(body);
      else await save(body);
    },
    (invalid) => {
      const withError = languages.find((lang) => hasTextError(invalid, lang));
      if (withError && !hasTextError(invalid, language)) setLanguage(withError);
      form.setError('root', { message: t('engagement.error_check_fields') });
    },
  );

  const prizeError = (name: 'toRank' | 'amount', i: number) => fieldError(errors.prizes?.[i]?.[name] as FieldError | undefined);

  return (
    <Drawer
      open
      title={tournament ? t('engagement.tournament_edit_title', { title: localText(tournament.title, language, languages) }) : t('engagement.tournament_new_title')}
      subtitle={tournament ? t('engagement.tournament_edit_hint') : t('engagement.tournament_new_hint')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={busy}>
            {tournament ? t('engagement.save') : t('engagement.tournament_create')}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        className="form-grid eng-form"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={t(tournament ? 'engagement.tournament_edit' : 'engagement.tournament_new')}
      >
        <Section title={t('engagement.section_texts')} hint={t('engagement.texts_hint', { language: languages[0] })}>
          <LanguageSwitch languages={languages} value={language} onChange={setLanguage} hasError={(lang) => hasTextError(errors, lang)} />
          <div key={language} className="form-grid">
            <TextField
              label={t('engagement.title_in', { language })}
              maxLength={TOURNAMENT_TITLE_MAX}
              required={language === languages[0]}
              error={errors.title?.[language]}
              {...register(`title.${language}`)}
            />
            <TextAreaField
              label={t('engagement.description_in', { language })}
              rows={3}
              maxLength={TOURNAMENT_DESCRIPTION_MAX}
              optional
              error={errors.description?.[language]}
              {...register(`description.${language}`)}
            />
          </div>
        </Section>

        <Section title={t('engagement.section_ranking')}>
          <div className="form-row">
            <SelectField label={t('engagement.metric')} hint={t(`engagement.metric_hint_${values.metric}`)} {...register('metric')} value={values.metric}>
              {TOURNAMENT_METRICS.map((m) => (
                <option key={m} value={m}>
                  {t(`engagement.metric_${m}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('engagement.category')} hint={t('engagement.category_hint')} {...register('category')} value={values.category}>
              <option value="">{t('engagement.every_category')}</option>
              {WAGER_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`promotions.category_${c}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <Field label={t('engagement.min_stake', { currency: money })} hint={t('engagement.min_stake_hint')} optional error={errors.minStake}>
            {(c) => <UnitInput unit={money} control={c} placeholder="0" {...register('minStake')} />}
          </Field>
        </Section>

        <Section title={t('engagement.section_window')} hint={t('engagement.window_hint', { zone: gmtLabel(offset) })}>
          <div className="form-row">
            <TextField label={t('engagement.starts')} type="datetime-local" required error={errors.startsAt} {...register('startsAt')} />
            <TextField label={t('engagement.ends')} type="datetime-local" required error={errors.endsAt} {...register('endsAt')} />
          </div>
          <SelectField label={t('engagement.recurrence')} hint={t('engagement.recurrence_hint_tournament')} {...register('recurrence')} value={values.recurrence}>
            {RECURRENCES.map((r) => (
              <option key={r} value={r}>
                {t(`engagement.recurrence_${r}`)}
              </option>
            ))}
          </SelectField>
        </Section>

        <Section title={t('engagement.section_prizes')} hint={t('engagement.prizes_hint')}>
          <div className="table-scroll">
            <table className="plain-table eng-grid" aria-label={t('engagement.prize_table')}>
              <thead>
                <tr>
                  <th scope="col">{t('engagement.col_places')}</th>
                  <th scope="col" className="is-numeric">
                    {t('engagement.col_to_rank')}
                  </th>
                  <th scope="col" className="is-numeric">
                    {t('engagement.col_amount_each', { currency: money })}
                  </th>
                  <th scope="col" className="is-numeric">
                    {t('engagement.col_row_total')}
                  </th>
                  <th scope="col">
                    <span className="eng-sr">{t('engagement.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {prizes.fields.map((field, i) => {
                  const { fromRank, toRank } = places[i] ?? { fromRank: 1, toRank: null };
                  const amount = parseAmount(values.prizes[i]?.amount ?? '', false);
                  const rowTotal = toRank !== null && amount !== null ? (BigInt(toRank - fromRank + 1) * BigInt(amount)).toString() : null;
                  return (
                    <tr key={field.id}>
                      <th scope="row" className="eng-places">
                        {toRank === null || toRank === fromRank ? `#${count(fromRank)}` : `#${count(fromRank)}–${count(toRank)}`}
                      </th>
                      <td className="eng-cell">
                        <input
                          className="input is-numeric eng-cell__rank"
                          inputMode="numeric"
                          autoComplete="off"
                          aria-label={t('engagement.to_rank_of', { n: i + 1 })}
                          aria-invalid={prizeError('toRank', i) ? true : undefined}
                          {...register(`prizes.${i}.toRank`)}
                        />
                        <CellError>{prizeError('toRank', i)}</CellError>
                      </td>
                      <td className="eng-cell">
                        <input
                          className="input is-numeric eng-cell__money"
                          inputMode="decimal"
                          autoComplete="off"
                          aria-label={t('engagement.amount_of', { n: i + 1, currency: money })}
                          aria-invalid={prizeError('amount', i) ? true : undefined}
                          {...register(`prizes.${i}.amount`)}
                        />
                        <CellError>{prizeError('amount', i)}</CellError>
                      </td>
                      <td className="is-numeric">{rowTotal === null ? <span className="muted">—</span> : <Money minor={rowTotal} />}</td>
                      <td>
                        {prizes.fields.length > 1 && (
                          <button
                            type="button"
                            className="icon-button icon-button--sm"
                            onClick={() => prizes.remove(i)}
                            aria-label={t('engagement.remove_prize_n', { n: i + 1 })}
                            title={t('engagement.remove_prize_n', { n: i + 1 })}
                          >
                            <Icon name="close" size={14} />
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('engagement.prize_pool')}
                  </th>
                  <td className="is-numeric">
                    <strong>
                      <Money minor={prizePool(values.prizes)} currency={money || undefined} />
                    </strong>
                  </td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
          {errors.prizes?.root?.message && <CellError>{fieldError(errors.prizes.root.message)}</CellError>}
          <div className="eng-actions">
            <Button
              variant="outline"
              size="sm"
              disabled={prizes.fields.length >= PRIZE_ROWS_MAX || nextPlace > RANK_MAX}
              onClick={() => prizes.append({ toRank: String(nextPlace), amount: '' })}
            >
              {t('engagement.add_prize', { place: count(nextPlace) })}
            </Button>
          </div>
        </Section>
        <FormError>{errors.root?.message}</FormError>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('engagement.tournament_update_title', { title: tournament ? localText(tournament.title, languages[0]!, languages) : '' })}
        message={t('engagement.tournament_update_body')}
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
