import type { ReactNode } from 'react';
import * as styles from './Alert.css';
import { Icon, type IconName } from '../Icon';

export const alertTones = ['info', 'success', 'warning', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];

interface AlertBaseProps {
  /** Meaning of the message; sets colour, icon and how urgently it is announced. @default 'info' */
  tone?: AlertTone;
  /** A short summary in bold, e.g. "Payment Successful!". */
  title?: ReactNode;
  /** The message body. */
  children?: ReactNode;
  /** Slot for one or two buttons or links that act on the message. */
  action?: ReactNode;
  /** Id of the alert element. */
  id?: string;
}

interface DismissibleAlertProps extends AlertBaseProps {
  /** Called when the person dismisses the alert; the parent then stops rendering it. */
  onDismiss: () => void;
  /** Accessible name of the dismiss button, e.g. "Dismiss message". */
  dismissLabel: string;
}

interface StaticAlertProps extends AlertBaseProps {
  onDismiss?: undefined;
  dismissLabel?: undefined;
}

export type AlertProps = DismissibleAlertProps | StaticAlertProps;

// Errors and warnings interrupt (assertive); good news and information wait their turn (polite).
const roleByTone: Record<AlertTone, 'status' | 'alert'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  error: 'alert',
};

// The icon repeats the tone in shape, so it is never told by colour alone (the text says what happened).
const iconByTone: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'check-circle',
  warning: 'warning',
  error: 'x-octagon',
};

/** A banner that tells people about something that happened or needs their attention. */
export function Alert({ tone = 'info', title, children, action, onDismiss, dismissLabel, id }: AlertProps) {
  if (import.meta.env.DEV && title === undefined && children === undefined) {
    throw new Error('Alert: pass a `title`, `children` or both; an alert without text tells nobody anything.');
  }
  return (
    <div id={id} role={roleByTone[tone]} className={styles.root({ tone })}>
      <span className={styles.icon}>
        <Icon name={iconByTone[tone]} />
      </span>
      <div className={styles.content}>
        {title !== undefined ? <p className={styles.title}>{title}</p> : null}
        {children !== undefined ? <div className={styles.body}>{children}</div> : null}
        {action !== undefined ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <Icon name="close" />
        </button>
      ) : null}
    </div>
  );
}
