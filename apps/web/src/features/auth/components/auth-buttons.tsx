import { getMemberIcon, WhitelabelFlag } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@wps/ui';
import { IconChevronDown, IconList, IconLogout, IconUser, IconUsers, IconWallet } from '@/components/icons';
import { callApi } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { useSession } from '@/lib/member';
import { popups } from '@/lib/popups';
import { useConfirmSignOut } from './sign-out-button';

/** The member's avatar (getMemberIcon), falling back to the initial. */
export const MemberAvatar = ({ name, size = 32 }: { name: string; size?: number }) => {
  const { token, member, isTrial } = useSession();
  const { cdn } = useBrand();
  // A trial member has no avatar (the server refuses them the call): the initial.
  const { data } = useQuery({
    queryKey: ['member', 'icon', token],
    queryFn: () => callApi(getMemberIcon),
    enabled: token !== null && member !== undefined && !isTrial,
    staleTime: 5 * 60_000,
  });
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      {data?.iconUrl ? <img src={cdn(data.iconUrl)} alt="" width={size} height={size} /> : <span>{name.slice(0, 1).toUpperCase()}</span>}
    </span>
  );
};

const AccountMenu = ({ balanceSlot }: { balanceSlot?: ReactNode }) => {
  const { t } = useTranslation();
  const { isFlagOn } = useBrand();
  const { member, isAgent, isTrial } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const confirmSignOut = useConfirmSignOut(() => navigate('/'));

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = member?.account ?? '';
  // SPEC.md §2 Header account menu, gated by TRANSREC3 and TRANSBETREPMEM3.
  const items = [
    { to: '/member?tab=securityCenter', label: t('nav.member_center'), icon: <IconUser size={18} />, show: true },
    { to: '/agentHome', label: t('title.agent_center'), icon: <IconUsers size={18} />, show: isAgent },
    { to: '/member?tab=withdraw', label: t('member.withdraw'), icon: <IconWallet size={18} />, show: true },
    { to: '/member?tab=transactionHistory', label: t('member.transactionHistory'), icon: <IconList size={18} />, show: isFlagOn(WhitelabelFlag.transactionRecords) },
    { to: '/member?tab=personalHistoryCopy', label: t('member.personalHistoryCopy'), icon: <IconList size={18} />, show: isFlagOn(WhitelabelFlag.bettingRecords) },
  ].filter((i) => i.show);

  return (
    <div className="account-menu" ref={rootRef}>
      {isTrial && (
        <span className="badge badge--warn" data-testid="trial-badge">
          {t('auth.trial')}
        </span>
      )}
      {balanceSlot}
      <button
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="account-menu-button"
      >
        <MemberAvatar name={name || '?'} />
        <span className="account-menu__name hide-phone" data-testid="account-name">
          {name}
        </span>
        <IconChevronDown size={16} />
      </button>
      {open && (
        <div className="account-menu__panel" id={menuId} role="menu" data-testid="account-menu">
          <div className="account-menu__head">
            <MemberAvatar name={name || '?'} size={40} />
            <div>
              <strong>{name}</strong>
              <small>{isTrial ? t('auth.trial_account') : isAgent ? t('auth.agent_account') : t('auth.member_account')}</small>
            </div>
          </div>
          {items.map((i) => (
            <Link key={i.to} to={i.to} role="menuitem" className="account-menu__item" onClick={() => setOpen(false)}>
              {i.icon}
              <span>{i.label}</span>
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            className="account-menu__item account-menu__item--danger"
            onClick={() => {
              setOpen(false);
              confirmSignOut();
            }}
            data-testid="sign-out"
          >
            <IconLogout size={18} />
            <span>{t('auth.sign_out')}</span>
          </button>
        </div>
      )}
    </div>
  );
};

/**
 * The header's account slot (SPEC.md §2 Header). Visitors get login (and
 * register when DIRECTREG3 is on); members get the account menu; trial
 * members also a Trial badge and a register call to action. The app layer
 * hands in the header balance (another feature) as `balanceSlot`.
 */
export const AuthButtons = ({ balanceSlot }: { balanceSlot?: ReactNode }) => {
  const { t } = useTranslation();
  const { isFlagOn } = useBrand();
  const { isLoggedIn, isTrial } = useSession();
  const register = isFlagOn(WhitelabelFlag.directRegister);
  if (isLoggedIn) {
    return (
      <div className="auth-slot" data-testid="account-slot">
        {isTrial && register && (
          <Button variant="accent" size="sm" onClick={() => popups.open('register')} data-testid="register-button">
            {t('auth.register')}
          </Button>
        )}
        <AccountMenu balanceSlot={balanceSlot} />
      </div>
    );
  }
  return (
    <div className="auth-slot" data-testid="auth-buttons">
      <Button variant="outline" size="sm" onClick={() => popups.open('login')} data-testid="login-button">
        {t('auth.login')}
      </Button>
      {register && (
        <Button variant="accent" size="sm" onClick={() => popups.open('register')} data-testid="register-button">
          {t('auth.register')}
        </Button>
      )}
    </div>
  );
};
