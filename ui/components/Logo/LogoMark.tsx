import * as styles from './Logo.css';

interface LogoMarkProps {
  /** When the wordmark is hidden, the mark itself carries the name. */
  label?: string;
}

/** The bridge mark: an arch with hangers over a deck, on an accent tile. */
export function LogoMark({ label }: LogoMarkProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={styles.mark}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect className={styles.markTile} width="32" height="32" rx="8" />
      <path className={styles.markLine} strokeWidth="2.4" d="M6 20.5 Q16 6.5 26 20.5" />
      <path className={styles.markLine} strokeWidth="2.4" d="M4.5 20.5 H27.5" />
      <path
        className={`${styles.markLine} ${styles.markHanger}`}
        strokeWidth="1.5"
        d="M11 15.4 V20.5 M16 13.6 V20.5 M21 15.4 V20.5"
      />
      <path className={`${styles.markLine} ${styles.markWater}`} strokeWidth="1.5" d="M10 25 H22" />
    </svg>
  );
}
