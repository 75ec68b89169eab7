import type { ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Stack.css';

export const stackDirections = ['vertical', 'horizontal'] as const;
export const stackAlignments = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export const stackJustifications = ['start', 'center', 'end', 'spaceBetween'] as const;
export const stackElements = ['div', 'ul', 'ol', 'section', 'nav'] as const;
export type StackDirection = (typeof stackDirections)[number];
export type StackAlign = (typeof stackAlignments)[number];
export type StackJustify = (typeof stackJustifications)[number];
export type StackElement = (typeof stackElements)[number];

type Breakpoint = 'mobile' | 'tablet' | 'desktop';
/** One value, or one per breakpoint (each applies from that width up). */
export type StackResponsive<T> = T | Partial<Record<Breakpoint, T>>;

export interface StackProps {
  /** The stacked items. With `as="ul"` or `"ol"`, pass `<li>` elements. */
  children: ReactNode;
  /** Main axis, fixed or per breakpoint (e.g. `{ mobile: 'vertical', tablet: 'horizontal' }`). @default 'vertical' */
  direction?: StackResponsive<StackDirection>;
  /** Space between items on the space scale, fixed or per breakpoint. @default 'standard' */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment. @default 'stretch' for vertical stacks, 'center' for horizontal ones */
  align?: StackAlign;
  /** Main-axis distribution. @default 'start' */
  justify?: StackJustify;
  /** Let items flow onto new lines when they run out of room. @default false */
  wrap?: boolean;
  /** Element to render. @default 'div' */
  as?: StackElement;
  /** Accessible name, for a `nav` or a list that needs one. */
  'aria-label'?: string;
  /** Id of the element that names the stack, e.g. the heading of a `section`. */
  'aria-labelledby'?: string;
  /** Id of the stack element. */
  id?: string;
}

const flexDirection = { vertical: 'column', horizontal: 'row' } as const;
const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const;

function mapResponsive<T extends string, R>(value: StackResponsive<T>, map: (value: T) => R) {
  if (typeof value === 'string') return map(value);
  const result: Partial<Record<Breakpoint, R>> = {};
  for (const [breakpoint, entry] of Object.entries(value) as Array<[Breakpoint, T | undefined]>) {
    if (entry !== undefined) result[breakpoint] = map(entry);
  }
  return result;
}

/** Lays out its children in a row or column with even gaps from the space scale. */
export function Stack({
  children,
  direction = 'vertical',
  gap = 'standard',
  align,
  justify = 'start',
  wrap = false,
  as: Element = 'div',
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: StackProps) {
  const mainAxis = typeof direction === 'string' ? direction : (direction.mobile ?? 'vertical');
  const crossAlign = align ?? (mainAxis === 'horizontal' ? 'center' : 'stretch');
  const className = sprinkles({
    display: 'flex',
    flexDirection: mapResponsive(direction, (value) => flexDirection[value]),
    gap,
    alignItems: alignItems[crossAlign],
    justifyContent: justifyContent[justify],
    flexWrap: wrap ? 'wrap' : 'nowrap',
  });
  return (
    <Element id={id} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} className={`${styles.root} ${className}`}>
      {children}
    </Element>
  );
}
