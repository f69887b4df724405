import { buttonClass, EmptyState } from '@wps/ui';
import type { TStaffPermission } from '@wps/contracts/staff';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { can, useStaff } from '@/lib/staff';

/** A console address that leads nowhere. */
export const NotFoundScreen = () => {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Icon name="compass" size={28} />}
      title={t('not_found.title')}
      body={t('not_found.body')}
      actions={
        <Link to="/" className={buttonClass({ variant: 'outline', size: 'sm' })}>
          {t('not_found.home')}
        </Link>
      }
    />
  );
};

/** A screen the staff member's role does not open: said plainly instead of a failed load. */
export const RequirePermission = ({ permission, children }: { permission?: TStaffPermission; children: ReactNode }) => {
  const { t } = useTranslation();
  const staff = useStaff();
  if (can(staff, permission)) return children;
  return <EmptyState icon={<Icon name="lock" size={28} />} title={t('forbidden.title')} body={t('forbidden.body')} />;
};
