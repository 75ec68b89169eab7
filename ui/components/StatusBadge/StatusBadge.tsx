import type { ReactNode } from 'react';
import * as styles from './StatusBadge.css';
import { Icon, type IconName } from '../Icon';

export const statusBadgeTones = ['info', 'success', 'warning', 'neutral'] as const;
export type StatusBadgeTone = (typeof statusBadgeTones)[number];

export const statusBadgeSizes = ['small', 'standard'] as const;
export type StatusBadgeSize = (typeof statusBadgeSizes)[number];

export interface StatusBadgeProps {
  /** The status in words, e.g. "Under Review". The text carries the meaning; colour only supports it. */
  children: ReactNode;
  /** Colour family of the badge. @default 'info' */
  tone?: StatusBadgeTone;
  /** Icon before the text; `null` shows none. @default a shape that matches the tone */
  icon?: IconName | null;
  /** @default 'standard' */
  size?: StatusBadgeSize;
}

// Each tone gets a different shape, not only a different colour, so the badges stay distinct
// for people who cannot tell the colours apart.
const iconByTone: Record<StatusBadgeTone, IconName> = {
  info: 'hourglass',
  success: 'check-circle',
  warning: 'alert-circle',
  neutral: 'circle',
};

/** A pill that states a status in text, with a matching tone and icon. */
export function StatusBadge({ children, tone = 'info', icon, size = 'standard' }: StatusBadgeProps) {
  const iconName = icon === undefined ? iconByTone[tone] : icon;
  return (
    <span className={styles.root({ tone, size })}>
      {iconName ? <Icon name={iconName} size="small" /> : null}
      <span>{children}</span>
    </span>
  );
}
