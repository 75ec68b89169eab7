import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  /** Content read by assistive technology but not shown. */
  children: ReactNode;
  /** Element to render. @default 'span' */
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3';
  /** Optional id, e.g. for `aria-describedby`. */
  id?: string;
}

/** Hides content visually while keeping it in the accessibility tree. */
export function VisuallyHidden({ children, as: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element className={styles.root} id={id}>
      {children}
    </Element>
  );
}
