import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { type PopupName, usePopup } from '@/lib/popups';
import { usePopupClose } from './popup-close';
import {
  ChangePasswordPanel,
  ContractOffersPanel,
  ForgotPanel,
  GameFrame,
  GameMaintenancePanel,
  GameSearchPanel,
  HelpCenter,
  LoginPanel,
  NoGameOpen,
  RegisterPanel,
  ResetPasswordPanel,
} from './lazy-panels';

/**
 * The login, register and forgot popups with their brand banner (SPEC.md §2:
 * groups w_login, w_register, w_forget) beside the form; phones show the form only.
 */
const AuthFrame = ({ group, children }: { group: 'w_login' | 'w_register' | 'w_forget'; children: React.ReactNode }) => (
  <div className="auth-frame">
    <BannerCarousel group={group} className="auth-frame__banner" />
    <div className="auth-frame__form">{children}</div>
  </div>
);

/** The open popup's frame and panel (PopupHost loads this with the first popup other than a notice). */
export const PopupFrames = () => {
  const { t } = useTranslation();
  const popup = usePopup();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = usePopupClose();
  if (!popup) return null;

  const frames: Record<Exclude<PopupName, 'notice' | 'announcement'>, () => React.JSX.Element> = {
    login: () => (
      <Modal name="login" title={t('auth.login_title')} onClose={close} size="md">
        <AuthFrame group="w_login">
          <LoginPanel agentPage={popup.agent} sessionEnded={popup.sessionEnded} />
        </AuthFrame>
      </Modal>
    ),
    register: () => (
      <Modal name="register" title={t('auth.register_title')} onClose={close} size="lg">
        <AuthFrame group="w_register">
          <RegisterPanel />
        </AuthFrame>
      </Modal>
    ),
    forgot: () => (
      <Modal name="forgot" title={t('auth.forgot_title')} onClose={close} size="md">
        <AuthFrame group="w_forget">
          <ForgotPanel />
        </AuthFrame>
      </Modal>
    ),
    'change-password': () => (
      <Modal name="change-password" title={t('auth.change_password_title')} onClose={close} size="sm" dismissible={!popup.forced}>
        <ChangePasswordPanel forced={popup.forced} />
      </Modal>
    ),
    'reset-password': () => (
      <Modal name="reset-password" title={t('auth.reset_title')} onClose={close} size="sm">
        <ResetPasswordPanel token={popup.resetToken ?? ''} />
      </Modal>
    ),
    help: () => (
      <Modal name="help" title={t('help.title')} onClose={close} size="xl">
        <HelpCenter
          anchor={popup.anchor}
          onAnchorChange={(anchor) => {
            if (pathname.toLowerCase() === '/help') navigate(`/help#${anchor}`, { replace: true });
          }}
        />
      </Modal>
    ),
    // An agent's waiting contract offers (ContractRequestsTrigger opens it; the agent's contracts too).
    contract: () => (
      <Modal name="contract" title={t('agent_center.offers_title')} onClose={close} size="lg">
        <ContractOffersPanel onClose={close} />
      </Modal>
    ),
    search: () => (
      <Modal name="search" title={t('search.title')} onClose={close} size="xl">
        <GameSearchPanel />
      </Modal>
    ),
    // The game popup: a launched game in its frame, or "under maintenance, see other popular games".
    game: () => {
      if (popup.launch) {
        return (
          <Modal name="game" title={popup.launch.title} onClose={close} size="xl" testId="modal-game">
            <GameFrame launch={popup.launch} onClose={close} />
          </Modal>
        );
      }
      if (popup.maintenanceOf) {
        return (
          <Modal name="game-maintenance" title={t('game_tile.maintenance_heading')} onClose={close} size="lg">
            <GameMaintenancePanel gameName={popup.maintenanceOf.gameName} nodeId={popup.maintenanceOf.nodeId} />
          </Modal>
        );
      }
      return (
        <Modal name="game" title={t('game_view.title')} onClose={close} size="xl">
          <NoGameOpen />
        </Modal>
      );
    },
  };
  return popup.name === 'notice' || popup.name === 'announcement' ? null : frames[popup.name]();
};
