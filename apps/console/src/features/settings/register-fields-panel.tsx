import {
  PATTERN_IDS,
  REGISTER_FIELD_MAX,
  REGISTER_FIELDS,
  REGISTER_FIELDS_ALWAYS_ON,
  REGISTER_FIELDS_EDITABLE,
  registerFieldConfig,
  ZSetRegisterFieldsBody,
  type TEditableRegisterField,
  type TStaffRegisterFieldRule,
  type TStaffRegisterFields,
} from '@wps/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Loaded } from '@/components/loaded';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { useRegisterFields, useSaveRegisterFields } from './api';
import { RegisterPreview, type RegisterFormConfig } from './register-preview';
import { SaveBar } from './save-bar';
import { useIssueText } from './use-issue-text';

type Rules = TStaffRegisterFields['fields'];

const isAlwaysOn = (field: string) => (REGISTER_FIELDS_ALWAYS_ON as readonly string[]).includes(field);
/** A bound as typed: empty is no bound. */
const readBound = (text: string): number | null => (text.trim() === '' ? null : Number.isInteger(Number(text)) ? Number(text) : Number.NaN);

/** The player site's config from the editor's rules: the confirmation follows the password, as the server stores it. */
export const formConfigOf = (rules: Rules): RegisterFormConfig =>
  Object.fromEntries(REGISTER_FIELDS.map((f) => [f, registerFieldConfig(f === 'confirmPassword' ? rules.password : rules[f])])) as RegisterFormConfig;

const RuleRow = ({
  field,
  rule,
  errors,
  writer,
  onChange,
}: {
  field: TEditableRegisterField;
  rule: TStaffRegisterFieldRule;
  errors: Record<string, string>;
  writer: boolean;
  onChange: (rule: TStaffRegisterFieldRule) => void;
}) => {
  const { t } = useTranslation();
  const locked = isAlwaysOn(field);
  const name = t(`settings.field_${field}`);
  const error = (part: keyof TStaffRegisterFieldRule) => errors[`fields.${field}.${part}`];
  const problems = (['required', 'minLength', 'maxLength', 'patternId'] as const).map(error).filter(Boolean);
  const bound = (part: 'minLength' | 'maxLength') => (
    <input
      className="input rule-row__number"
      type="number"
      inputMode="numeric"
      min={part === 'minLength' ? 0 : 1}
      max={REGISTER_FIELD_MAX[field]}
      aria-label={`${name}: ${t(part === 'minLength' ? 'settings.rule_min' : 'settings.rule_max')}`}
      aria-invalid={error(part) ? true : undefined}
      placeholder={part === 'maxLength' ? String(REGISTER_FIELD_MAX[field]) : '0'}
      disabled={!writer}
      value={Number.isNaN(rule[part]) ? '' : (rule[part] ?? '')}
      onChange={(e) => onChange({ ...rule, [part]: readBound(e.target.value) })}
    />
  );
  return (
    <div className={`rule-row${rule.enabled ? '' : ' rule-row--hidden'}`} role="group" aria-label={name} data-testid={`rule-${field}`}>
      <div className="rule-row__name">
        <span>{name}</span>
        {locked && <span className="rule-row__lock">{t('settings.rule_always')}</span>}
      </div>
      <div className="rule-row__cell" data-label={t('settings.rule_shown')}>
        <Switch checked={rule.enabled} disabled={!writer || locked} label={`${name}: ${t('settings.rule_shown')}`} onChange={(enabled) => onChange({ ...rule, enabled })} />
      </div>
      <label className="rule-row__cell check" data-label={t('settings.rule_required')}>
        <input
          type="checkbox"
          checked={rule.required}
          disabled={!writer || locked}
          aria-label={`${name}: ${t('settings.rule_required')}`}
          onChange={(e) => onChange({ ...rule, required: e.target.checked })}
        />
      </label>
      <div className="rule-row__cell" data-label={t('settings.rule_min')}>
        {bound('minLength')}
      </div>
      <div className="rule-row__cell" data-label={t('settings.rule_max')}>
        {bound('maxLength')}
      </div>
      <div className="rule-row__cell rule-row__cell--wide" data-label={t('settings.rule_pattern')}>
        <select
          className="input input--select"
          aria-label={`${name}: ${t('settings.rule_pattern')}`}
          disabled={!writer}
          value={rule.patternId ?? ''}
          onChange={(e) => onChange({ ...rule, patternId: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t('settings.pattern_none')}</option>
          {PATTERN_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`settings.pattern_${id}`)}
            </option>
          ))}
        </select>
      </div>
      {problems.length > 0 && (
        <p className="field__error rule-row__error" role="alert">
          {problems.join(' ')}
        </p>
      )}
    </div>
  );
};

