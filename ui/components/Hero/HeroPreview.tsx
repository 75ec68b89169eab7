import type { ReactNode } from 'react';
import * as styles from './HeroPreview.css';
import { Icon, type IconName } from '../Icon';
import { StatusBadge } from '../StatusBadge';

export const heroPreviewStepStates = ['done', 'current', 'upcoming'] as const;
export type HeroPreviewStepState = (typeof heroPreviewStepStates)[number];

export interface HeroPreviewStep {
  /** Step name, e.g. "Sign legal papers". */
  label: ReactNode;
  /** @default 'upcoming' */
  state?: HeroPreviewStepState;
}

export interface HeroPreviewStat {
  /** The figure, formatted by the app, e.g. "49 days". */
  value: string;
  /** What the figure means, e.g. "average processing". */
  label: ReactNode;
}

export interface HeroPreviewProps {
  /** Small caption on the stylised card, e.g. "Individual Taxpayer Identification Number". */
  cardLabel: ReactNode;
  /** Sample number shown on the card, e.g. "9XX-XX-XXXX". */
  cardNumber: string;
  /** Sample holder name on the card. */
  cardHolder: ReactNode;
  /** Status shown on the card, e.g. "Approved". */
  cardStatus: ReactNode;
  /** Title of the progress panel, e.g. "Your application". */
  progressTitle: ReactNode;
  /** Progress in words, e.g. "Step 4 of 6". */
  progressText: ReactNode;
  /** Share of the bar that is filled, from 0 to 1. */
  progress: number;
  /** A few steps listed under the bar. */
  steps: HeroPreviewStep[];
  /** Up to three figures under the panel. */
  stats?: HeroPreviewStat[];
}

const stepIcons: Record<HeroPreviewStepState, IconName> = {
  done: 'check-circle',
  current: 'circle-dot',
  upcoming: 'circle',
};

/**
 * A stylised ITIN card above a progress preview, drawn in CSS for the hero's visual side.
 * It is an illustration, hidden from assistive technology: whatever it shows must also be said
 * in the page's text.
 */
export function HeroPreview({
  cardLabel,
  cardNumber,
  cardHolder,
  cardStatus,
  progressTitle,
  progressText,
  progress,
  steps,
  stats,
}: HeroPreviewProps) {
  if (import.meta.env.DEV && (progress < 0 || progress > 1 || Number.isNaN(progress))) {
    throw new Error(`HeroPreview: \`progress\` is a share from 0 to 1; received ${progress}.`);
  }
  return (
    <div className={styles.root} aria-hidden="true">
      <div className={styles.card}>
        <div className={styles.cardTop}>
          <span className={styles.cardBrand}>
            <Icon name="shield-check" size="large" />
          </span>
          <span className={styles.chip} />
        </div>
        <div>
          <p className={styles.cardLabel}>{cardLabel}</p>
          <p className={styles.cardNumber}>
            {/* The number keeps its left-to-right order in right-to-left text, aligned to the start. */}
            <span dir="ltr">{cardNumber}</span>
          </p>
        </div>
        <div className={styles.cardBottom}>
          <span className={styles.cardHolder}>{cardHolder}</span>
          <StatusBadge tone="success" size="small">
            {cardStatus}
          </StatusBadge>
        </div>
      </div>
      <div className={styles.panel}>
        <div className={styles.panelTop}>
          <span className={styles.panelTitle}>{progressTitle}</span>
          <span className={styles.panelValue}>{progressText}</span>
        </div>
        <div className={styles.track}>
          {/* The share is only known at run time, so it is the one inline style. */}
          <div className={styles.fill} style={{ inlineSize: `${Math.round(progress * 100)}%` }} />
        </div>
        <ul className={styles.steps}>
          {steps.map((step, index) => {
            const state = step.state ?? 'upcoming';
            return (
              <li key={index} className={`${styles.step} ${styles.stepState[state]}`}>
                <span className={styles.stepIcon[state]}>
                  <Icon name={stepIcons[state]} size="small" />
                </span>
                <span>{step.label}</span>
              </li>
            );
          })}
        </ul>
      </div>
      {stats && stats.length > 0 ? (
        <div className={styles.stats}>
          {stats.map((stat, index) => (
            <div key={index} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
