import { renderToStaticMarkup } from 'react-dom/server';
import { Component, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Card, Heading, LanguagePicker, Logo, StepHeader, StepShell, Text, ThemeToggle } from '../../ui';

const steps = [
  { label: 'Get started' },
  { label: 'Application form' },
  { label: 'Documents' },
  { label: 'Review & payment' },
  { label: 'Processing' },
  { label: 'Complete' },
];

const titles = [
  'What is an ITIN?',
  'ITIN Application Form',
  'Document Upload & Information',
  'Review & Payment',
  'Processing Your Application',
  'Congratulations',
];

const germanSteps = [
  { label: 'Einführung und Voraussetzungen' },
  { label: 'Antragsformular ausfüllen' },
  { label: 'Dokumente hochladen und Angaben ergänzen' },
  { label: 'Überprüfung und Bezahlung' },
  { label: 'Bearbeitung Ihres Antrags' },
  { label: 'Abgeschlossen' },
];

const arabicSteps = [
  { label: 'البداية' },
  { label: 'نموذج الطلب' },
  { label: 'المستندات' },
  { label: 'المراجعة والدفع' },
  { label: 'المعالجة' },
  { label: 'اكتمل' },
];

const viewports = {
  phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};
const onPhone = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { viewport: { options: viewports } },
};

function PageTitle({ children, intro }: { children: ReactNode; intro: string }) {
  return (
    <>
      <Heading level={1}>{children}</Heading>
      <Text size="large" tone="muted">
        {intro}
      </Text>
    </>
  );
}

const meta = {
  title: 'UI/StepShell',
  component: StepShell,
  tags: ['autodocs'],
  args: {
    steps,
    current: 3,
    completeLabel: '(completed)',
    currentLabel: '(current step)',
    upcomingLabel: '(not started)',
    progressLabel: 'Application progress',
    stepLabel: (step: number, total: number) => `Step ${step} of ${total}`,
    title: (
      <PageTitle intro="Upload your passport and answer a few questions so we can prepare your application.">
        Document Upload & Information
      </PageTitle>
    ),
    children: (
      <Card padding="large">
        <Text>The secure intake form appears here, prefilled with your name and email.</Text>
      </Card>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The layout of the six step pages: a `<main>` region (the skip link's target) holding the journey's progress, the page title and the page content. Every string comes in as a prop: the step labels, the status words, the list's name and the 'Step 3 of 6' summary (a function, so the app can format it per language).",
          '',
          '**Pattern:** an ordered list of steps with `aria-current="step"` on the current one, after GOV.UK\'s task list and step-by-step navigation.',
          '',
          '**Accessibility criteria**',
          "- The list is an `<ol>` named by `progressLabel`, so screen readers announce 'list, 6 items' and each step's position.",
          '- Each step says its status in words (`completeLabel`, `currentLabel`, `upcomingLabel`, visually hidden) and shows it with an icon and shape: a check in a filled circle when complete, a ringed number when current, a plain number when upcoming. Never colour alone.',
          '- The current step has `aria-current="step"`.',
          "- Below the desktop breakpoint the labels give way to numbered markers under a summary ('Step 3 of 6' and the current step's name); the labels stay in the accessibility tree.",
          '- It is plain server-rendered markup with no script, so it reads fully without JavaScript.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof StepShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectProgress = async (canvasElement: HTMLElement, current: number) => {
  const canvas = within(canvasElement);
  const main = canvas.getByRole('main');
  await expect(main).toHaveAttribute('id', 'main-content');
  const list = within(main).getByRole('list', { name: 'Application progress' });
  await expect(list.tagName).toBe('OL');
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(6);
  items.forEach((item, index) => {
    const number = index + 1;
    const status = number < current ? '(completed)' : number === current ? '(current step)' : '(not started)';
    expect(item).toHaveTextContent(`${steps[index]?.label} ${status}`);
    if (number === current) expect(item).toHaveAttribute('aria-current', 'step');
    else expect(item).not.toHaveAttribute('aria-current');
  });
};

const stepStory = (current: number): Story => ({
  args: {
    current,
    title: <PageTitle intro="Each step takes a few minutes; your progress is saved.">{titles[current - 1]}</PageTitle>,
  },
  play: async ({ canvasElement }) => {
    await expectProgress(canvasElement, current);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(titles[current - 1]!);
  },
});

export const Step1 = stepStory(1);
export const Step2 = stepStory(2);
export const Step3 = stepStory(3);
export const Step4 = stepStory(4);
export const Step5 = stepStory(5);
export const Step6 = stepStory(6);

export const LongGermanText: Story = {
  args: {
    steps: germanSteps,
    completeLabel: '(abgeschlossen)',
    currentLabel: '(aktueller Schritt)',
    upcomingLabel: '(noch nicht begonnen)',
    progressLabel: 'Fortschritt Ihres Antrags',
    stepLabel: (step, total) => `Schritt ${step} von ${total}`,
    title: (
      <PageTitle intro="Laden Sie Ihren Reisepass hoch und beantworten Sie einige Fragen, damit wir Ihren Antrag vorbereiten können.">
        Dokumente hochladen und Angaben ergänzen
      </PageTitle>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Fortschritt Ihres Antrags' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent(
      'Dokumente hochladen und Angaben ergänzen (aktueller Schritt)',
    );
  },
};

const arabicArgs = {
  steps: arabicSteps,
  current: 4,
  completeLabel: '(مكتملة)',
  currentLabel: '(الخطوة الحالية)',
  upcomingLabel: '(لم تبدأ)',
  progressLabel: 'تقدم الطلب',
  stepLabel: (step: number, total: number) => `الخطوة ${step} من ${total}`,
  title: <PageTitle intro="راجع باقتك وادفع بأمان.">المراجعة والدفع</PageTitle>,
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', theme: 'light' },
  args: arabicArgs,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'تقدم الطلب' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
    // The first step sits at the right edge in a right-to-left page.
    await expect(items[0]!.getBoundingClientRect().left).toBeGreaterThan(items[5]!.getBoundingClientRect().left);
  },
};

export const SmallScreen375: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expectProgress(canvasElement, 3);
    const main = within(canvasElement).getByRole('main');
    // The summary shows where the user is; the list's labels remain for screen readers.
    await expect(within(main).getByText('Step 3 of 6')).toBeVisible();
    await expect(main.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const SmallScreenRightToLeft: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, direction: 'rtl' },
  args: arabicArgs,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('الخطوة 4 من 6')).toBeVisible();
  },
};

