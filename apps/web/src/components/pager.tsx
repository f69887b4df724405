import { Button } from '@wps/ui';
import { IconChevronLeft, IconChevronRight } from './icons';

/**
 * Previous / next paging for the lists of paged calls (pageNo from 1,
 * totalPages from the server). Texts come from the caller's feature, so the
 * shared component owns no translation keys.
 */
export const Pager = ({
  pageNo,
  totalPages,
  onChange,
  labels,
  busy,
  testIdPrefix,
}: {
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
  labels: { navigation: string; previous: string; next: string; status: string };
  busy?: boolean;
  testIdPrefix: string;
}) => {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.navigation} aria-busy={busy || undefined}>
      <Button
        variant="outline"
        size="sm"
        icon={<IconChevronLeft size={16} />}
        disabled={pageNo <= 1 || busy}
        onClick={() => onChange(pageNo - 1)}
        data-testid={`${testIdPrefix}-prev`}
      >
        {labels.previous}
      </Button>
      <span className="pager__status" aria-live="polite" data-testid={`${testIdPrefix}-page`}>
        {labels.status}
      </span>
      <Button variant="outline" size="sm" disabled={pageNo >= totalPages || busy} onClick={() => onChange(pageNo + 1)} data-testid={`${testIdPrefix}-next`}>
        {labels.next}
        <IconChevronRight size={16} />
      </Button>
    </nav>
  );
};
