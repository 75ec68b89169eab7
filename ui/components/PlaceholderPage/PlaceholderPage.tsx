import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Text } from '../Text';
import * as styles from './PlaceholderPage.css';

export const placeholderPageElements = ['main', 'div'] as const;
export type PlaceholderPageElement = (typeof placeholderPageElements)[number];

export interface PlaceholderPageProps {
  /** The page title, e.g. "Coming Soon". Rendered as the page's `<h1>`. */
  title: string;
  /** What is coming and what to do meanwhile. */
  description: ReactNode;
  /** Slot for the way out, e.g. a Back button. */
  actions?: ReactNode;
  /** A decorative icon above the title. @default an hourglass */
  icon?: ReactNode;
  /** `main` when the layout is the page's main content; `div` when the app already renders `<main>`. @default 'main' */
  as?: PlaceholderPageElement;
  /** Id of the root element, e.g. the skip link target. */
  id?: string;
  /** Id of the title, so the app can move focus to it after navigation. */
  titleId?: string;
}

function HourglassIcon() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 3h12M6 21h12" />
      <path d="M7 3v3.2a4 4 0 0 0 1.6 3.2L12 12l3.4-2.6A4 4 0 0 0 17 6.2V3" />
      <path d="M7 21v-3.2a4 4 0 0 1 1.6-3.2L12 12l3.4 2.6a4 4 0 0 1 1.6 3.2V21" />
      <path d="M9.5 18.5h5" />
    </svg>
  );
}

/** A page that is not built yet: icon, title, explanation and a way back. */
export function PlaceholderPage({
  title,
  description,
  actions,
  icon,
  as: Element = 'main',
  id,
  titleId,
}: PlaceholderPageProps) {
  return (
    <Element id={id} className={styles.root}>
      <div className={styles.column}>
        <div className={styles.iconTile} aria-hidden="true">
          {icon ?? <HourglassIcon />}
        </div>
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