/**
 * The registration form's fields (SPEC.md §3): shown, required, length
 * bounds and pattern for each, checked by the contract's own rules as they
 * are typed, beside a working preview of the form as players get it.
 */
export const RegisterFieldsPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const writer = can(staff, 'settings.write');
  const query = useRegisterFields();
  const save = useSaveRegisterFields();
  const [draft, setDraft] = useState<Rules | null>(null);
  const [confirming, setConfirming] = useState(false);

  return (
    <Loaded query={query}>
      {(data) => {
        const rules = draft ?? data.fields;
        const changed = REGISTER_FIELDS_EDITABLE.filter((f) => JSON.stringify(rules[f]) !== JSON.stringify(data.fields[f]));
        // The contract's verdict on the whole form (the reason is asked for when saving).
        const errors = issueText(ZSetRegisterFieldsBody.safeParse({ fields: rules, reason: '-' }));
        const setRule = (field: TEditableRegisterField, rule: TStaffRegisterFieldRule) => setDraft({ ...rules, [field]: rule });
        return (
          <>
            <p className="muted settings-lead">{t('settings.register_lead')}</p>
            <div className="register-layout">
              <section className="card" aria-labelledby="rules-title">
                <h2 id="rules-title" className="card__title">
                  {t('settings.register_fields')}
                </h2>
                <div className="rule-head" aria-hidden="true">
                  <span>{t('settings.rule_field')}</span>
                  <span>{t('settings.rule_shown')}</span>
                  <span>{t('settings.rule_required')}</span>
                  <span>{t('settings.rule_min')}</span>
                  <span>{t('settings.rule_max')}</span>
                  <span>{t('settings.rule_pattern')}</span>
                </div>
                {REGISTER_FIELDS_EDITABLE.map((field) => (
                  <RuleRow key={field} field={field} rule={rules[field]} errors={errors} writer={writer} onChange={(rule) => setRule(field, rule)} />
                ))}
                <p className="muted rule-note">{t('settings.register_confirm_note')}</p>
              </section>
              <section className="card register-layout__preview" aria-labelledby="preview-title">
                <h2 id="preview-title" className="card__title">
                  {t('settings.preview_title')}
                </h2>
                <p className="muted">{t('settings.preview_lead')}</p>
                <RegisterPreview config={formConfigOf(rules)} />
              </section>
            </div>
            {writer && (
              <SaveBar
                changes={changed.length}
                invalid={Object.keys(errors).length > 0}
                busy={save.isPending}
                onDiscard={() => setDraft(null)}
                onSave={() => setConfirming(true)}
              />
            )}
            <ConfirmDialog
              open={confirming}
              title={t('settings.register_confirm_title')}
              message={t('settings.register_confirm_body', { fields: changed.map((f) => t(`settings.field_${f}`)).join(', ') })}
              reason="required"
              confirmLabel={t('settings.save')}
              busy={save.isPending}
              onConfirm={(reason) =>
                save.mutate(
                  { fields: rules, reason: reason ?? '' },
                  {
                    onSuccess: () => {
                      setDraft(null);
                      toast.success(t('settings.register_saved'));
                    },
                    onError: (e) => toast.error(errorText(e)),
                    onSettled: () => setConfirming(false),
                  },
                )
              }
              onCancel={() => setConfirming(false)}
            />
          </>
        );
      }}
    </Loaded>
  );
};
