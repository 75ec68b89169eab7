import type { ReactNode } from 'react';
import { KitLink } from '../KitProvider';
import * as styles from './TextLink.css';

export interface TextLinkProps {
  /** Destination, handed to the app's link component. */
  href: string;
  /** The link text. */
  children: ReactNode;
  /** An icon before the text, e.g. `<Icon name="arrow-left" size="small" />` on a way back. */
  icon?: ReactNode;
  /** Quieter colour for secondary links (footer, legal). @default 'link' */
  tone?: 'link' | 'muted';
  /** Let the text break across lines; `false` keeps it on one (a phone number). @default true */
  wrap?: boolean;
  /** Open in a new tab; adds `rel="noopener noreferrer"`. */
  newTab?: boolean;
  onClick?: () => void;
}

/** An inline text link rendered through the app's link component. */
export function TextLink({ href, children, icon, tone = 'link', wrap = true, newTab, onClick }: TextLinkProps) {
  const className = [styles.root, tone === 'muted' ? styles.muted : undefined, wrap ? undefined : styles.nowrap]
    .filter(Boolean)
    .join(' ');
  return (
    <KitLink
      href={href}
      className={className}
      onClick={onClick}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {/* No space between icon and text: it would be underlined as part of the link. */}
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      {children}
    </KitLink>
  );
}
