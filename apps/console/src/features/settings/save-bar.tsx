import { Button } from '@wps/ui';
import { useTranslation } from 'react-i18next';

export type SaveBarProps = {
  /** How many values differ from what is saved; none, no bar. */
  changes: number;
  /** Some value is refused: saving waits until it is fixed. */
  invalid?: boolean;
  busy?: boolean;
  onDiscard: () => void;
  onSave: () => void;
};

/** The unsaved changes of a settings tab, held at the bottom of the screen while there are any. */
export const SaveBar = ({ changes, invalid = false, busy = false, onDiscard, onSave }: SaveBarProps) => {
  const { t } = useTranslation();
  if (changes === 0) return null;
  return (
    <div className="save-bar" role="region" aria-label={t('settings.unsaved_region')}>
      <span className="save-bar__text">{invalid ? t('settings.unsaved_invalid') : t('settings.unsaved', { count: changes })}</span>
      <div className="save-bar__actions">
        <Button variant="ghost" size="sm" onClick={onDiscard} disabled={busy}>
          {t('settings.discard')}
        </Button>
        <Button size="sm" onClick={onSave} disabled={busy || invalid}>
          {t('settings.save')}
        </Button>
      </div>
    </div>
  );
};
