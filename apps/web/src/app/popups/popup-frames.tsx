import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { AnnouncementPanel, NoticePanel } from '@/features/notices/components/notice-panels';
import { isExecution } from '@/features/notices/utils/announcement-session';
import { type PopupName, popups, usePopup } from '@/lib/popups';
import { useToken } from '@/lib/session';
import {
  ChangePasswordPanel,
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

/** Routes that exist only to open a popup over home; closing it returns to home. */
const POPUP_ROUTES = new Set(['/login', '/register', '/help']);

/** The open popup's frame and panel (PopupHost loads this with the first popup). */
export const PopupFrames = () => {
  const { t } = useTranslation();
  const popup = usePopup();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useToken();
  if (!popup) return null;

  const close = () => {
    popups.close();
    if (POPUP_ROUTES.has(pathname.toLowerCase())) navigate('/', { replace: true });
  };

  const frames: Record<PopupName, () => React.JSX.Element> = {
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
    notice: () => (
      <Modal name="notice" title={t('notice.title')} onClose={close} size="lg">
        <NoticePanel initialIndex={popup.index ?? 0} />
      </Modal>
    ),
    announcement: () => (
      <Modal name="announcement" title={t('announcement.title')} onClose={close} size="lg">
        {/* The audience rides in `anchor` (set by AnnouncementTrigger); opened by hand it follows the session. */}
        <AnnouncementPanel execution={isExecution(popup.anchor) ? popup.anchor : token ? 'A' : 'B'} />
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
  return frames[popup.name]();
};
