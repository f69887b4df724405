import type { ReactNode } from 'react';
import { useBrand } from '@/lib/brand';
import { openSupportChat, supportTarget } from '@/lib/support-chat';

/**
 * "Contact customer service": the brand's outside live chat in a new tab when
 * it has one, otherwise a button that opens our support chat in the page.
 */
export const SupportLink = ({ className, children, label, testId }: { className: string; children: ReactNode; label?: string; testId?: string }) => {
  const { permission } = useBrand();
  const target = supportTarget(permission.info.customerService);
  if (target.kind === 'link') {
    return (
      <a className={className} href={target.url} target="_blank" rel="noopener noreferrer" aria-label={label} data-testid={testId}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={openSupportChat} aria-label={label} aria-haspopup="dialog" data-testid={testId}>
      {children}
    </button>
  );
};
