import type { ReactNode } from 'react';

/**
 * Every icon the kit draws, by name. Drawn on a 24×24 grid with round 1.75 strokes so they sit
 * together in one visual family; shapes are kept simple enough to read at 16 px.
 */
export const iconNames = [
  'alert-circle',
  'alert-octagon',
  'arrow-left',
  'arrow-right',
  'award',
  'bank',
  'briefcase',
  'building',
  'calendar',
  'chart',
  'check',
  'check-circle',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'circle',
  'circle-dot',
  'clock',
  'close',
  'credit-card',
  'document',
  'download',
  'external-link',
  'eye',
  'eye-off',
  'globe',
  'home',
  'hourglass',
  'info',
  'lock',
  'log-out',
  'mail',
  'map-pin',
  'menu',
  'message',
  'moon',
  'pen',
  'percent',
  'phone',
  'plane',
  'shield',
  'shield-check',
  'sparkle',
  'star',
  'sun',
  'upload',
  'user',
  'users',
  'wallet',
  'warning',
  'x-octagon',
] as const;

export type IconName = (typeof iconNames)[number];

/** Icons that point along the reading direction and therefore mirror in right-to-left text. */
export const directionalIcons: ReadonlySet<IconName> = new Set<IconName>([
  'arrow-left',
  'arrow-right',
  'chevron-left',
  'chevron-right',
  'log-out',
  'external-link',
]);

const shieldOutline = 'M12 3l7.5 3v5.5c0 4.6-3.1 8.2-7.5 9.5-4.4-1.3-7.5-4.9-7.5-9.5V6z';
const eyeOutline = 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z';

const octagonOutline = 'M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z';

export const glyphs: Record<IconName, ReactNode> = {
  'alert-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5V13M12 16.4v.2" />
    </>
  ),
  'alert-octagon': (
    <>
      <path d={octagonOutline} />
      <path d="M12 7.8v5M12 16.3v.2" />
    </>
  ),
  'arrow-left': <path d="M19 12H5M11 6l-6 6 6 6" />,
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  award: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="M8.6 13.3 7 21l5-2.5 5 2.5-1.6-7.7" />
    </>
  ),
  bank: <path d="M3 9.5 12 4l9 5.5zM5.5 12v5.5M10 12v5.5M14 12v5.5M18.5 12v5.5M3 20.5h18" />,
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8.5 7V5.5a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2V7M3 12.5h18" />
    </>
  ),
  building: (
    <path d="M4.5 21V5a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2v16M15.5 9h2a2 2 0 0 1 2 2v10M2.5 21h19M8 7.5h4M8 11.5h4M8 15.5h4" />
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  chart: <path d="M4 4v16h16M8 15l3.5-4 3 2.5L20 7" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  'check-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.3l2.7 2.7L16 9.7" />
    </>
  ),
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  'chevron-left': <path d="M15 6l-6 6 6 6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  'chevron-up': <path d="M6 15l6-6 6 6" />,
  circle: <circle cx="12" cy="12" r="9" />,
  'circle-dot': (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="3.5" fill="currentColor" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'credit-card': (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 14.5h3" />
    </>
  ),
  document: <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4" />,
  download: <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 20h14" />,
  'external-link': <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />,
  eye: (
    <>
      <path d={eyeOutline} />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <path d="M3 3l18 18M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5a9.4 9.4 0 0 0 5.3-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
  home: <path d="M3.5 11 12 4l8.5 7M5.5 9.5V20h13V9.5M10 20v-5h4v5" />,
  hourglass: (
    <path d="M7 3h10M7 21h10M8 3v3.5c0 2 4 3.5 4 5.5s-4 3.5-4 5.5V21M16 3v3.5c0 2-4 3.5-4 5.5s4 3.5 4 5.5V21" />
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.6v.2" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5v-3a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </>
  ),
  'log-out': <path d="M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3M16 16.5 20.5 12 16 7.5M20.5 12H9" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5 12 13l8.5-6.5" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  message: <path d="M20 15a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2z" />,
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
  pen: <path d="M4 20h4L19 9a2.1 2.1 0 0 0-3-3L5 17zM14 20h6" />,
  percent: (
    <>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h2.6l1.6 4.2-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4.2 1.6v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
  ),
  plane: (
    <path d="M12 2.5A1.5 1.5 0 0 1 13.5 4v5l7 4.5v2l-7-2.2v4.2l2 1.5v1.5L12 19.5l-3.5 1V19l2-1.5v-4.2l-7 2.2v-2l7-4.5V4A1.5 1.5 0 0 1 12 2.5z" />
  ),
  shield: <path d={shieldOutline} />,
  'shield-check': <path d={`${shieldOutline}M8.8 12.2l2.2 2.2 4.2-4.4`} />,
  sparkle: (
    <path d="M10 3c.6 4.1 2.9 6.4 7 7-4.1.6-6.4 2.9-7 7-.6-4.1-2.9-6.4-7-7 4.1-.6 6.4-2.9 7-7zM18 15c.3 1.6 1.4 2.7 3 3-1.6.3-2.7 1.4-3 3-.3-1.6-1.4-2.7-3-3 1.6-.3 2.7-1.4 3-3z" />
  ),
  star: <path d="M12 3.1l2.5 6 6.5.6-4.9 4.2 1.5 6.4-5.6-3.4-5.6 3.4 1.5-6.4L3 9.7l6.5-.6z" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M18.5 12h2.3M16.6 16.6l1.6 1.6M12 18.5v2.3M7.4 16.6l-1.6 1.6M5.5 12H3.2M7.4 7.4 5.8 5.8M12 5.5V3.2M16.6 7.4l1.6-1.6" />
    </>
  ),
  upload: <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 20h14" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 21a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
  wallet: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="2.5" />
      <path d="M16 6V4.7a1.2 1.2 0 0 0-1.5-1.2L5 6M21 11h-4a2 2 0 0 0 0 4h4" />
    </>
  ),
  warning: (
    <path d="M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0zM12 9.5V14M12 17.3v.2" />
  ),
  'x-octagon': (
    <>
      <path d={octagonOutline} />
      <path d="M9.5 9.5l5 5M14.5 9.5l-5 5" />
    </>
  ),
};
