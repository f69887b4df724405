import {
  AUTO_CONFIRM_MINUTES_MAX,
  AUTO_CONFIRM_MINUTES_MIN,
  BRAND_LANGUAGES,
  CURRENCY_SYMBOL_MAX,
  DOMAIN_KINDS,
  formatMoney,
  GMT_OFFSET_MAX_MINUTES,
  GMT_OFFSET_MIN_MINUTES,
  GMT_OFFSET_STEP_MINUTES,
  HUMAN_CHALLENGE_DEFAULT_MAX_NUMBER,
  HUMAN_CHALLENGE_MAX_NUMBER_MAX,
  HUMAN_CHALLENGE_MAX_NUMBER_MIN,
  parseMoneyInput,
  WITHDRAW_DAILY_COUNT_MAX,
  ZAddDomainBody,
  ZBrandBasicsBody,
  ZHumanVerificationBody,
  ZWalletLimitsBody,
  type TStaffBrandSettings,
} from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectField, TextField, useFieldErrorText, useZodForm } from '@/components/field';
import { Loaded } from '@/components/loaded';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { gmtLabel } from '@/lib/time';
import { useAddDomain, useBrandSettings, useRemoveDomain, useSaveBasics, useSaveHumanVerification, useSaveWalletLimits } from './api';
import { SaveBar } from './save-bar';
import { useIssueText } from './use-issue-text';

const OFFSETS = Array.from({ length: (GMT_OFFSET_MAX_MINUTES - GMT_OFFSET_MIN_MINUTES) / GMT_OFFSET_STEP_MINUTES + 1 }, (_, i) => GMT_OFFSET_MIN_MINUTES + i * GMT_OFFSET_STEP_MINUTES);
const KIND_TONES: Record<(typeof DOMAIN_KINDS)[number], StatusTone> = { player: 'success', agent: 'info', console: 'warn' };

/** An amount as a money field shows it: major units without separators ("1500.00"). */
const moneyText = (minor: string) => formatMoney(minor).replace(/,/g, '');
/** A money field's text as minor units; text that is no amount goes as it is, for the contract to refuse. */
const moneyValue = (text: string) => parseMoneyInput(text) ?? text;

/** A save asked for with its reason (every change is audited with one). */
type Pending = { title: string; message: string; run: (reason: string) => Promise<unknown>; done: string };

