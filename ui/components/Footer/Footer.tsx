import { useId, type ReactNode } from 'react';
import * as styles from './Footer.css';
import { KitLink } from '../KitProvider';
import { Icon } from '../Icon';

export interface FooterLink {
  /** Destination, handed to the app's link component. */
  href: string;
  /** The link text. */
  label: ReactNode;
}

export interface FooterColumn {
  /** Column heading, e.g. "Company". */
  title: ReactNode;
  /** The column's links. */
  links: FooterLink[];
}

export interface FooterContact {
  /** Heading of the contact block, e.g. "Contact". */
  title: ReactNode;
  /** Support e-mail address; rendered as a `mailto:` link. */
  email?: string;
  /** Support phone number as people should read it; rendered as a `tel:` link. */
  phone?: string;
  /** Postal address, one line per entry. */
  addressLines?: string[];
}

export interface FooterProps {
  /** The brand mark, usually the kit's `Logo`. */
  logo: ReactNode;
  /** One or two sentences about the company under the logo. */
  about?: ReactNode;
  /** Columns of links. */
  columns?: FooterColumn[];
  /** The contact block (the landing page's Contact section). */
  contact?: FooterContact;
  /** Anchor id of the contact block, so `/#contact` scrolls to it. */
  contactId?: string;
  /** Small links beside the copyright: terms, privacy. */
  legalLinks?: FooterLink[];
  /** Legal disclaimer, e.g. that the company is not affiliated with the IRS and results may vary. */
  disclaimer?: ReactNode;
  /** Copyright line, e.g. "© 2026 ITIN Bridge. All rights reserved." */
  copyright: ReactNode;
  /** Accessible name of the navigation around the link columns, e.g. "Footer". */
  navigationLabel: string;
  /** Accessible name of the legal links' navigation, e.g. "Legal"; required with `legalLinks`. */
  legalLabel?: string;
}

// Keeps a leading "+" and the digits: what a `tel:` URI needs.
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** The site footer: brand, link columns, contact details, disclaimer and legal line. */
export function Footer({
  logo,
  about,
  columns,
  contact,
  contactId,
  legalLinks,
  disclaimer,
  copyright,
  navigationLabel,
  legalLabel,
}: FooterProps) {
  const contactTitleId = useId();
  const hasLegal = legalLinks !== undefined && legalLinks.length > 0;
  if (import.meta.env.DEV && hasLegal && !legalLabel) {
    throw new Error('Footer: `legalLinks` need `legalLabel`, the accessible name of their navigation.');
  }
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            {logo}
            {about ? <p className={styles.about}>{about}</p> : null}
          </div>
          {columns && columns.length > 0 ? (
            <nav aria-label={navigationLabel} className={styles.nav}>
              {columns.map((column, index) => (
                <div key={index} className={styles.column}>
                  <h2 className={styles.heading}>{column.title}</h2>
                  {/* Safari drops list semantics when list-style is none; the role restores them. */}
                  {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
                  <ul role="list" className={styles.list}>
                    {column.links.map((link, linkIndex) => (
                      <li key={linkIndex}>
                        <KitLink href={link.href} className={styles.link}>
                          {link.label}
                        </KitLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
          {contact ? (
            <section id={contactId} aria-labelledby={contactTitleId} className={styles.contact}>
              <h2 id={contactTitleId} className={styles.heading}>
                {contact.title}
              </h2>
              <address className={styles.address}>
                {contact.email ? (
                  <span className={styles.contactLine}>
                    <span className={styles.contactIcon}>
                      <Icon name="mail" size="small" />
                    </span>
                    {/* mailto: and tel: leave the app, so they are plain anchors, not router links. */}
                    <a href={`mailto:${contact.email}`} className={styles.link}>
                      {contact.email}
                    </a>
                  </span>
                ) : null}
                {contact.phone ? (
                  <span className={styles.contactLine}>
                    <span className={styles.contactIcon}>
                      <Icon name="phone" size="small" />
                    </span>
                    <a href={telHref(contact.phone)} className={styles.link} dir="ltr">
                      {contact.phone}
                    </a>
                  </span>
                ) : null}
                {contact.addressLines && contact.addressLines.length > 0 ? (
                  <span className={styles.contactLine}>
                    <span className={styles.contactIcon}>
                      <Icon name="map-pin" size="small" />
                    </span>
                    <span className={styles.addressText}>
                      {contact.addressLines.map((line, index) => (
                        <span key={index}>{line}</span>
                      ))}
                    </span>
                  </span>
                ) : null}
              </address>
            </section>
          ) : null}
        </div>
        <div className={styles.bottom}>
          {disclaimer ? <p className={styles.disclaimer}>{disclaimer}</p> : null}
          <div className={styles.legalRow}>
            <p className={styles.copyright}>{copyright}</p>
            {hasLegal ? (
              <nav aria-label={legalLabel}>
                {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
                <ul role="list" className={styles.legalList}>
                  {legalLinks.map((link, index) => (
                    <li key={index}>
                      <KitLink href={link.href} className={styles.link}>
                        {link.label}
                      </KitLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </div>
      </div>
    </footer>
  );
}
