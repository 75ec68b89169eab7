import { useId, type ReactNode } from 'react';
import * as styles from './Prose.css';

export interface ProseProps {
  /**
   * Long-form text as plain elements: `h2`, `h3`, `p`, `ul`/`ol` with `li`, `dl`, `a`, `strong`,
   * `code`, and tables through `ProseTable`.
   */
  children: ReactNode;
  /** Id of the prose element. */
  id?: string;
}

/**
 * Typographic rhythm for long-form text (a policy, the terms, help): headings, paragraphs, lists and
 * tables spaced by the kit's tokens, at a readable line length.
 */
export function Prose({ children, id }: ProseProps) {
  return (
    <div id={id} className={styles.root}>
      {children}
    </div>
  );
}

export interface ProseTableProps {
  /** What the table shows; its caption, and the name of the scrolling region around it. */
  caption: ReactNode;
  /** The table's rows: `thead` and `tbody` with `tr`, `th` (with `scope`) and `td`. */
  children: ReactNode;
}

/**
 * A table inside `Prose`. On a narrow screen it scrolls sideways inside a region that takes
 * keyboard focus and is named by the caption, so the page itself never scrolls sideways.
 */
export function ProseTable({ caption, children }: ProseTableProps) {
  const captionId = `${useId()}-caption`;
  return (
    // A focusable region is how keyboard users scroll an overflowing table (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableRegion} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
