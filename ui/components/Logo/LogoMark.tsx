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
      {/* Deck, then the arch springing from two piers, then the hangers tying deck to arch. */}
      <path className={styles.markLine} strokeWidth="2.5" d="M4 20 H28" />
      <path className={styles.markLine} strokeWidth="2.5" d="M6.5 25 V20 Q16 4 25.5 20 V25" />
      <path
        className={`${styles.markLine} ${styles.markHanger}`}
        strokeWidth="1.6"
        d="M11 14.4 V20 M16 12 V20 M21 14.4 V20"
      />
    </svg>
  );
}
