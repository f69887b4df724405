import type { TStaffFlagNode } from '@wps/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Loaded } from '@/components/loaded';
import { StatusBadge } from '@/components/status-badge';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { useFlags, useSaveFlags } from './api';
import { SaveBar } from './save-bar';

/** Switches not saved yet, by flag id. */
type Draft = Record<string, boolean>;

/** A flag's name in the staff member's language (its id for a flag the console does not know yet). */
const useFlagName = () => {
  const { t } = useTranslation();
  return (modId: string) => t(`settings.flag_${modId}`, { defaultValue: modId });
};

const FlagRow = ({ node, draft, parentActive, depth, writer, onToggle }: { node: TStaffFlagNode; draft: Draft; parentActive: boolean; depth: number; writer: boolean; onToggle: (modId: string, on: boolean) => void }) => {
  const { t } = useTranslation();
  const name = useFlagName();
  const enabled = draft[node.modId] ?? node.enabled;
  // As players would get it with the draft: its own switch and every module's above it.
  const active = parentActive && enabled;
  const changed = draft[node.modId] !== undefined;
  return (
    <li className={`flag-tree__item${depth === 0 ? ' flag-tree__item--module' : ''}`}>
      <div className={`flag-row${active ? '' : ' flag-row--inactive'}${changed ? ' flag-row--changed' : ''}`} data-testid={`flag-${node.modId}`}>
        <div className="flag-row__text">
          <span className="flag-row__name">{name(node.modId)}</span>
          <span className="flag-row__id mono">{node.modId}</span>
        </div>
        <div className="flag-row__state">
          {enabled && !parentActive && <StatusBadge tone="warn">{t('settings.flag_off_with_module')}</StatusBadge>}
          {changed && <StatusBadge tone="info">{t('settings.flag_changed')}</StatusBadge>}
          <Switch checked={enabled} disabled={!writer} label={name(node.modId)} onChange={(on) => onToggle(node.modId, on)}>
            <span className="switch__text">{enabled ? t('settings.on') : t('settings.off')}</span>
          </Switch>
        </div>
      </div>
      {node.children.length > 0 && (
        <ul className="flag-tree flag-tree--nested">
          {node.children.map((child) => (
            <FlagRow key={child.modId} node={child} draft={draft} parentActive={active} depth={depth + 1} writer={writer} onToggle={onToggle} />
          ))}
        </ul>
      )}
    </li>
  );
};

/**
 * The whitelabel flag tree (SPEC.md §3): each module and its flags with an
 * on/off switch. A module switched off takes its flags off for players while
 * they keep their own switches, so switching it back restores them as they were.
 */
export const FlagsPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const writer = can(staff, 'settings.write');
  const flags = useFlags();
  const save = useSaveFlags();
  const [draft, setDraft] = useState<Draft>({});
  const [confirming, setConfirming] = useState(false);

  const stored = new Map<string, boolean>();
  const walk = (nodes: TStaffFlagNode[]) => {
    for (const n of nodes) {
      stored.set(n.modId, n.enabled);
      walk(n.children);
    }
  };
  walk(flags.data?.tree ?? []);
  const toggle = (modId: string, on: boolean) =>
    setDraft(({ [modId]: _, ...rest }) => (stored.get(modId) === on ? rest : { ...rest, [modId]: on }));
  const changes = Object.entries(draft).map(([modId, enabled]) => ({ modId, enabled }));

  return (
    <Loaded query={flags}>
      {(data) => (
        <>
          <p className="muted settings-lead">{t('settings.flags_lead')}</p>
          <div className="flag-grid">
            {data.tree.map((module) => (
              <section key={module.modId} className="card flag-card" aria-label={t(`settings.flag_${module.modId}`, { defaultValue: module.modId })}>
                <ul className="flag-tree">
                  <FlagRow node={module} draft={draft} parentActive depth={0} writer={writer} onToggle={toggle} />
                </ul>
              </section>
            ))}
          </div>
          {writer && <SaveBar changes={changes.length} busy={save.isPending} onDiscard={() => setDraft({})} onSave={() => setConfirming(true)} />}
          <ConfirmDialog
            open={confirming}
            title={t('settings.flags_confirm_title')}
            message={t('settings.flags_confirm_body', { count: changes.length })}
            reason="required"
            confirmLabel={t('settings.save')}
            busy={save.isPending}
            onConfirm={(reason) =>
              save.mutate(
                { changes, reason: reason ?? '' },
                {
                  onSuccess: () => {
                    setDraft({});
                    toast.success(t('settings.flags_saved'));
                  },
                  onError: (e) => toast.error(errorText(e)),
                  onSettled: () => setConfirming(false),
                },
              )
            }
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </Loaded>
  );
};
