import { forwardRef, useCallback, useEffect, useId, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { KitLink } from '../KitProvider';
import * as styles from './ErrorSummary.css';
import { Icon } from '../Icon';

/** One message of the summary. */
export interface ErrorSummaryItem {
  /** The validation message, e.g. "First name is required". */
  message: string;
  /** Link to the field it concerns, as a fragment: `#firstName`. Following it focuses the field. */
  href?: string;
}

export interface ErrorSummaryProps {
  /** The heading of the box, e.g. "There is a problem". */
  title: string;
  /** The messages, in the order of the fields on the page. */
  errors: readonly ErrorSummaryItem[];
  /** Optional text between the title and the list. */
  description?: ReactNode;
  /** Move focus to the summary when it first appears, so the next Tab reaches the first link. @default false */
  focusOnMount?: boolean;
  /** Level of the title in the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Id of the summary element. */
  id?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, href: string) {
  if (!href.startsWith('#')) return;
  const doc = event.currentTarget.ownerDocument;
  const field = doc.getElementById(decodeURIComponent(href.slice(1)));
  if (!field) return;
  event.preventDefault();
  // Jumping to the fragment would put the input at the very top and hide its label above it;
  // bring the label into view, then focus the input without scrolling again.
  const label = field.id ? doc.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
  (label ?? field).scrollIntoView({ block: 'start', behavior: 'instant' });
  field.focus({ preventScroll: true });
}

/**
 * Lists every validation problem of a form at once, each linking to its field
 * (GOV.UK error summary pattern).
 */
export const ErrorSummary = forwardRef(function ErrorSummary(
  { title, errors, description, focusOnMount = false, headingLevel = 2, id }: ErrorSummaryProps,
  forwardedRef: Ref<HTMLDivElement>,
) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      rootRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  useEffect(() => {
    if (focusOnMount) rootRef.current?.focus();
    // Only on mount: re-focusing on every render would pull focus out of the form while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const Title = `h${headingLevel}` as const;
  return (
    <div ref={setRefs} id={id} role="alert" aria-labelledby={titleId} tabIndex={-1} className={styles.root}>
      <span className={styles.icon}>
        <Icon name="alert-octagon" size="large" />
      </span>
      <div className={styles.content}>
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        {description ? <div className={styles.description}>{description}</div> : null}
        <ul className={styles.list}>
          {errors.map(({ message, href }) => (
            <li key={`${href ?? ''}${message}`} className={styles.item}>
              {href ? (
                <KitLink href={href} className={styles.link} onClick={(event) => focusField(event, href)}>
                  {message}
                </KitLink>
              ) : (
                <span className={styles.message}>{message}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
});
ErrorSummary.displayName = 'ErrorSummary';
