import type { ReactNode } from 'react';
import * as styles from './ProcessSteps.css';
import { Icon, type IconName } from '../Icon';

export const processStepsHeadingLevels = [2, 3, 4] as const;
export type ProcessStepsHeadingLevel = (typeof processStepsHeadingLevels)[number];

export interface ProcessStep {
  /** Short name of the step, shown as a heading. */
  title: ReactNode;
  /** One or two sentences on what happens in this step. */
  description?: ReactNode;
  /** Optional decorative icon next to the title. */
  icon?: IconName;
}

export interface ProcessStepsProps {
  /** The steps in order; each is numbered from 1. */
  steps: ProcessStep[];
  /** Heading level of each step title, to fit the page outline. @default 3 */
  headingLevel?: ProcessStepsHeadingLevel;
  /** Accessible name of the list, when no visible heading introduces it. */
  label?: string;
}

/**
 * Numbered steps of a process: a vertical timeline on phones and tablets, one row on desktop.
 * The numbers are real text, and the ordered list tells screen readers "1 of 5".
 */
export function ProcessSteps({ steps, headingLevel = 3, label }: ProcessStepsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    // Safari drops list semantics when list-style is none; the explicit role restores them.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ol role="list" aria-label={label} className={styles.root}>
      {steps.map((step, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.number}>{index + 1}</span>
          <div className={styles.body}>
            <Heading className={styles.title}>
              {step.icon ? <Icon name={step.icon} size="standard" tone="link" /> : null}
              <span>{step.title}</span>
            </Heading>
            {step.description ? <p className={styles.description}>{step.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
