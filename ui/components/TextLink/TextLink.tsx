import type { ReactNode } from 'react';
import { KitLink } from '../KitProvider';
import * as styles from './TextLink.css';

export interface TextLinkProps {
  /** Destination, handed to the app's link component. */
  href: string;
  /** The link text. */
  children: ReactNode;
  /** Quieter colour for secondary links (footer, legal). @default 'link' */
  tone?: 'link' | 'muted';
  /** Open in a new tab; adds `rel="noopener noreferrer"`. */
  newTab?: boolean;
  onClick?: () => void;
}

/** An inline text link rendered through the app's link component. */
export function TextLink({ href, children, tone = 'link', newTab, onClick }: TextLinkProps) {
  return (
    <KitLink
      href={href}
      className={tone === 'muted' ? `${styles.root} ${styles.muted}` : styles.root}
      onClick={onClick}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </KitLink>
  );
}
