import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { IconAlert } from '@/components/icons';

/** Last-resort screen for an error thrown while rendering a route. */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('[route] render failed', error);
  return (
    <div className="route-error" data-testid="route-error">
      <EmptyState
        icon={<IconAlert size={32} />}
        title={t('route_error.title')}
        body={t('route_error.body')}
        actions={<ButtonLink to="/" reloadDocument>{t('not_found.home')}</ButtonLink>}
      />
    </div>
  );
};
