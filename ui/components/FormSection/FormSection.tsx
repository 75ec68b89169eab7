import { useId, type ReactNode } from 'react';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { Text } from '../Text';
import * as styles from './FormSection.css';

export const formSectionHeadingLevels = [2, 3] as const;
export type FormSectionHeadingLevel = (typeof formSectionHeadingLevels)[number];

export interface FormSectionProps {
  /** The section's heading; it also names the section, so the section is a landmark. */
  title: ReactNode;
  /** Id of the heading, e.g. to name a list or a form inside by it. @default a generated id */
  titleId?: string;
  /** Level of the heading in the page outline. @default 2 */
  headingLevel?: FormSectionHeadingLevel;
  /** One paragraph under the heading: what the section is for. */
  description?: ReactNode;
  /** The section's content: a summary, fields, a `Form`, `Actions`. */
  children: ReactNode;
}

/** One titled part of a settings or account page, on its own card: heading, description, then its content. */
export function FormSection({ title, titleId, headingLevel = 2, description, children }: FormSectionProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={styles.body}>
        <Heading level={headingLevel} size="standard" id={headingId}>
          {title}
        </Heading>
        {description ? <Text>{description}</Text> : null}
        {children}
      </div>
    </Card>
  );
}
