import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureList, Section, sectionTones } from '../../ui';

// Viewports as tall as a long page, so a whole story fits in one screenshot; the test runner's
// outer page is tall enough not to scale them (vitest.config.ts).
const viewportOptions = {
  desktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '2000px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '2000px' }, type: 'tablet' },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '2000px' }, type: 'mobile' },
};
const narrow = { globals: { viewport: { value: 'phone', isRotated: false } } };

const body = (
  <FeatureList
    columns={2}
    items={[
      'Sign up and login',
      'Fill out your ITIN application',
      'Sign the legal papers',
      'Receive everything online',
    ]}
  />
);

const meta = {
  title: 'UI/Section',
  component: Section,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    id: 'process',
    eyebrow: 'How it works',
    title: 'Your ITIN in five simple steps',
    intro: 'We handle the paperwork with the IRS so you can focus on your business. Everything happens online.',
    children: body,
  },
  parameters: {
    viewport: { options: viewportOptions },
    docs: {
      description: {
        component:
          'WAI-ARIA: `region` landmark named by its heading (landmark regions pattern). A `<section>` labelled by its `<h2>` (`aria-labelledby`), so it is exposed as a named region and ' +
          'its title appears in the heading outline (WCAG 1.3.1, 2.4.6). `id` makes it an in-page anchor ' +
          '(`/#process`); the global `scroll-padding-top` keeps the title clear of the fixed header. ' +
          'The eyebrow is plain text before the heading, not part of its name.',
      },
    },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your ITIN in five simple steps' });
    await expect(region).toHaveAttribute('id', 'process');
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Your ITIN in five simple steps');
    await expect(within(region).getByText('How it works')).toBeVisible();
  },
};

export const Raised: Story = {
  args: { tone: 'raised', id: 'pricing', eyebrow: 'Pricing', title: 'One package, everything included' },
};

export const Centered: Story = {
  args: { align: 'center', id: 'trust', eyebrow: 'Why ITIN Bridge', title: 'Trusted by 10,000+ clients worldwide' },
};

export const AllTones: Story = {
  render: (args) => (
    <div>
      {sectionTones.map((tone) => (
        <Section key={tone} {...args} id={`section-${tone}`} tone={tone} title={`Section tone: ${tone}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(sectionTones.length);
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, intro: undefined, title: 'Frequently asked questions' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  args: { align: 'center' },
};

export const LongGermanText: Story = {
  args: {
    eyebrow: 'So funktioniert es',
    title: 'Ihre US-Steueridentifikationsnummer in fünf unkomplizierten Schritten',
    intro:
      'Wir übernehmen den gesamten Schriftverkehr mit der US-Bundessteuerbehörde, damit Sie sich auf Ihr Unternehmen konzentrieren können. Alles geschieht bequem online.',
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    eyebrow: 'كيف يعمل',
    title: 'رقم التعريف الضريبي في خمس خطوات بسيطة',
    intro: 'نتولى الأوراق مع مصلحة الضرائب الأمريكية حتى تتمكن من التركيز على عملك.',
    children: (
      <FeatureList
        columns={2}
        items={[
          'التسجيل وتسجيل الدخول',
          'تعبئة طلب الرقم الضريبي',
          'توقيع المستندات القانونية',
          'استلام كل شيء عبر الإنترنت',
        ]}
      />
    ),
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: AllTones.render,
  // Runs axe in the light theme; the AllTones baselines already show both themes.
  parameters: { screenshot: { disable: true } },
};
