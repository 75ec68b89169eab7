import type { ReactNode } from 'react';
import * as styles from './NextSteps.css';
import { Icon, type IconName } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export const nextStepStates = ['done', 'current', 'upcoming'] as const;
export type NextStepState = (typeof nextStepStates)[number];

export interface NextStep {
  /** What happens, e.g. "Submission to the IRS". */
  title: ReactNode;
  /** Optional detail under the title. */
  description?: ReactNode;
  /** Where the step stands. @default 'upcoming' */
  state?: NextStepState;
}

export interface NextStepsProps {
  /** The steps in order. */
  steps: NextStep[];
  /**
   * Read to screen-reader users before a finished step's title, e.g. 'Completed:'. The three state
   * words are visually hidden; sight users get the icon and text weight.
   */
  doneLabel: string;
  /** Read before the current step's title, e.g. 'In progress:'. */
  currentLabel: string;
  /** Read before a later step's title, e.g. 'Not started yet:'. */
  upcomingLabel: string;
  /** Accessible name of the list, when no visible heading introduces it. */
  label?: string;
}

// Shape differs per state (tick, dot, ring), so the state never depends on colour alone.
const iconByState: Record<NextStepState, IconName> = {
  done: 'check',
  current: 'circle-dot',
  upcoming: 'circle',
};

/**
 * What happens next, in order, with each step marked done, current or upcoming by an icon,
 * its text weight and hidden status text; the current step carries `aria-current="step"`.
 */
export function NextSteps({ steps, doneLabel, currentLabel, upcomingLabel, label }: NextStepsProps) {
  const stateLabels: Record<NextStepState, string> = {
    done: doneLabel,
    current: currentLabel,
    upcoming: upcomingLabel,
  };
  return (
    // Safari drops list semantics when list-style is none; the explicit role restores them.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ol role="list" aria-label={label} className={styles.root}>
      {steps.map((step, index) => {
        const state = step.state ?? 'upcoming';
        return (
          <li
            key={index}
            className={state === 'done' ? `${styles.item} ${styles.itemDone}` : styles.item}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={`${styles.marker} ${styles.markerState[state]}`}>
              <Icon name={iconByState[state]} size="small" />
            </span>
            <div className={styles.body}>
              <p className={`${styles.title} ${styles.titleState[state]}`}>
                <VisuallyHidden>{stateLabels[state]} </VisuallyHidden>
                {step.title}
              </p>
              {step.description ? <p className={styles.description}>{step.description}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
