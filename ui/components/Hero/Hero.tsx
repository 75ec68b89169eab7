import type { ReactNode } from 'react';
import * as styles from './Hero.css';
import { Icon, type IconName } from '../Icon';

export interface HeroTrustIndicator {
  /** Decorative icon before the label. */
  icon: IconName;
  /** A short proof point, e.g. "IRS-authorized acceptance agent". */
  label: ReactNode;
}

export interface HeroProps {
  /** Tagline in a pill above the headline, e.g. "Bridging the Gap Between Business and Lifestyle". */
  eyebrow?: ReactNode;
  /** The page's main heading, rendered as the one `<h1>`. */
  headline: ReactNode;
  /** One or two sentences under the headline. */
  subtext?: ReactNode;
  /** Calls to action, usually a primary "Get Started" `Button` and at most one secondary. */
  actions?: ReactNode;
  /** Proof points under the actions (three read best). */
  trustIndicators?: HeroTrustIndicator[];
  /** Illustration beside the text on desktop and under it on smaller screens, e.g. `HeroPreview`. */
  visual?: ReactNode;
}

/** The landing page's opening band: tagline, headline, subtext, actions and proof points. */
export function Hero({ eyebrow, headline, subtext, actions, trustIndicators, visual }: HeroProps) {
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.content}>
          {eyebrow ? (
            <p className={styles.eyebrow}>
              <Icon name="sparkle" size="small" />
              <span>{eyebrow}</span>
            </p>
          ) : null}
          <h1 className={styles.headline}>{headline}</h1>
          {subtext ? <p className={styles.subtext}>{subtext}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {trustIndicators && trustIndicators.length > 0 ? (
            // Safari drops list semantics when list-style is none; the explicit role restores them.
            // eslint-disable-next-line jsx-a11y/no-redundant-roles
            <ul role="list" className={styles.trust}>
              {trustIndicators.map((item, index) => (
                <li key={index} className={styles.trustItem}>
                  <Icon name={item.icon} size="standard" tone="success" />
                  <span>{item.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {visual ? <div className={styles.visual}>{visual}</div> : null}
      </div>
    </div>
  );
}
