/**
 * The landing page (docs/product.md § Landing page): fixed header with in-page navigation, hero, process, benefits,
 * pricing, trust, FAQ and the footer with the contact details. It is public and loads no auth
 * code: only the kit, the text, the language and theme controls and the configuration.
 *
 * Header links scroll to their section 50 ms after the click, smoothly unless the
 * visitor asks for reduced motion; the app shell does the scrolling when the address gets the
 * section's hash, so /faq, a footer link and a header click all behave alike.
 */
import { type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  FaqQuestions,
  Footer,
  Hero,
  HeroPreview,
  Icon,
  Logo,
  PricingCard,
  ProcessSteps,
  Section,
  SiteHeader,
  TrustItems,
} from '../../../ui';
import { intentComponent } from '../../app/deferredComponent';
import { shellMessages } from '../../app/messages';
import { MAIN_ID, navClickState } from '../../app/navigation';
import { config } from '../../config';
import { LanguageControl } from '../../layout/LanguageControl';
import {
  AVERAGE_PROCESSING_DAYS,
  CLIENT_COUNT,
  formatPackagePrice,
  GUARANTEE_DAYS,
  offerMessages,
  packageFeatures,
  PROCESSING_WEEKS,
} from '../../payment/offer';
import { ThemeControl } from '../../layout/ThemeControl';
import { landingSections, paths, sectionHref, TOTAL_STEPS, type LandingSection } from '../../paths';
import * as styles from './LandingPage.css';
import {
  benefitMessages,
  closingMessages,
  faqMessages,
  footerMessages,
  headerMessages,
  heroMessages,
  noticeMessages,
  pricingMessages,
  processMessages,
  trustMessages,
} from './messages';

const BUSINESS_CREDIT = { min: 50_000, max: 250_000 } as const;

// The FAQ accordion (Radix) sits far below the fold: its code loads when the visitor reaches for
// it (pointer over a question, focus, a press), and the kit's closed questions stand in until then
// (see portal/app/deferredComponent.tsx).
const LandingFaq = intentComponent(() => import('./LandingFaq'), 'faq', FaqQuestions);

function isLandingSection(value: string): value is LandingSection {
  return (landingSections as readonly string[]).includes(value);
}

