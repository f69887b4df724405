import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Stroke icons on a 24px grid; decorative unless given a title by the caller. */
const make = (name: string, body: ReactNode, filled = false) => {
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
      {...rest}
    >
      {body}
    </svg>
  );
  Icon.displayName = `Icon${name}`;
  return Icon;
};

export const IconMenu = make('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const IconClose = make('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const IconSun = make(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const IconMoon = make('Moon', <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
export const IconGlobe = make(
  'Globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const IconChevronDown = make('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const IconChevronRight = make('ChevronRight', <path d="M9 6l6 6-6 6" />);
export const IconChevronLeft = make('ChevronLeft', <path d="M15 6l-6 6 6 6" />);
export const IconUser = make(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const IconDownload = make('Download', <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);
export const IconHelp = make(
  'Help',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01" />
  </>,
);
export const IconGift = make(
  'Gift',
  <>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v8h14v-8M12 8v13M12 8S10.5 3 8 4.5 9 8 12 8zM12 8s1.5-5 4-3.5S15 8 12 8z" />
  </>,
);
export const IconHome = make('Home', <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />);
export const IconSports = make(
  'Sports',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 10.5l-5-.5M17.5 19.5l-3-5M6.5 19.5l3-5M3 10.5l5-.5" />
  </>,
);
export const IconEsports = make(
  'Esports',
  <>
    <path d="M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4z" />
    <path d="M7 11v2M6 12h2M16 11.5v.01M18 12.5v.01" />
  </>,
);
export const IconLive = make(
  'Live',
  <>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <circle cx="12" cy="12" r="3" />
    <path d="M7 2.5l2 2.5M17 2.5l-2 2.5" />
  </>,
);
export const IconSlots = make(
  'Slots',
  <>
    <rect x="3" y="4" width="15" height="16" rx="2" />
    <path d="M7 8v8M10.5 8v8M14 8v8M18 9h2a1 1 0 0 1 1 1v3M21 7.5v.01" />
  </>,
);
export const IconFish = make(
  'Fish',
  <>
    <path d="M2 12s4-6 11-6c4 0 7 3 8 6-1 3-4 6-8 6-7 0-11-6-11-6zM2 12l-0 0" />
    <path d="M2 8l3 4-3 4M16 11v.01" />
  </>,
);
export const IconLottery = make(
  'Lottery',
  <>
    <circle cx="8" cy="9" r="4" />
    <circle cx="16" cy="9" r="4" />
    <circle cx="12" cy="16" r="4" />
  </>,
);
export const IconCards = make(
  'Cards',
  <>
    <rect x="3" y="5" width="11" height="15" rx="2" transform="rotate(-8 8.5 12.5)" />
    <rect x="10" y="4" width="11" height="15" rx="2" transform="rotate(8 15.5 11.5)" />
  </>,
);
export const IconRooster = make(
  'Rooster',
  <path d="M8 21h8M12 21v-3M6 11c0-3 2-5 4-5l1-3 2 2 2-1-1 3c2 1 3 3 3 5 0 4-3 7-6 7s-5-3-5-5l-3-1 3-2z" />,
);
export const IconTicket = make(
  'Ticket',
  <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v8a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2zM10 6v12" />,
);
export const IconFacebook = make(
  'Facebook',
  <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />,
);
export const IconTelegram = make('Telegram', <path d="M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l9-7" />);
export const IconChat = make(
  'Chat',
  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.5A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01" />,
);
export const IconInstagram = make(
  'Instagram',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5v.01" />
  </>,
);
export const IconPlay = make(
  'Play',
  <>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="M10 9l5 3-5 3z" />
  </>,
);
export const IconShare = make(
  'Share',
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 10.5l6.8-4M8.6 13.5l6.8 4" />
  </>,
);
export const IconApple = make(
  'Apple',
  <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.9-3.5.9s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.3 2.9 2.3s1.6-.7 3-.7 1.8.7 3 .7 2-1.1 2.8-2.2a9.5 9.5 0 0 0 1.2-2.6s-2.4-.9-2.4-3.8zM14.1 5.8A3.3 3.3 0 0 0 14.9 3a3.4 3.4 0 0 0-2.2 1.1 3.2 3.2 0 0 0-.8 2.7 2.8 2.8 0 0 0 2.2-1z" />,
  true,
);
export const IconAndroid = make(
  'Android',
  <path d="M6 10h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM6 9a6 6 0 0 1 12 0zM8 3l1.5 2.5M16 3l-1.5 2.5M3.5 11v5M20.5 11v5M9 19v2.5M15 19v2.5M9.5 6.5v.01M14.5 6.5v.01" />,
);
export const IconPhone = make(
  'Phone',
  <>
    <rect x="6" y="2" width="12" height="20" rx="3" />
    <path d="M11 18h2" />
  </>,
);
export const IconClock = make(
  'Clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const IconLogout = make('Logout', <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />);
export const IconShield = make('Shield', <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />);
export const IconStar = make('Star', <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />);
export const IconWallet = make(
  'Wallet',
  <>
    <path d="M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />
    <path d="M16 14.5h.01" />
  </>,
);
export const IconChart = make('Chart', <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);
export const IconUsers = make(
  'Users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
  </>,
);
export const IconMegaphone = make('Megaphone', <path d="M3 10v4a1 1 0 0 0 1 1h3l7 4V5L7 9H4a1 1 0 0 0-1 1zM18 8a5 5 0 0 1 0 8" />);
export const IconMail = make(
  'Mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
export const IconList = make('List', <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />);
export const IconLock = make(
  'Lock',
  <>
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </>,
);
export const IconTrophy = make('Trophy', <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4a3 3 0 0 0 4 4M16 6h4a3 3 0 0 1-4 4M12 13v4M8 21h8M9 17h6" />);
export const IconAlert = make('Alert', <path d="M12 3l10 18H2zM12 10v4M12 17.5v.01" />);
export const IconWrench = make(
  'Wrench',
  <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8a2.8 2.8 0 0 1-4-4l8-8zM14.7 6.3L17 4a4 4 0 0 0-5.3 5.3L3 18" />,
);
export const IconRefresh = make('Refresh', <path d="M20 11a8 8 0 0 0-14.9-3M4 4v4h4M4 13a8 8 0 0 0 14.9 3M20 20v-4h-4" />);
export const IconSearch = make(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
);
export const IconInbox = make('Inbox', <path d="M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5" />);
export const IconSidebar = make(
  'Sidebar',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
);
export const IconEye = make(
  'Eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconEyeOff = make(
  'EyeOff',
  <>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);
export const IconCheckCircle = make(
  'CheckCircle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </>,
);
export const IconInfo = make(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const IconGoogle = make(
  'Google',
  <path d="M21.35 11.1H12v2.98h5.35c-.24 1.4-1.63 4.1-5.35 4.1a5.9 5.9 0 0 1 0-11.8c1.82 0 3.04.78 3.74 1.44l2.55-2.46C16.65 3.84 14.55 2.9 12 2.9a9.1 9.1 0 1 0 0 18.2c5.25 0 8.73-3.69 8.73-8.89 0-.6-.06-1.05-.14-1.5z" />,
  true,
);
export const IconDevice = make(
  'Device',
  <>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </>,
);
export const IconKey = make(
  'Key',
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2L20 3M16 7l3 3M14 9l2 2" />
  </>,
);
export const IconBank = make('Bank', <path d="M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18" />);
export const IconPencil = make('Pencil', <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" />);
export const IconTrash = make('Trash', <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />);
export const IconImagePlus = make(
  'ImagePlus',
  <>
    <path d="M20 13v5a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h7" />
    <path d="M4 16l4.5-4.5 3.5 3.5 2-2 6 6M18 3v6M15 6h6" />
  </>,
);
export const IconSwap = make('Swap', <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />);
export const IconCopy = make(
  'Copy',
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
