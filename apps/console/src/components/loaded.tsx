import { Spinner } from '@wps/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';

/**
 * A screen's one read, in its three states: the failure in words (with the
 * screen's header above it), a spinner while it loads, then the screen.
 */
export function Loaded<T>({ query, header, children }: { query: { data?: T; isError: boolean; error: unknown }; header?: ReactNode; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (query.isError) {
    return (
      <>
        {header}
        <p className="form-error" role="alert">
          {errorText(query.error)}
        </p>
      </>
    );
  }
  if (query.data === undefined) {
    return (
      <>
        {header}
        <Spinner label={t('common.loading')} />
      </>
    );
  }
  return <>{children(query.data)}</>;
}
