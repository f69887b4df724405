/** Copying a hash or a seed: the button (it says "Copied" for 1.5 s) and the read-only field with it. Classes carry the page's prefix. */
import { useState } from 'react';

type TCopyTexts = (key: 'copy' | 'copied') => string;

export function CopyButton({ prefix, t, value, label }: { prefix: string; t: TCopyTexts; value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => undefined,
    );
  };
  return (
    <button type="button" className={`${prefix}-btn ${prefix}-btn--small`} onClick={copy} aria-label={`${t('copy')}: ${label}`}>
      {copied ? t('copied') : t('copy')}
    </button>
  );
}

/** A labelled read-only field (selected on focus) with its copy button. */
export function CopyField({ prefix, t, id, label, value }: { prefix: string; t: TCopyTexts; id: string; label: string; value: string }) {
  return (
    <div className={`${prefix}-field`}>
      <label className={`${prefix}-field__label`} htmlFor={id}>
        {label}
      </label>
      <div className={`${prefix}-field__row`}>
        <input id={id} className={`${prefix}-input ${prefix}-input--mono`} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton prefix={prefix} t={t} value={value} label={label} />
      </div>
    </div>
  );
}
