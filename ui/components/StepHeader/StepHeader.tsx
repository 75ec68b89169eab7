import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { KitLink } from '../KitProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './StepHeader.css';

export interface StepHeaderProps {
  /** The brand mark, usually a `Logo` linking home. */
  logo: ReactNode;
  /** Where the user is, e.g. 'Step 3 of 6' or 'Basic Data Form'. */
  stepLabel: string;
  /** The language control, usually a `LanguagePicker`. */
  languagePicker?: ReactNode;
  /** The theme control, usually a `ThemeToggle`. */
  themeToggle?: ReactNode;
  /**
   * The signed-in user's display name (first name, or a fallback such as 'User'). Empty while it
   * is not known (markup rendered ahead of time): a script may fill the elements marked
   * `data-user-name` and `data-user-initial` before the page paints.
   */
  userName: string;
  /** Text and accessible name of the logout button, e.g. 'Logout'. */
  logoutLabel: string;
  /** Called when the logout button is used. */
  onLogout: () => void;
  /** The account page: the name becomes a link to it. */
  accountHref?: string;
  /** Read after the name in the link's accessible name, e.g. 'Your account'. Needed with `accountHref`. */
  accountLabel?: string;
}

/**
 * The header of the step pages: brand, where the user is in the journey, language and theme
 * controls, the user's name (a link to the account page when `accountHref` is given) and a logout button. On phones it wraps onto two rows; the logout
 * button keeps a 44 px target and its accessible name when it shrinks to an icon.
 */
export function StepHeader({
  logo,
  stepLabel,
  languagePicker,
  themeToggle,
  userName,
  logoutLabel,
  onLogout,
  accountHref,
  accountLabel,
}: StepHeaderProps) {
  const initial = Array.from(userName.trim())[0]?.toLocaleUpperCase() ?? '';
  // Both are marked for a page that fills in the name before its first paint, its markup rendered
  // without one (a page prerendered for whoever signs in): hydration keeps what it finds there.
  const user = (
    <>
      <span className={styles.avatar} aria-hidden="true" data-user-initial="" suppressHydrationWarning>
        {initial}
      </span>
      <span className={styles.userName} title={userName} data-user-name="" suppressHydrationWarning>
        {userName}
      </span>
    </>
  );
  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <div className={styles.logo}>{logo}</div>
        <div className={styles.step}>
          <span className={styles.stepLabel}>{stepLabel}</span>
        </div>
        <div className={styles.controls}>
          {languagePicker}
          {themeToggle}
        </div>
        <div className={styles.account}>
          {accountHref ? (
            <KitLink href={accountHref} className={`${styles.user} ${styles.userLink}`}>
              {user}
              {accountLabel ? <VisuallyHidden>{`(${accountLabel})`}</VisuallyHidden> : null}
            </KitLink>
          ) : (
            <span className={styles.user}>{user}</span>
          )}
          <button type="button" className={styles.logout} onClick={onLogout}>
            <span className={styles.logoutIcon}>
              <Icon name="log-out" />
            </span>
            <span className={styles.logoutText}>{logoutLabel}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
