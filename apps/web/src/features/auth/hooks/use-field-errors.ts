import { renderFieldError, type TFieldError } from '@wps/contracts/player';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Field name → rendered message. Messages come from `TFieldError` keys with the (min)/(max) rule applied. */
export const useFieldErrors = <F extends string>() => {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const render = useCallback((e: TFieldError) => renderFieldError(t(e.key, { ...e.params }), e), [t]);
  const set = useCallback((field: F, error: TFieldError | string | null) => {
    setErrors((prev) => {
      const next = { ...prev };
      if (error === null) delete next[field];
      else next[field] = typeof error === 'string' ? error : render(error);
      return next;
    });
  }, [render]);
  const replace = useCallback((all: Partial<Record<F, TFieldError | string>>) => {
    const out: Partial<Record<F, string>> = {};
    for (const [k, v] of Object.entries(all) as [F, TFieldError | string][]) out[k] = typeof v === 'string' ? v : render(v);
    setErrors(out);
  }, [render]);
  return { errors, set, replace, clear: () => setErrors({}) };
};
