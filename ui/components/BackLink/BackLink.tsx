import type { MouseEventHandler } from 'react';
import { KitLink } from '../KitProvider';
import { Icon } from '../Icon';
import * as styles from './BackLink.css';

export interface BackLinkProps {
  /** The page before this one, handed to the app's link component (see KitProvider). */
  href: string;
  /** The link text, e.g. "Back". */
  children: string;
  /** Called on activation, before the link component navigates. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A link to the previous page of a multi-page form, at the top before the heading (GOV.UK back
 * link). It points at a real address, so it works without scripts and opens in a new tab.
 */
export function BackLink({ href, children, onClick }: BackLinkProps) {
  return (
    <KitLink href={href} className={styles.root} onClick={onClick}>
      <Icon name="chevron-left" size="small" />
      {children}
    </KitLink>
  );
}
