import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Icon, type IconName } from '../Icon';
import { Text } from '../Text';
import * as styles from './StatusPage.css';

export const statusPageElements = ['main', 'div'] as const;
export type StatusPageElement = (typeof statusPageElements)[number];

export interface StatusPageProps {
  /** The page title, e.g. "Page Not Found" or "Coming Soon". Rendered as the page's `<h1>`. */
  title: string;
  /** The explanation: what happened or what is coming, and what to do meanwhile. */
  description: ReactNode;
  /** Slot for the ways out, e.g. a Go Home link-button and a Go Back button. */
  actions?: ReactNode;
  /**
   * A status code shown large above the title in a soft accent glow, e.g. "404". Plain text
   * before the heading; without it, `icon` is shown instead.
   */
  code?: string;
  /** The decorative icon in a tile above the title, when there is no `code`. @default 'hourglass' */
  icon?: IconName;
  /** The page sits under the app's header: it fills the screen less the header's height. @default false */
  belowHeader?: boolean;
  /** `main` when the page is the page's main content; `div` when the app already renders `<main>`. @default 'main' */
  as?: StatusPageElement;
  /** Id of the root element, e.g. the skip link target. */
  id?: string;
  /** Id of the title, so the app can move focus to it after navigation. */
  titleId?: string;
}

/**
 * A page that explains why there is nothing here (an unknown address, an error, a page not built
 * yet): a status code or an icon, the title, an explanation and the ways out.
 */
export function StatusPage({
  title,
  description,
  actions,
  code,
  icon = 'hourglass',
  belowHeader = false,
  as: Element = 'main',
  id,
  titleId,
}: StatusPageProps) {
  const className = [styles.root, belowHeader ? styles.belowHeader : undefined, code ? styles.glow : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Element id={id} className={className}>
      <div className={styles.column}>
        {code ? (
          <p className={styles.code}>{code}</p>
        ) : (
          <div className={styles.iconTile}>
            <Icon name={icon} size="xlarge" />
          </div>
        )}
        <div className={styles.text}>
          <Heading level={1} size="large" align="center" id={titleId} tabIndex={titleId ? -1 : undefined}>
            {title}
          </Heading>
          <Text as="div" size="large" tone="muted" align="center">
            {description}
          </Text>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </Element>
  );
}
