import type { ReactNode } from 'react';
import { Card } from '../Card';
import { Heading } from '../Heading';
import * as styles from './AuthLayout.css';
import { Icon } from '../Icon';

export const authLayoutElements = ['main', 'div'] as const;
export type AuthLayoutElement = (typeof authLayoutElements)[number];

export interface AuthLayoutProps {
  /** The screen title, e.g. "Welcome back". Rendered as the page's `<h1>`. */
  title: string;
  /** One line under the title, e.g. "Sign in to continue your ITIN application". */
  subtitle?: ReactNode;
  /** The form. */
  children: ReactNode;
  /**
   * A line at the foot of the card, under a rule: the way to the other screen, e.g. "Don't have an
   * account? Create one".
   */
  alternative?: ReactNode;
  /** Slot above the title for the brand, usually `<Logo href="/" …>`. */
  logo?: ReactNode;
  /** A reassurance line (inline content) under the card, e.g. "Protected by 256-bit SSL encryption • FDIC Insured"; shown with a lock icon. */
  footer?: ReactNode;
  /** Slot at the top inline-start corner for the way back, e.g. a "Back to Home" link. */
  backLink?: ReactNode;
  /** `main` when the layout is the page's main content; `div` when the app already renders `<main>`. @default 'main' */
  as?: AuthLayoutElement;
  /** Id of the root element, e.g. the skip link target. */
  id?: string;
  /** Id of the title, so the app can move focus to it after navigation. */
  titleId?: string;
}

/** The layout of the sign-in, sign-up and password screens: one centred card on a quiet branded background. */
export function AuthLayout({
  title,
  subtitle,
  children,
  alternative,
  logo,
  footer,
  backLink,
  as: Element = 'main',
  id,
  titleId,
}: AuthLayoutProps) {
  return (
    <Element id={id} className={styles.root}>
      {backLink ? <div className={styles.topBar}>{backLink}</div> : null}
      <div className={styles.body}>
        <div className={styles.panel}>
          <Card elevation="floating" padding="standard">
            <div className={styles.header}>
              {logo ? <div className={styles.logo}>{logo}</div> : null}
              <Heading level={1} size="standard" align="center" id={titleId} tabIndex={titleId ? -1 : undefined}>
                {title}
              </Heading>
              {subtitle ? <div className={styles.subtitle}>{subtitle}</div> : null}
            </div>
            {children}
            {alternative ? <p className={styles.alternative}>{alternative}</p> : null}
          </Card>
        </div>
        {footer ? (
          <p className={styles.footer}>
            <span className={styles.footerIcon}>
              <Icon name="lock" size="small" />
            </span>
            {footer}
          </p>
        ) : null}
      </div>
    </Element>
  );
}