export default function LandingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { state } = useLocation();
  const f = intl.formatMessage;
  const appName = f(shellMessages.appName);
  const weeks = { min: PROCESSING_WEEKS.min, max: PROCESSING_WEEKS.max };
  const usd = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

  const logo = <Logo name={appName} href={paths.home} linkLabel={f(shellMessages.logoLinkLabel)} />;

  const navItems = [
    { href: '#process', label: f(headerMessages.process) },
    { href: '#pricing', label: f(headerMessages.pricing) },
    { href: '#faq', label: f(headerMessages.faq) },
    { href: '#contact', label: f(headerMessages.contact) },
  ];

  // The plain '#id' links work without JavaScript; with it, the address becomes '/#id' and the
  // shell scrolls there after the nav-click delay.
  const onNavigate = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    const section = href.replace(/^#/, '');
    if (!isLandingSection(section)) return;
    event.preventDefault();
    void navigate({ pathname: paths.home, hash: `#${section}` }, { state: navClickState });
  };

  const getStarted = (size: 'small' | 'large', fullWidth = false) => (
    <Button
      href={paths.signup}
      size={size}
      fullWidth={fullWidth}
      iconAfter={size === 'large' ? <Icon name="arrow-right" size="small" /> : undefined}
    >
      {f(headerMessages.getStarted)}
    </Button>
  );

  return (
    <div className={styles.page}>
      <SiteHeader
        logo={logo}
        navItems={navItems}
        onNavigate={onNavigate}
        navigationLabel={f(headerMessages.navigation)}
        menuButtonLabel={f(headerMessages.menu)}
        closeMenuLabel={f(headerMessages.closeMenu)}
        languagePicker={<LanguageControl />}
        themeToggle={<ThemeControl />}
        action={getStarted('small')}
      />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {/* Right after an account deletion (location state set by the account page). */}
        {(state as { accountDeleted?: unknown } | null)?.accountDeleted === true ? (
          <div className={styles.notice}>
            {/* Plain markup, not the kit's Alert: the landing page's JavaScript budget is tight. */}
            <p role="status" className={styles.noticeText}>
              {f(noticeMessages.accountDeleted)}
            </p>
          </div>
        ) : null}
        <Hero
          eyebrow={f(heroMessages.tagline)}
          headline={f(heroMessages.title)}
          subtext={f(heroMessages.subtext)}
          actions={
            <>
              {getStarted('large')}
              <Button size="large" variant="secondary" href={sectionHref('process')}>
                {f(heroMessages.secondaryAction)}
              </Button>
            </>
          }
          trustIndicators={[
            { icon: 'shield-check', label: f(heroMessages.trustAgent) },
            { icon: 'users', label: f(heroMessages.trustClients, { count: CLIENT_COUNT }) },
            { icon: 'check-circle', label: f(heroMessages.trustGuarantee, { days: GUARANTEE_DAYS }) },
          ]}
          visual={
            <HeroPreview
              cardLabel={f(heroMessages.previewCardLabel)}
              cardNumber="9XX-XX-XXXX"
              cardHolder={f(heroMessages.previewHolder)}
              cardStatus={f(heroMessages.previewStatus)}
              progressTitle={f(heroMessages.previewProgressTitle)}
              progressText={f(heroMessages.previewProgressText, { step: 4, total: TOTAL_STEPS })}
              progress={4 / TOTAL_STEPS}
              steps={[
                { label: f(heroMessages.previewStepSubmitted), state: 'done' },
                { label: f(heroMessages.previewStepSigned), state: 'done' },
                { label: f(heroMessages.previewStepIrs), state: 'current' },
              ]}
              stats={[
                {
                  value: f(heroMessages.previewClientsValue, { count: CLIENT_COUNT }),
                  label: f(heroMessages.previewClients),
                },
                {
                  value: f(heroMessages.previewDaysValue, { days: AVERAGE_PROCESSING_DAYS }),
                  label: f(heroMessages.previewProcessing),
                },
              ]}
            />
          }
        />

        <Section
          id="process"
          eyebrow={f(processMessages.eyebrow)}
          title={f(processMessages.title)}
          intro={f(processMessages.intro)}
        >
          <ProcessSteps
            steps={[
              { icon: 'user', title: f(processMessages.step1Title), description: f(processMessages.step1Body) },
              { icon: 'document', title: f(processMessages.step2Title), description: f(processMessages.step2Body) },
              { icon: 'pen', title: f(processMessages.step3Title), description: f(processMessages.step3Body) },
              { icon: 'download', title: f(processMessages.step4Title), description: f(processMessages.step4Body) },
              { icon: 'wallet', title: f(processMessages.step5Title), description: f(processMessages.step5Body) },
            ]}
          />
        </Section>

        <Section
          id="benefits"
          tone="raised"
          eyebrow={f(benefitMessages.eyebrow)}
          title={f(benefitMessages.title)}
          intro={f(benefitMessages.intro)}
        >
          <TrustItems
            items={[
              {
                icon: 'chart',
                title: f(benefitMessages.creditTitle),
                description: f(benefitMessages.creditBody, {
                  min: usd(BUSINESS_CREDIT.min),
                  max: usd(BUSINESS_CREDIT.max),
                }),
              },
              { icon: 'bank', title: f(benefitMessages.bankingTitle), description: f(benefitMessages.bankingBody) },
              { icon: 'plane', title: f(benefitMessages.travelTitle), description: f(benefitMessages.travelBody) },
              { icon: 'document', title: f(benefitMessages.taxTitle), description: f(benefitMessages.taxBody) },
            ]}
          />
        </Section>

        <Section
          id="pricing"
          align="center"
          eyebrow={f(pricingMessages.eyebrow)}
          title={f(pricingMessages.title)}
          intro={f(pricingMessages.intro)}
        >
          <div className={styles.pricing}>
            <PricingCard
              name={f(offerMessages.packageName)}
              badge={f(pricingMessages.badge)}
              price={formatPackagePrice(intl)}
              period={f(offerMessages.period)}
              description={f(pricingMessages.description)}
              featuresTitle={f(offerMessages.featuresTitle)}
              features={packageFeatures(intl)}
              action={getStarted('large', true)}
              footnotes={[
                { icon: 'check-circle', label: f(offerMessages.guarantee, { days: GUARANTEE_DAYS }) },
                { icon: 'lock', label: f(offerMessages.sslNote) },
              ]}
            />
          </div>
        </Section>

        <Section
          id="trust"
          tone="raised"
          eyebrow={f(trustMessages.eyebrow)}
          title={f(trustMessages.title)}
          intro={f(trustMessages.intro)}
        >
          <TrustItems
            items={[
              { icon: 'shield-check', title: f(trustMessages.agentTitle), description: f(trustMessages.agentBody) },
              { icon: 'lock', title: f(trustMessages.securityTitle), description: f(trustMessages.securityBody) },
              { icon: 'bank', title: f(trustMessages.fdicTitle), description: f(trustMessages.fdicBody) },
              { icon: 'shield', title: f(trustMessages.privacyTitle), description: f(trustMessages.privacyBody) },
            ]}
          />
        </Section>

        <Section id="faq" eyebrow={f(faqMessages.eyebrow)} title={f(faqMessages.title)}>
          <div className={styles.faq}>
            <LandingFaq
              items={[
                { id: 'what-is-itin', question: f(faqMessages.whatQuestion), answer: f(faqMessages.whatAnswer) },
                { id: 'who-can-apply', question: f(faqMessages.whoQuestion), answer: f(faqMessages.whoAnswer) },
                {
                  id: 'how-long',
                  question: f(faqMessages.howLongQuestion),
                  answer: f(faqMessages.howLongAnswer, { days: AVERAGE_PROCESSING_DAYS, ...weeks }),
                },
                {
                  id: 'documents',
                  question: f(faqMessages.documentsQuestion),
                  answer: f(faqMessages.documentsAnswer),
                },
                {
                  id: 'not-approved',
                  question: f(faqMessages.rejectedQuestion),
                  answer: f(faqMessages.rejectedAnswer, { days: GUARANTEE_DAYS }),
                },
              ]}
            />
          </div>
        </Section>

        <Section
          id="get-started"
          tone="raised"
          align="center"
          title={f(closingMessages.title)}
          intro={f(closingMessages.body)}
        >
          <div className={styles.closingAction}>{getStarted('large')}</div>
        </Section>
      </main>
      <Footer
        logo={logo}
        about={f(footerMessages.about)}
        navigationLabel={f(footerMessages.navigation)}
        columns={[
          {
            title: f(footerMessages.services),
            links: [
              { href: sectionHref('process'), label: f(headerMessages.process) },
              { href: sectionHref('pricing'), label: f(headerMessages.pricing) },
              { href: sectionHref('faq'), label: f(headerMessages.faq) },
            ],
          },
          {
            title: f(footerMessages.account),
            links: [
              { href: paths.signup, label: f(headerMessages.getStarted) },
              { href: paths.login, label: f(footerMessages.signIn) },
              { href: paths.support, label: f(footerMessages.support) },
            ],
          },
        ]}
        contactId="contact"
        contact={{ title: f(footerMessages.contact), email: config.supportEmail, phone: config.supportPhone }}
        disclaimer={f(footerMessages.disclaimer)}
        copyright={f(footerMessages.copyright, { year: Number(import.meta.env.VITE_BUILD_YEAR) })}
      />
    </div>
  );
}