export const ReadableWithoutJavaScript: Story = {
  // The markup a server sends, mounted without React: nothing here runs any script.
  render: (args) => <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<StepShell {...args} />) }} />,
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expectProgress(canvasElement, 3);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Document Upload & Information',
    );
  },
};

export const InAStepPage: Story = {
  args: {
    current: 2,
    title: <PageTitle intro="Fill in the form below; it takes about ten minutes.">ITIN Application Form</PageTitle>,
  },
  decorators: [
    (Story) => (
      <div style={{ margin: '-1.5rem' }}>
        <StepHeader
          logo={<Logo name="ITIN Bridge" href="/" linkLabel="ITIN Bridge home" />}
          stepLabel="Step 2 of 6"
          languagePicker={
            <LanguagePicker
              options={[
                { code: 'en', label: 'English' },
                { code: 'es', label: 'Español' },
              ]}
              value="en"
              label="Language"
              onValueChange={fn()}
            />
          }
          themeToggle={
            <ThemeToggle
              value="dark"
              onValueChange={fn()}
              toDarkLabel="Switch to dark theme"
              toLightLabel="Switch to light theme"
            />
          }
          userName="Maria"
          logoutLabel="Logout"
          onLogout={fn()}
        />
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toBeVisible();
    await expectProgress(canvasElement, 2);
  },
};

// Shows the dev-time error a wrong prop combination throws, instead of a blank story.
class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

export const CurrentOutOfRangeFails: Story = {
  args: { current: 7 },
  render: (args) => (
    <ShowError>
      <StepShell {...args} />
    </ShowError>
  ),
  parameters: { docs: { disable: true }, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'StepShell: current must be a whole number from 1 to 6 (got 7).',
    );
  },
};