const useSaver = () => {
  const toast = useToast();
  const errorText = useErrorText();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      message={pending?.message}
      reason="required"
      busy={busy}
      onConfirm={(reason) => {
        if (!pending) return;
        setBusy(true);
        void pending
          .run(reason ?? '')
          .then(
            () => toast.success(pending.done),
            (e: unknown) => toast.error(errorText(e)),
          )
          .finally(() => {
            setBusy(false);
            setPending(null);
          });
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
};

const Card = ({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) => (
  <section className="card" aria-labelledby={id}>
    <h2 id={id} className="card__title">
      {title}
    </h2>
    {hint && <p className="muted card__hint">{hint}</p>}
    {children}
  </section>
);

const basicsOf = (s: TStaffBrandSettings) => ({
  supportedLanguages: s.supportedLanguages.filter((l): l is (typeof BRAND_LANGUAGES)[number] => (BRAND_LANGUAGES as readonly string[]).includes(l)),
  defaultLanguage: s.defaultLanguage as string,
  currency: s.currency,
  currencySymbol: s.currencySymbol,
  gmtOffsetMinutes: s.gmtOffsetMinutes,
});

/** Languages, currency and the brand's clock. */
const BasicsCard = ({ settings, writer, ask }: { settings: TStaffBrandSettings; writer: boolean; ask: (p: Pending) => void }) => {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const save = useSaveBasics();
  const saved = basicsOf(settings);
  const [draft, setDraft] = useState<typeof saved | null>(null);
  const basics = draft ?? saved;
  const set = (patch: Partial<typeof saved>) => setDraft({ ...basics, ...patch });
  const errors = issueText(ZBrandBasicsBody.safeParse({ ...basics, reason: '-' }));
  const saveWith = (reason: string) => {
    const body = ZBrandBasicsBody.safeParse({ ...basics, reason });
    return body.success ? save.mutateAsync(body.data).then(() => setDraft(null)) : Promise.reject(body.error);
  };
  const changes = (Object.keys(saved) as (keyof typeof saved)[]).filter((k) => JSON.stringify(saved[k]) !== JSON.stringify(basics[k])).length;
  const toggleLanguage = (code: (typeof BRAND_LANGUAGES)[number], on: boolean) =>
    set({ supportedLanguages: BRAND_LANGUAGES.filter((l) => (l === code ? on : basics.supportedLanguages.includes(l))) });

  return (
    <Card id="basics-title" title={t('settings.brand_basics')} hint={t('settings.brand_basics_hint')}>
      <div className="form-grid">
        <fieldset className="field">
          <legend className="field__label">{t('settings.brand_languages')}</legend>
          <div className="check-row">
            {BRAND_LANGUAGES.map((code) => (
              <label key={code} className="check">
                <input type="checkbox" disabled={!writer} checked={basics.supportedLanguages.includes(code)} onChange={(e) => toggleLanguage(code, e.target.checked)} />
                {t(`shell.language_${code.toLowerCase()}`)} <span className="mono muted">{code}</span>
              </label>
            ))}
          </div>
          {errors.supportedLanguages && (
            <p className="field__error" role="alert">
              {errors.supportedLanguages}
            </p>
          )}
        </fieldset>
        <div className="form-row">
          <SelectField label={t('settings.brand_default_language')} disabled={!writer} error={errors.defaultLanguage} value={basics.defaultLanguage} onChange={(e) => set({ defaultLanguage: e.target.value })}>
            {BRAND_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`shell.language_${code.toLowerCase()}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('settings.brand_gmt')} disabled={!writer} error={errors.gmtOffsetMinutes} value={basics.gmtOffsetMinutes} onChange={(e) => set({ gmtOffsetMinutes: Number(e.target.value) })}>
            {OFFSETS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {gmtLabel(minutes)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="form-row">
          <TextField
            label={t('settings.brand_currency')}
            className="mono"
            maxLength={3}
            disabled={!writer || settings.currencyLocked}
            hint={settings.currencyLocked ? t('settings.brand_currency_locked') : t('settings.brand_currency_hint')}
            error={errors.currency}
            value={basics.currency}
            onChange={(e) => set({ currency: e.target.value.toUpperCase() })}
          />
          <TextField label={t('settings.brand_symbol')} maxLength={CURRENCY_SYMBOL_MAX} disabled={!writer} error={errors.currencySymbol} value={basics.currencySymbol} onChange={(e) => set({ currencySymbol: e.target.value })} />
        </div>
      </div>
      {writer && (
        <SaveBar
          changes={changes}
          invalid={Object.keys(errors).length > 0}
          busy={save.isPending}
          onDiscard={() => setDraft(null)}
          onSave={() =>
            ask({
              title: t('settings.brand_basics_confirm'),
              message: t('settings.brand_basics_confirm_body'),
              done: t('settings.brand_saved'),
              run: saveWith,
            })
          }
        />
      )}
    </Card>
  );
};

type WalletDraft = {
  withdrawMin: string;
  withdrawMax: string;
  withdrawDailyMax: string;
  withdrawDailyCount: string;
  withdrawAutoConfirmMinutes: string;
  channels: Record<string, { minAmount: string; maxAmount: string }>;
};

const walletOf = (s: TStaffBrandSettings): WalletDraft => ({
  withdrawMin: moneyText(s.wallet.withdrawMin),
  withdrawMax: moneyText(s.wallet.withdrawMax),
  withdrawDailyMax: moneyText(s.wallet.withdrawDailyMax),
  withdrawDailyCount: String(s.wallet.withdrawDailyCount),
  withdrawAutoConfirmMinutes: String(s.wallet.withdrawAutoConfirmMinutes),
  channels: Object.fromEntries(s.wallet.depositChannels.map((c) => [c.code, { minAmount: moneyText(c.minAmount), maxAmount: moneyText(c.maxAmount) }])),
});

/** Withdrawal limits and auto-confirm minutes (the brand's), deposit limits (each payment channel's). */
const WalletCard = ({ settings, writer, ask }: { settings: TStaffBrandSettings; writer: boolean; ask: (p: Pending) => void }) => {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const save = useSaveWalletLimits();
  const saved = walletOf(settings);
  const [draft, setDraft] = useState<WalletDraft | null>(null);
  const wallet = draft ?? saved;
  const channels = settings.wallet.depositChannels;
  const body = {
    withdrawMin: moneyValue(wallet.withdrawMin),
    withdrawMax: moneyValue(wallet.withdrawMax),
    withdrawDailyMax: moneyValue(wallet.withdrawDailyMax),
    withdrawDailyCount: Number(wallet.withdrawDailyCount),
    withdrawAutoConfirmMinutes: Number(wallet.withdrawAutoConfirmMinutes),
    depositChannels: channels.map((c) => ({ code: c.code, minAmount: moneyValue(wallet.channels[c.code]?.minAmount ?? ''), maxAmount: moneyValue(wallet.channels[c.code]?.maxAmount ?? '') })),
  };
  const errors = issueText(ZWalletLimitsBody.safeParse({ ...body, reason: '-' }));
  const changes = JSON.stringify(wallet) === JSON.stringify(saved) ? 0 : 1 + Object.keys(saved.channels).filter((code) => JSON.stringify(saved.channels[code]) !== JSON.stringify(wallet.channels[code])).length;
  const set = (patch: Partial<WalletDraft>) => setDraft({ ...wallet, ...patch });
  const setChannel = (code: string, part: 'minAmount' | 'maxAmount', text: string) =>
    set({ channels: { ...wallet.channels, [code]: { ...(wallet.channels[code] ?? { minAmount: '', maxAmount: '' }), [part]: text } } });
  const minutes = Number(wallet.withdrawAutoConfirmMinutes);
  const money = (label: string, key: 'withdrawMin' | 'withdrawMax' | 'withdrawDailyMax') => (
    <TextField label={`${label} (${settings.currencySymbol})`} inputMode="decimal" className="is-numeric" disabled={!writer} error={errors[key]} value={wallet[key]} onChange={(e) => set({ [key]: e.target.value })} />
  );

  return (
    <Card id="wallet-title" title={t('settings.wallet')} hint={t('settings.wallet_hint', { currency: settings.currency })}>
      <div className="form-grid">
        <h3 id="withdrawals-title" className="card__subtitle">
          {t('settings.withdrawals')}
        </h3>
        <div className="form-row" role="group" aria-labelledby="withdrawals-title">
          {money(t('settings.withdraw_min'), 'withdrawMin')}
          {money(t('settings.withdraw_max'), 'withdrawMax')}
        </div>
        <div className="form-row" role="group" aria-labelledby="withdrawals-title">
          {money(t('settings.withdraw_daily_max'), 'withdrawDailyMax')}
          <TextField
            label={t('settings.withdraw_daily_count')}
            type="number"
            min={1}
            max={WITHDRAW_DAILY_COUNT_MAX}
            disabled={!writer}
            error={errors.withdrawDailyCount}
            value={wallet.withdrawDailyCount}
            onChange={(e) => set({ withdrawDailyCount: e.target.value })}
          />
        </div>
        <TextField
            label={t('settings.auto_confirm')}
            type="number"
            min={AUTO_CONFIRM_MINUTES_MIN}
            max={AUTO_CONFIRM_MINUTES_MAX}
            disabled={!writer}
            hint={Number.isInteger(minutes) && minutes > 0 ? t('settings.auto_confirm_hint', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : undefined}
            error={errors.withdrawAutoConfirmMinutes}
            value={wallet.withdrawAutoConfirmMinutes}
            onChange={(e) => set({ withdrawAutoConfirmMinutes: e.target.value })}
          />
        <h3 className="card__subtitle">{t('settings.deposit_limits')}</h3>
        {channels.length === 0 && <p className="muted">{t('settings.no_channels')}</p>}
        <ul className="channel-list">
          {channels.map((c, i) => (
            <li key={c.code} className="channel-row" role="group" aria-label={c.name}>
              <div className="channel-row__name">
                <strong>{c.name}</strong>
                <span className="mono muted">{c.code}</span>
                <StatusBadge tone={c.active ? 'success' : 'neutral'}>{c.active ? t('settings.channel_active') : t('settings.channel_disabled')}</StatusBadge>
              </div>
              <TextField
                label={`${t('settings.deposit_min')} (${settings.currencySymbol})`}
                inputMode="decimal"
                className="is-numeric"
                disabled={!writer}
                error={errors[`depositChannels.${i}.minAmount`]}
                value={wallet.channels[c.code]?.minAmount ?? ''}
                onChange={(e) => setChannel(c.code, 'minAmount', e.target.value)}
              />
              <TextField
                label={`${t('settings.deposit_max')} (${settings.currencySymbol})`}
                inputMode="decimal"
                className="is-numeric"
                disabled={!writer}
                error={errors[`depositChannels.${i}.maxAmount`]}
                value={wallet.channels[c.code]?.maxAmount ?? ''}
                onChange={(e) => setChannel(c.code, 'maxAmount', e.target.value)}
              />
            </li>
          ))}
        </ul>
      </div>
      {writer && (
        <SaveBar
          changes={changes}
          invalid={Object.keys(errors).length > 0}
          busy={save.isPending}
          onDiscard={() => setDraft(null)}
          onSave={() =>
            ask({
              title: t('settings.wallet_confirm'),
              message: t('settings.wallet_confirm_body'),
              done: t('settings.wallet_saved'),
              run: (reason) => save.mutateAsync({ ...body, reason }).then(() => setDraft(null)),
            })
          }
        />
      )}
    </Card>
  );
};

/** EN and TY group digits alike. */
const grouped = (n: number) => n.toLocaleString('en-US');

/** The difficulty of the proof of work a browser solves before a username login, an SMS code or a registration. */
const HumanVerificationCard = ({ settings, writer, ask }: { settings: TStaffBrandSettings; writer: boolean; ask: (p: Pending) => void }) => {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const save = useSaveHumanVerification();
  const saved = String(settings.humanChallengeMaxNumber);
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? saved;
  const body = { humanChallengeMaxNumber: Number(text) };
  const errors = issueText(ZHumanVerificationBody.safeParse({ ...body, reason: '-' }));

  return (
    <Card id="human-title" title={t('settings.human_verification')} hint={t('settings.human_verification_hint')}>
      <TextField
        label={t('settings.human_max_number')}
        type="number"
        min={HUMAN_CHALLENGE_MAX_NUMBER_MIN}
        max={HUMAN_CHALLENGE_MAX_NUMBER_MAX}
        disabled={!writer}
        hint={t('settings.human_max_number_hint', {
          min: grouped(HUMAN_CHALLENGE_MAX_NUMBER_MIN),
          max: grouped(HUMAN_CHALLENGE_MAX_NUMBER_MAX),
          fallback: grouped(HUMAN_CHALLENGE_DEFAULT_MAX_NUMBER),
        })}
        error={errors.humanChallengeMaxNumber}
        value={text}
        onChange={(e) => setDraft(e.target.value)}
      />
      {writer && (
        <SaveBar
          changes={text === saved ? 0 : 1}
          invalid={Object.keys(errors).length > 0}
          busy={save.isPending}
          onDiscard={() => setDraft(null)}
          onSave={() =>
            ask({
              title: t('settings.human_confirm'),
              message: t('settings.human_confirm_body'),
              done: t('settings.human_saved'),
              run: (reason) => save.mutateAsync({ ...body, reason }).then(() => setDraft(null)),
            })
          }
        />
      )}
    </Card>
  );
};

const ZDomainForm = ZAddDomainBody.omit({ reason: true });

/** The host names the brand answers on: the player site, the agent back-office, this console. */
const DomainsCard = ({ settings, writer, ask }: { settings: TStaffBrandSettings; writer: boolean; ask: (p: Pending) => void }) => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const add = useAddDomain();
  const remove = useRemoveDomain();
  const form = useZodForm(ZDomainForm, { defaultValues: { host: '', kind: 'player' } });
  const { register, formState } = form;
  const submit = form.handleSubmit((domain) =>
    ask({
      title: t('settings.domain_add_confirm', { host: domain.host }),
      message: t(`settings.domain_add_body_${domain.kind}`),
      done: t('settings.domain_added', { host: domain.host }),
      run: (reason) => add.mutateAsync({ ...domain, reason }).then(() => form.reset()),
    }),
  );

  return (
    <Card id="domains-title" title={t('settings.domains')} hint={t('settings.domains_hint')}>
      <ul className="window-list">
        {settings.domains.map((d) => {
          const here = d.host === settings.yourHost;
          return (
            <li key={d.host} className="window-list__item">
              <div>
                <strong className="mono domain-host">{d.host}</strong>
                <StatusBadge tone={KIND_TONES[d.kind]}>{t(`settings.domain_kind_${d.kind}`)}</StatusBadge>
                {here && <StatusBadge tone="neutral">{t('settings.domain_here')}</StatusBadge>}
              </div>
              {writer && !here && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('settings.domain_remove_named', { host: d.host })}
                  onClick={() =>
                    ask({
                      title: t('settings.domain_remove_confirm', { host: d.host }),
                      message: t('settings.domain_remove_body'),
                      done: t('settings.domain_removed', { host: d.host }),
                      run: (reason) => remove.mutateAsync({ host: d.host, reason }),
                    })
                  }
                >
                  {t('settings.domain_remove')}
                </Button>
              )}
            </li>
          );
        })}
        {settings.domains.length === 0 && <li className="muted">{t('settings.no_domains')}</li>}
      </ul>
      {writer && (
        <form className="form-row settings-form domain-form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField label={t('settings.domain_host')} className="mono" placeholder="play.example.com" error={fieldError(formState.errors.host)} {...register('host')} />
          <SelectField label={t('settings.domain_kind')} {...register('kind')}>
            {DOMAIN_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`settings.domain_kind_${kind}`)}
              </option>
            ))}
          </SelectField>
          <div className="form-actions">
            <Button type="submit" disabled={add.isPending}>
              {t('settings.domain_add')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
};

/** The brand's basics: languages, currency, clock, wallet limits, host names and the human-verification difficulty, each saved with a reason. */
export const BrandPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const writer = can(staff, 'settings.write');
  const settings = useBrandSettings();
  const { ask, dialog } = useSaver();
  return (
    <Loaded query={settings}>
      {(data) => (
        <>
          <p className="muted settings-lead">{t('settings.brand_lead', { name: data.name, code: data.code })}</p>
          <div className="brand-columns">
            <div className="brand-columns__stack">
              <BasicsCard settings={data} writer={writer} ask={ask} />
              <WalletCard settings={data} writer={writer} ask={ask} />
            </div>
            <div className="brand-columns__stack">
              <DomainsCard settings={data} writer={writer} ask={ask} />
              <HumanVerificationCard settings={data} writer={writer} ask={ask} />
            </div>
          </div>
          {dialog}
        </>
      )}
    </Loaded>
  );
};
