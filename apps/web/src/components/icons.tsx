import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * Stroke icons on a 24px grid, drawn from the sprite index.html carries
 * (`icons.svg`, put in by build/icon-sprite.ts): markup, not script, so no
 * icon weighs on the JavaScript a first visit runs. Decorative unless given
 * a title by the caller.
 */
const make = (id: string, filled = false) => {
  const Icon = ({ size = 20, ...rest }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={id}
      {...rest}
    >
      <use href={`#i-${id}`} />
    </svg>
  );
  Icon.displayName = `Icon:${id}`;
  return Icon;
};

export const IconAlert = make('alert');
export const IconAndroid = make('android');
export const IconApple = make('apple', true);
export const IconBank = make('bank');
export const IconCards = make('cards');
export const IconChart = make('chart');
export const IconChat = make('chat');
export const IconCheckCircle = make('check-circle');
export const IconChevronDown = make('chevron-down');
export const IconChevronLeft = make('chevron-left');
export const IconChevronRight = make('chevron-right');
export const IconClock = make('clock');
export const IconClose = make('close');
export const IconCopy = make('copy');
export const IconDevice = make('device');
export const IconDownload = make('download');
export const IconEsports = make('esports');
export const IconEye = make('eye');
export const IconEyeOff = make('eye-off');
export const IconFacebook = make('facebook');
export const IconFish = make('fish');
export const IconGift = make('gift');
export const IconGlobe = make('globe');
export const IconGoogle = make('google', true);
export const IconHelp = make('help');
export const IconHome = make('home');
export const IconImagePlus = make('image-plus');
export const IconInbox = make('inbox');
export const IconInfo = make('info');
export const IconInstagram = make('instagram');
export const IconKey = make('key');
export const IconList = make('list');
export const IconLive = make('live');
export const IconLock = make('lock');
export const IconLogout = make('logout');
export const IconLottery = make('lottery');
export const IconMail = make('mail');
export const IconMegaphone = make('megaphone');
export const IconMenu = make('menu');
export const IconMoon = make('moon');
export const IconPencil = make('pencil');
export const IconPhone = make('phone');
export const IconPlay = make('play');
export const IconRefresh = make('refresh');
export const IconRooster = make('rooster');
export const IconSearch = make('search');
export const IconShare = make('share');
export const IconShield = make('shield');
export const IconSidebar = make('sidebar');
export const IconSlots = make('slots');
export const IconSports = make('sports');
export const IconStar = make('star');
export const IconSun = make('sun');
export const IconSwap = make('swap');
export const IconTelegram = make('telegram');
export const IconTicket = make('ticket');
export const IconTrash = make('trash');
export const IconTrophy = make('trophy');
export const IconUser = make('user');
export const IconUsers = make('users');
export const IconWallet = make('wallet');
export const IconWrench = make('wrench');
