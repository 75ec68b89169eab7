import { LogoMark } from '../Logo/LogoMark';
import * as styles from './LoadingScreen.css';

export interface LoadingScreenProps {
  /** The visible and announced text, e.g. "Loading...". */
  label: string;
}

/** Fills the viewport with the brand mark in a spinning ring and a visible label while the app starts. */
export function LoadingScreen({ label }: LoadingScreenProps) {
  return (
    <div role="status" className={styles.root}>
      <div className={styles.indicator} aria-hidden="true">
        <span className={styles.ring} />
        <span className={styles.centre}>
          <LogoMark />
        </span>
      </div>
      <p className={styles.label}>{label}</p>
    </div>
  );
}
