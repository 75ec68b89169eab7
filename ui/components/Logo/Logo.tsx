import { KitLink } from '../KitProvider';
import * as styles from './Logo.css';
import { LogoMark } from './LogoMark';

export const logoSizes = ['small', 'standard', 'large'] as const;
export const logoVariants = ['full', 'mark'] as const;
export type LogoSize = (typeof logoSizes)[number];
export type LogoVariant = (typeof logoVariants)[number];

interface LogoBaseProps {
  /** The product name shown as the wordmark (and the mark's name when only the mark shows). */
  name: string;
  /** @default 'standard' */
  size?: LogoSize;
  /** `full` shows mark and wordmark; `mark` only the mark, for very narrow headers. @default 'full' */
  variant?: LogoVariant;
}

interface LogoLinkProps extends LogoBaseProps {
  /** Makes the logo a link to this destination (usually the home page). */
  href: string;
  /** Accessible name of the link; it must contain `name`, e.g. "ITIN Bridge home". */
  linkLabel: string;
}

interface LogoStaticProps extends LogoBaseProps {
  href?: undefined;
  linkLabel?: undefined;
}

export type LogoProps = LogoLinkProps | LogoStaticProps;

/** The ITIN Bridge mark with its wordmark, optionally as a link home. */
export function Logo({ name, size = 'standard', variant = 'full', href, linkLabel }: LogoProps) {
  const className = styles.root({ size });
  const content = (
    <>
      <LogoMark label={variant === 'mark' && href === undefined ? name : undefined} />
      {variant === 'full' ? <span className={styles.wordmark}>{name}</span> : null}
    </>
  );
  if (href !== undefined) {
    return (
      <KitLink href={href} className={className} aria-label={linkLabel}>
        {content}
      </KitLink>
    );
  }
  return <span className={className}>{content}</span>;
}
