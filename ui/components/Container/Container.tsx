import type { ReactNode } from 'react';
import * as styles from './Container.css';

export const containerWidths = ['standard', 'narrow'] as const;
export const containerElements = ['div', 'main', 'section', 'header', 'footer', 'nav'] as const;
export type ContainerWidth = (typeof containerWidths)[number];
export type ContainerElement = (typeof containerElements)[number];

export interface ContainerProps {
  /** The page content. */
  children: ReactNode;
  /** `standard` for pages, `narrow` for a single column such as a form. @default 'standard' */
  width?: ContainerWidth;
  /** Element to render, e.g. `main` for the page's main landmark. @default 'div' */
  as?: ContainerElement;
  /** Id, e.g. the target of a skip link. */
  id?: string;
  /** Accessible name, needed when the element is a second `nav` or a named `section`. */
  'aria-label'?: string;
}

/** A centred page column with the responsive gutter on both sides. */
export function Container({
  children,
  width = 'standard',
  as: Element = 'div',
  id,
  'aria-label': ariaLabel,
}: ContainerProps) {
  return (
    <Element id={id} aria-label={ariaLabel} className={`${styles.root} ${styles.width[width]}`}>
      {children}
    </Element>
  );
}
