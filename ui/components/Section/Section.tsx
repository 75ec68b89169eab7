import { useId, type ReactNode } from 'react';
import * as styles from './Section.css';

export const sectionTones = ['plain', 'raised'] as const;
export type SectionTone = (typeof sectionTones)[number];

export const sectionAligns = ['start', 'center'] as const;
export type SectionAlign = (typeof sectionAligns)[number];

export interface SectionProps {
  /** Anchor target for in-page links such as `/#process`. */
  id?: string;
  /** Short kicker above the title, e.g. "How it works". */
  eyebrow?: ReactNode;
  /** The section's heading, rendered as an `<h2>`; also names the region. */
  title: ReactNode;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** The section's content. */
  children?: ReactNode;
  /** `raised` sets the section on a surface band to separate it from its neighbours. @default 'plain' */
  tone?: SectionTone;
  /** Alignment of the eyebrow, title and intro. @default 'start' */
  align?: SectionAlign;
}

/** A landing-page section: a titled, anchorable band with consistent vertical rhythm. */
export function Section({ id, eyebrow, title, intro, children, tone = 'plain', align = 'start' }: SectionProps) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className={`${styles.root} ${styles.tone[tone]}`}>
      <div className={styles.inner}>
        <header className={`${styles.header} ${styles.headerAlign[align]}`}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
