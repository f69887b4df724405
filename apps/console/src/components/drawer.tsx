import { Button } from '@wps/ui';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

export type DrawerProps = {
  open: boolean;
  title: ReactNode;
  subtitle?: ReactNode;
  onClose: () => void;
  /** The actions at the foot (approve, reject...). */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * A record's details beside the list (the full width on a phone): the list
 * stays where it was, Escape or the close button gives focus back.
 */
export const Drawer = ({ open, title, subtitle, onClose, footer, children }: DrawerProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    panel.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      // A dialog above the drawer closes first.
      if (e.key === 'Escape' && !document.querySelector('[aria-modal="true"]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      (opener.current as HTMLElement | null)?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className="record-layer">
      <div className="record-backdrop" onClick={onClose} aria-hidden="true" />
      <aside className="record-panel" role="complementary" aria-labelledby={titleId} tabIndex={-1} ref={panel}>
        <header className="record-panel__head">
          <div>
            <h2 id={titleId} className="record-panel__title">
              {title}
            </h2>
            {subtitle && <p className="record-panel__subtitle">{subtitle}</p>}
          </div>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" />
          </button>
        </header>
        <div className="record-panel__body">{children}</div>
        {footer && <footer className="record-panel__foot">{footer}</footer>}
      </aside>
    </div>,
    document.body,
  );
};

/**
 * A drawer around one form: the form's fields inside, Cancel and the submit
 * button at the foot (tied to the form by its id), both waiting while it saves.
 */
export const FormDrawer = ({
  formId,
  submitLabel,
  pending,
  onSubmit,
  children,
  ...drawer
}: Omit<DrawerProps, 'footer'> & { formId: string; submitLabel: string; pending: boolean; onSubmit: (e: FormEvent<HTMLFormElement>) => void }) => {
  const { t } = useTranslation();
  return (
    <Drawer
      {...drawer}
      footer={
        <>
          <Button variant="ghost" onClick={drawer.onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-grid" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Drawer>
  );
};

/** Label and value pairs in a drawer. */
export const Facts = ({ items }: { items: ReadonlyArray<readonly [ReactNode, ReactNode]> }) => (
  <dl className="facts">
    {items.map(([label, value], i) => (
      <div key={i} className="facts__row">
        <dt>{label}</dt>
        <dd>{value ?? '—'}</dd>
      </div>
    ))}
  </dl>
);
