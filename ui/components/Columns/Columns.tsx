import type { ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Columns.css';

export const columnsWidths = ['equal', 'wideNarrow'] as const;
export const columnsBreakpoints = ['tablet', 'desktop'] as const;
export type ColumnsWidths = (typeof columnsWidths)[number];
export type ColumnsBreakpoint = (typeof columnsBreakpoints)[number];

export interface ColumnsProps {
  /** Two columns' content, in reading order (the first column is on the start side). */
  children: ReactNode;
  /** How the width is shared: halves, or three fifths and two fifths. @default 'equal' */
  widths?: ColumnsWidths;
  /** From which screen width the columns stand side by side; below it they stack. @default 'tablet' */
  from?: ColumnsBreakpoint;
  /** Space between the columns (and between them once stacked), on the space scale. @default 'large' */
  gap?: Sprinkles['gap'];
}

/** Two columns side by side from a breakpoint up, stacked in reading order below it. */
export function Columns({ children, widths = 'equal', from = 'tablet', gap = 'large' }: ColumnsProps) {
  const template = from === 'tablet' ? styles.tablet[widths] : styles.desktop[widths];
  return <div className={`${styles.root} ${template} ${sprinkles({ gap })}`}>{children}</div>;
}
