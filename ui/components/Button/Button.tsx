import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type MouseEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { KitLink } from '../KitProvider';
import * as styles from './Button.css';
import { Spinner } from '../Spinner';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'link'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'onClick'
> {
  /** The button's text (and optional icon). */
  children: ReactNode;
  /** Visual emphasis. Use `primary` once per view, for the next action. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'standard' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Shows a spinner, marks the button busy and ignores clicks. @default false */
  loading?: boolean;
  /** Text announced while loading (e.g. "Signing in…"); required when `loading` can be true. */
  loadingLabel?: string;
  /** An icon shown before the text. Decorative: give it `aria-hidden`. */
  icon?: ReactNode;
  /** An icon shown after the text. */
  iconAfter?: ReactNode;
  /** Called on activation; never while `disabled` or `loading`. */
  onClick?: MouseEventHandler<HTMLButtonElement | HTMLAnchorElement>;
  /**
   * Render as a link to this destination, through the app's link component (see KitProvider).
   * Other attributes (`id`, `aria-*`) and the ref reach the link; `disabled` and `loading` make
   * it inert like the button: announced as disabled and not followed.
   */
  href?: string;
  /** With `href`: open in a new tab. */
  newTab?: boolean;
}

/** The kit's button. Renders a `<button>`, or a link through KitProvider's link component. */
export const Button = forwardRef(function Button(
  {
    children,
    variant = 'primary',
    size = 'standard',
    fullWidth = false,
    loading = false,
    loadingLabel,
    icon,
    iconAfter,
    href,
    newTab,
    disabled,
    type = 'button',
    onClick,
    ...rest
  }: ButtonProps,
  ref: Ref<HTMLButtonElement | HTMLAnchorElement>,
) {
  if (import.meta.env.DEV && loading && !loadingLabel) {
    throw new Error('Button: `loading` needs a `loadingLabel` so screen readers hear what is happening.');
  }
  const className = styles.button({ variant, size, fullWidth });
  const content = (
    <>
      {loading ? <Spinner size="small" /> : icon ? <span className={styles.icon}>{icon}</span> : null}
      <span>{children}</span>
      {iconAfter && !loading ? <span className={styles.icon}>{iconAfter}</span> : null}
      {loading && loadingLabel ? (
        <span role="status" className={styles.statusText}>
          {loadingLabel}
        </span>
      ) : null}
    </>
  );

  const inert = disabled || loading;
  // aria-disabled instead of `disabled` keeps the control focusable and announced; activation is
  // stopped here (a router link checks `defaultPrevented` before it navigates).
  const state = {
    className,
    'aria-disabled': inert ? true : undefined,
    'aria-busy': loading ? true : undefined,
    onClick: (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => {
      if (inert) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };

  if (href !== undefined) {
    return (
      <KitLink
        {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
        {...state}
        ref={ref as Ref<HTMLAnchorElement>}
        href={href}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </KitLink>
    );
  }

  return (
    <button {...rest} {...state} ref={ref as Ref<HTMLButtonElement>} type={type}>
      {content}
    </button>
  );
});
Button.displayName = 'Button';
