import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Text } from '../Text';
import * as styles from './NotFoundLayout.css';

export const notFoundLayoutElements = ['main', 'div'] as const;
export type NotFoundLayoutElement = (typeof notFoundLayoutElements)[number];

export interface NotFoundLayoutProps {
  /** The status code shown large above the title, e.g. "404". */
  code: string;
  /** The page title, e.g. "Page Not Found". Rendered as the page's `<h1>`. */
  title: string;
  /** The explanation, e.g. "The page you're looking for doesn't exist or has been moved.". */
  description: ReactNode;
  /** Slot for the ways out, e.g. a Go Home link-button and a Go Back button. */
  actions?: ReactNode;
  /** `main` when the layout is the page's main content; `div` when the app already renders `<main>`. @default 'main' */
  as?: NotFoundLayoutElement;
  /** Id of the root element, e.g. the skip link target. */
  id?: string;
  /** Id of the title, so the app can move focus to it after navigation. */
  titleId?: string;
}

/** The layout of an error page for an unknown address: big code, title, text and ways out. */
export function NotFoundLayout({
  code,
  title,
  description,
  actions,
  as: Element = 'main',
  id,
  titleId,
}: NotFoundLayoutProps) {
  return (
    <Element id={id} className={styles.root}>
      <div className={styles.column}>
        <p className={styles.code}>{code}</p>
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
