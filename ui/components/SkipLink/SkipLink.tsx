import type { MouseEvent, ReactNode } from 'react';
import { KitLink } from '../KitProvider';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The link text, e.g. "Skip to main content". */
  children: ReactNode;
  /** Id of the element to jump to, usually the page's `<main>`. */
  targetId: string;
}

/** The first tab stop of a page: hidden until focused, it moves keyboard focus past the header. */
export function SkipLink({ children, targetId }: SkipLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = event.currentTarget.ownerDocument.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    // Following a fragment only scrolls in some browsers; focusing the target makes the next Tab
    // continue from the main content. A non-focusable target gets a temporary tabindex.
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    }
    target.focus();
  };
  return (
    <KitLink href={`#${targetId}`} className={styles.root} onClick={handleClick}>
      {children}
    </KitLink>
  );
}
