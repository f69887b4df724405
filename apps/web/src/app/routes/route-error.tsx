import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '@wps/ui';
import { ButtonLink } from '@/components/button';
import { IconAlert } from '@/components/icons';

/** Last-resort screen for an error thrown while rendering a route. */
export const RouteError = () => {
  const { t } = useTranslation();
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

type BoundaryProps = { resetKey: string; children: ReactNode };

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[route] render failed', error);
  }

  // Another address: try the page again.
  override componentDidUpdate(prev: BoundaryProps) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Shows RouteError in place of a page whose render threw; leaving for another address tries again. */
export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
};
