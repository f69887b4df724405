import type { ReactNode } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';

/** A route's page root: the `page-<name>` test hook and the document title. */
export const Page = ({ name, title, children, className }: { name: string; title: string | null; children: ReactNode; className?: string }) => {
  usePageTitle(title);
  return (
    <div className={`page page--${name}${className ? ` ${className}` : ''}`} data-testid={`page-${name}`}>
      {children}
    </div>
  );
};
