import { PLATFORM_ROLE, STAFF_PERMISSIONS, isBuiltinStaffRole, isPlatformPermission, type TStaffMember, type TStaffPermission } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, ListTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Tabs } from '@/components/tabs';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { useStaff } from '@/lib/staff';
import { brandTime } from '@/lib/time';
import { useAddMember, useDeleteRole, useEndSession, useMemberSessions, useResetTotp, useRoles, useSaveRole, useTeam, useUpdateMember } from './api';

type Role = { code: string; name: string | null; builtin: boolean; permissions: TStaffPermission[]; members: number };
const memberCol = columnsFor<TStaffMember>();
const roleCol = columnsFor<Role>();

const useRoleName = () => {
  const { t } = useTranslation();
  return (code: string, name: string | null) => (isBuiltinStaffRole(code) || code === PLATFORM_ROLE ? t(`role.${code}`) : (name ?? code));
};

/** A new staff member: a name, a role within one's own permissions, a first password. */
const AddMemberForm = ({ roles, onDone }: { roles: Role[]; onDone: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const roleName = useRoleName();
  const add = useAddMember();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState(roles.find((r) => r.code === 'support')?.code ?? roles[0]?.code ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    add.mutate(
      { username, displayName, role, password },
      {
        onSuccess: (m) => {
          toast.success(t('team.added', { name: m.displayName }));
          onDone();
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };
  return (
    <form className="form-grid" onSubmit={submit}>
      <label className="field">
        <span className="field__label">{t('team.username')}</span>
        <input className="input" required minLength={3} maxLength={32} pattern="[A-Za-z][A-Za-z0-9._-]{2,31}" value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">{t('team.display_name')}</span>
        <input className="input" required maxLength={80} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">{t('team.role')}</span>
        <select className="input" value={role} onChange={(e) => setRole(e.target.value)}>
          {roles.map((r) => (
            <option key={r.code} value={r.code}>
              {roleName(r.code, r.name)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('team.first_password')}</span>
        <input className="input" type="password" autoComplete="new-password" required minLength={10} maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} />
        <span className="field__hint">{t('team.first_password_hint')}</span>
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" disabled={add.isPending}>
          {t('team.add')}
        </Button>
      </div>
    </form>
  );
};

/** One staff member: change the name, role or status; reset the authenticator; end sessions. */
const MemberPanel = ({ member, roles, self, offset, onClose }: { member: TStaffMember; roles: Role[]; self: boolean; offset: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const roleName = useRoleName();
  const update = useUpdateMember();
  const reset = useResetTotp();
  const end = useEndSession();
  const sessions = useMemberSessions(member.id);
  const [role, setRole] = useState(member.role);
  const [displayName, setDisplayName] = useState(member.displayName);
  const [asking, setAsking] = useState<'save' | 'status' | 'totp' | { session: string } | null>(null);
  const disabled = member.status === 'disabled';
  const done = (key: string) => () => {
    toast.success(t(key, { name: member.displayName }));
    setAsking(null);
  };
  const failed = (e: unknown) => {
    toast.error(errorText(e));
    setAsking(null);
  };
  const confirm = (reason: string | undefined) => {
    const why = reason ?? '';
    if (asking === 'save') update.mutate({ id: member.id, displayName, ...(role !== member.role ? { role } : {}), reason: why }, { onSuccess: done('team.saved'), onError: failed });
    else if (asking === 'status') update.mutate({ id: member.id, status: disabled ? 'active' : 'disabled', reason: why }, { onSuccess: done(disabled ? 'team.enabled' : 'team.disabled'), onError: failed });
    else if (asking === 'totp') reset.mutate({ id: member.id, reason: why }, { onSuccess: done('team.totp_reset'), onError: failed });
    else if (asking && typeof asking === 'object') end.mutate({ id: asking.session, reason: why }, { onSuccess: done('team.session_ended'), onError: failed });
  };
  return (
    <Drawer
      open
      onClose={onClose}
      title={member.displayName}
      subtitle={`${member.username} · ${roleName(member.role, member.roleName)}`}
      footer={
        !self ? (
          <>
            <Button variant="outline" onClick={() => setAsking('totp')} disabled={!member.totp}>
              {t('team.reset_totp')}
            </Button>
            <Button variant={disabled ? 'outline' : 'danger'} onClick={() => setAsking('status')}>
              {disabled ? t('team.enable') : t('team.disable')}
            </Button>
          </>
        ) : undefined
      }
    >
      <Facts
        items={[
          [t('team.status'), <StatusBadge key="s" tone={disabled ? 'danger' : 'success'}>{t(`team.status_${member.status}`)}</StatusBadge>],
          [t('team.authenticator'), member.totp ? t('team.totp_on') : t('team.totp_off')],
          [t('team.last_seen'), member.lastSeenAt ? brandTime(member.lastSeenAt, offset) : null],
          [t('team.since'), brandTime(member.createdAt, offset)],
        ]}
      />
      <form
        className="form-grid team-form"
        onSubmit={(e) => {
          e.preventDefault();
          setAsking('save');
        }}
      >
        <label className="field">
          <span className="field__label">{t('team.display_name')}</span>
          <input className="input" required maxLength={80} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{t('team.role')}</span>
          <select className="input" value={role} disabled={self} onChange={(e) => setRole(e.target.value)}>
            {roles.map((r) => (
              <option key={r.code} value={r.code}>
                {roleName(r.code, r.name)}
              </option>
            ))}
          </select>
          {self && <span className="field__hint">{t('team.own_role')}</span>}
        </label>
        <div className="form-actions">
          <Button type="submit" disabled={displayName === member.displayName && role === member.role}>
            {t('team.save')}
          </Button>
        </div>
      </form>
      <h3 className="record-panel__section">{t('team.sessions')}</h3>
      <ul className="session-list">
        {(sessions.data?.list ?? []).map((s) => (
          <li key={s.id} className="session-list__item">
            <span className="session-list__text">
              <span className="session-list__device">{s.userAgent?.slice(0, 60) ?? '—'}</span>
              <span className="session-list__meta">{t('account.meta', { ip: s.ip ?? '—', since: brandTime(s.createdAt, offset), seen: brandTime(s.lastSeenAt, offset) })}</span>
            </span>
            {!s.current && (
              <Button variant="outline" size="sm" onClick={() => setAsking({ session: s.id })}>
                {t('team.end_session')}
              </Button>
            )}
          </li>
        ))}
        {sessions.data?.list.length === 0 && <li className="muted">{t('team.no_sessions')}</li>}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'save'
            ? t('team.save_title')
            : asking === 'status'
              ? t(disabled ? 'team.enable_title' : 'team.disable_title', { name: member.displayName })
              : asking === 'totp'
                ? t('team.totp_title', { name: member.displayName })
                : t('team.end_title')
        }
        message={asking === 'totp' ? t('team.totp_body') : asking === 'status' && !disabled ? t('team.disable_body') : undefined}
        tone={asking === 'status' && !disabled ? 'danger' : 'primary'}
        reason="required"
        busy={update.isPending || reset.isPending || end.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </Drawer>
  );
};

/** A custom role: a name and the permissions it holds (none beyond one's own). */
const RoleForm = ({ role, onDone }: { role: Role | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const save = useSaveRole();
  const remove = useDeleteRole();
  const [code, setCode] = useState(role?.code ?? '');
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<TStaffPermission[]>(role?.permissions ?? []);
  const [asking, setAsking] = useState<'save' | 'delete' | null>(null);
  const toggle = (p: TStaffPermission) => setPermissions(permissions.includes(p) ? permissions.filter((x) => x !== p) : [...permissions, p]);
  return (
    <form
      className="form-grid"
      onSubmit={(e) => {
        e.preventDefault();
        setAsking('save');
      }}
    >
      <label className="field">
        <span className="field__label">{t('team.role_name')}</span>
        <input className="input" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">{t('team.role_code')}</span>
        <input className="input mono" required pattern="[a-z][a-z0-9-]{1,31}" disabled={role !== null} value={code} onChange={(e) => setCode(e.target.value.toLowerCase())} />
        <span className="field__hint">{t('team.role_code_hint')}</span>
      </label>
      <fieldset className="field">
        <legend className="field__label">{t('team.permissions')}</legend>
        <div className="permission-list">
          {STAFF_PERMISSIONS.filter((p) => !isPlatformPermission(p)).map((p) => {
            const held = staff?.permissions.includes(p) ?? false;
            return (
              <label key={p} className={`check permission${held ? '' : ' permission--locked'}`}>
                <input type="checkbox" checked={permissions.includes(p)} disabled={!held} onChange={() => toggle(p)} />
                <span>
                  <strong>{t(`perm.${p}`)}</strong>
                  <span className="muted"> {p}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="form-actions">
        {role && role.members === 0 && (
          <Button variant="danger" onClick={() => setAsking('delete')}>
            {t('team.delete_role')}
          </Button>
        )}
        <Button type="submit" disabled={!name.trim() || !code}>
          {t('team.save_role')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'delete' ? t('team.delete_role_title', { name }) : t('team.save_role_title', { name })}
        message={asking === 'save' && role && role.members > 0 ? t('team.save_role_body', { n: role.members }) : undefined}
        tone={asking === 'delete' ? 'danger' : 'primary'}
        reason="required"
        busy={save.isPending || remove.isPending}
        onConfirm={(reason) => {
          const why = reason ?? '';
          const after = {
            onSuccess: () => {
              toast.success(t(asking === 'delete' ? 'team.role_deleted' : 'team.role_saved', { name }));
              setAsking(null);
              onDone();
            },
            onError: (e: unknown) => {
              toast.error(errorText(e));
              setAsking(null);
            },
          };
          if (asking === 'delete') remove.mutate({ code, reason: why }, after);
          else save.mutate({ code, name: name.trim(), permissions, reason: why }, after);
        }}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
};

/** The brand's staff and roles. */
export const TeamScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const roleName = useRoleName();
  const team = useTeam();
  const roles = useRoles();
  const [part, setPart] = useState<'members' | 'roles'>('members');
  const [openMember, setOpenMember] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [openRole, setOpenRole] = useState<Role | 'new' | null>(null);
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const roleList = (roles.data?.list ?? []) as Role[];
  const member = team.data?.list.find((m) => m.id === openMember) ?? null;

  const memberColumns = [
    memberCol.accessor('displayName', { header: t('team.display_name'), cell: (c) => <strong>{c.getValue()}</strong> }),
    memberCol.accessor('username', { header: t('team.username'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
    memberCol.accessor('role', { header: t('team.role'), cell: (c) => roleName(c.getValue(), c.row.original.roleName) }),
    memberCol.accessor('status', { header: t('team.status'), cell: (c) => <StatusBadge tone={c.getValue() === 'active' ? 'success' : 'danger'}>{t(`team.status_${c.getValue()}`)}</StatusBadge> }),
    memberCol.accessor('totp', { header: t('team.authenticator'), cell: (c) => (c.getValue() ? t('team.totp_on') : t('team.totp_off')) }),
    memberCol.accessor('openSessions', { header: t('team.open_sessions'), meta: { numeric: true } }),
    memberCol.accessor('lastSeenAt', { header: t('team.last_seen'), cell: (c) => (c.getValue() ? brandTime(c.getValue() as number, offset) : '—') }),
  ];
  const roleColumns = [
    roleCol.display({ id: 'name', header: t('team.role'), cell: (c) => <strong>{roleName(c.row.original.code, c.row.original.name)}</strong> }),
    roleCol.accessor('code', { header: t('team.role_code'), cell: (c) => <span className="mono">{c.getValue()}</span> }),
    roleCol.accessor('builtin', { header: t('team.kind'), cell: (c) => (c.getValue() ? t('team.builtin') : t('team.custom')) }),
    roleCol.accessor('permissions', { header: t('team.permissions'), cell: (c) => c.getValue().map((p) => t(`perm.${p}`)).join(', ') || '—' }),
    roleCol.accessor('members', { header: t('team.holders'), meta: { numeric: true } }),
  ];

  return (
    <>
      <PageHeader
        title={t('team.title')}
        subtitle={t('team.subtitle')}
        actions={
          part === 'members' ? (
            <Button onClick={() => setAdding(true)} disabled={!roles.data}>
              {t('team.add')}
            </Button>
          ) : (
            <Button onClick={() => setOpenRole('new')}>{t('team.new_role')}</Button>
          )
        }
      />
      <Tabs
        label={t('team.title')}
        items={[
          { value: 'members', label: t('team.members') },
          { value: 'roles', label: t('team.roles') },
        ]}
        value={part}
        onChange={setPart}
      />
      {part === 'members' ? (
        <ListTable
          label={t('team.members')}
          columns={memberColumns}
          rows={team.data?.list ?? []}
          query={team}
          errorText={errorText}
          empty={t('team.none')}
          onRowClick={(row) => setOpenMember(row.id)}
        />
      ) : (
        <ListTable
          label={t('team.roles')}
          columns={roleColumns}
          rows={roleList}
          query={roles}
          errorText={errorText}
          empty={t('team.none')}
          onRowClick={(row) => !row.builtin && setOpenRole(row)}
          getRowId={(row) => row.code}
        />
      )}
      {member && roles.data && <MemberPanel key={member.id} member={member} roles={roleList} self={member.id === staff?.id} offset={offset} onClose={() => setOpenMember(null)} />}
      <Drawer open={adding} onClose={() => setAdding(false)} title={t('team.add')} subtitle={t('team.add_hint')}>
        {adding && <AddMemberForm roles={roleList} onDone={() => setAdding(false)} />}
      </Drawer>
      <Drawer open={openRole !== null} onClose={() => setOpenRole(null)} title={openRole === 'new' ? t('team.new_role') : (openRole?.name ?? '')} subtitle={t('team.role_hint')}>
        {openRole !== null && <RoleForm key={openRole === 'new' ? 'new' : openRole.code} role={openRole === 'new' ? null : openRole} onDone={() => setOpenRole(null)} />}
      </Drawer>
    </>
  );
};
