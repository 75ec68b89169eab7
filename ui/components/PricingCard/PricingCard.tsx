import { useId, type ReactNode } from 'react';
import * as styles from './PricingCard.css';
import { FeatureList } from '../FeatureList';
import { Icon, type IconName } from '../Icon';

export const pricingCardHeadingLevels = [2, 3, 4] as const;
export type PricingCardHeadingLevel = (typeof pricingCardHeadingLevels)[number];

export interface PricingCardFootnote {
  /** Decorative icon before the note, e.g. `lock` for payment security. */
  icon: IconName;
  /** The note, e.g. "30-day money-back guarantee". */
  label: ReactNode;
}

export interface PricingCardProps {
  /** Package name, e.g. "ITIN Complete Package"; the card's heading and accessible name. */
  name: ReactNode;
  /** The price, already formatted for the locale (e.g. "$1,250"). */
  price: string;
  /** What the price covers in time, e.g. "one-time". */
  period?: ReactNode;
  /** A sentence on who the package is for. */
  description?: ReactNode;
  /** Everything the package includes, one entry per line. */
  features: ReactNode[];
  /** Small heading above the features, e.g. "Everything included". */
  featuresTitle?: ReactNode;
  /** The call to action, usually a primary `Button`. */
  action?: ReactNode;
  /** Reassurances under the action: guarantee, payment security. */
  footnotes?: PricingCardFootnote[];
  /** Text of a highlight badge ("Most popular"); also gives the card an accent outline. */
  badge?: ReactNode;
  /** Heading level of the package name, to fit the page outline. @default 3 */
  headingLevel?: PricingCardHeadingLevel;
}

/** One price package: name, price, inclusions and the action to buy it. */
export function PricingCard({
  name,
  price,
  period,
  description,
  features,
  featuresTitle,
  action,
  footnotes,
  badge,
  headingLevel = 3,
}: PricingCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  return (
    <article aria-labelledby={nameId} className={badge ? `${styles.root} ${styles.highlighted}` : styles.root}>
      {badge ? <span className={styles.accentBar} /> : null}
      <div className={styles.layout}>
        <div className={styles.summary}>
          {badge ? (
            <p className={styles.badge}>
              <Icon name="star" size="small" />
              <span>{badge}</span>
            </p>
          ) : null}
          <Heading id={nameId} className={styles.name}>
            {name}
          </Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
          <p className={styles.priceRow}>
            <span className={styles.price}>{price}</span>
            {period ? <span className={styles.period}>{period}</span> : null}
          </p>
          {action ? <div className={styles.action}>{action}</div> : null}
          {footnotes && footnotes.length > 0 ? (
            // Safari drops list semantics when list-style is none; the explicit role restores them.
            // eslint-disable-next-line jsx-a11y/no-redundant-roles
            <ul role="list" className={styles.footnotes}>
              {footnotes.map((note, index) => (
                <li key={index} className={styles.footnote}>
                  <Icon name={note.icon} size="small" tone="success" />
                  <span>{note.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.features}>
          {featuresTitle ? <SubHeading className={styles.featuresTitle}>{featuresTitle}</SubHeading> : null}
          <FeatureList items={features} />
        </div>
      </div>
    </article>
  );
}
