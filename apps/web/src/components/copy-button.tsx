import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheckCircle, IconCopy } from '@/components/icons';

/** The async clipboard exists only in secure contexts; the old command still works elsewhere. */
const copyText = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: fall through to the selection copy.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const done = typeof document.execCommand === 'function' && document.execCommand('copy');
  area.remove();
  return done;
};

/** A copy button that says "Copied" for two seconds once the text is on the clipboard. */
export const CopyButton = ({ text, label, testId }: { text: string; label: string; testId?: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(id);
  }, [copied]);
  return (
    <button
      type="button"
      className="copy-button"
      onClick={() => void copyText(text).then(setCopied)}
      aria-label={copied ? t('common.copied') : label}
      data-copied={copied || undefined}
      data-testid={testId}
    >
      {copied ? <IconCheckCircle size={16} /> : <IconCopy size={16} />}
      <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
    </button>
  );
};
