import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './StepShell.css';

export interface StepShellStep {
  /** The step's short name, e.g. 'Document Upload'. */
  label: string;
}

export interface StepShellProps {
  /** Every step of the journey, in order. */
  steps: readonly StepShellStep[];
  /** The step the page belongs to, counted from 1. */
  current: number;
  /**
   * Read after a finished step's label, e.g. '(completed)'. The three status words are for screen
   * readers, so a step's state never rests on colour or icons alone.
   */
  completeLabel: string;
  /** Read after the current step's label, e.g. '(current step)'. */
  currentLabel: string;
  /** Read after a later step's label, e.g. '(not started)'. */
  upcomingLabel: string;
  /** Names the list of steps, e.g. 'Application progress'. */
  progressLabel: string;
  /** The short position shown on small screens, e.g. `(3, 6) => 'Step 3 of 6'`. */
  stepLabel: (step: number, total: number) => string;
  /** The page's title, usually an `h1` heading (and an optional intro). */
  title?: ReactNode;
  /** The page content. */
  children: ReactNode;
  /** Id of the `<main>` element, the target of the skip link. @default 'main-content' */
  id?: string;
}

type Status = 'complete' | 'current' | 'upcoming';

function statusOf(step: number, current: number): Status {
  if (step < current) return 'complete';
  return step === current ? 'current' : 'upcoming';
}

/**
 * The layout of the step pages: the `<main>` region with the journey's progress, then the page
 * title and content. The progress is an ordered list in the manner of GOV.UK's task list: each
 * step's state is shown by an icon and a word (visually hidden), the current one carries
 * `aria-current="step"`, and everything is plain markup, so it reads fully without JavaScript.
 * Small screens show a summary ('Step 3 of 6' and the step's name) over numbered markers.
 */
export function StepShell({
  steps,
  current,
  completeLabel,
  currentLabel,
  upcomingLabel,
  progressLabel,
  stepLabel,
  title,
  children,
  id = 'main-content',
}: StepShellProps) {
  if (import.meta.env.DEV && (!Number.isInteger(current) || current < 1 || current > steps.length)) {
    throw new Error(`StepShell: current must be a whole number from 1 to ${steps.length} (got ${current}).`);
  }
  const currentStep = steps[current - 1];
  const statusLabels: Record<Status, string> = {
    complete: completeLabel,
    current: currentLabel,
    upcoming: upcomingLabel,
  };
  return (
    // tabIndex -1 lets the skip link move focus here, not just scroll.
    <main id={id} tabIndex={-1} className={styles.root}>
      <div className={styles.container}>
        <div className={styles.progress}>
          {/* The list below carries the same facts for assistive technology. */}
          <div className={styles.summary} aria-hidden="true">
            <span className={styles.summaryCount}>{stepLabel(current, steps.length)}</span>
            {currentStep ? <span className={styles.summaryLabel}>{currentStep.label}</span> : null}
          </div>
          <ol className={styles.list} aria-label={progressLabel}>
            {steps.map((step, index) => {
              const number = index + 1;
              const status = statusOf(number, current);
              return (
                <li
                  key={number}
                  className={`${styles.item} ${styles.itemStatus[status]}`}
                  aria-current={status === 'current' ? 'step' : undefined}
                >
                  <span className={styles.marker[status]} aria-hidden="true">
                    {status === 'complete' ? <Icon name="check" /> : number}
                  </span>
                  <span className={styles.label[status]}>
                    {step.label} <VisuallyHidden>{statusLabels[status]}</VisuallyHidden>
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
        {title ? <div className={styles.header}>{title}</div> : null}
        <div className={styles.body}>{children}</div>
      </div>
    </main>
  );
}
