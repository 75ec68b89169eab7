import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Icon, StatusPage } from '../../ui';
import { vars } from '../../ui/theme';

const onBack = fn();

const meta = {
  title: 'UI/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  args: {
    code: '404',
    title: 'Page Not Found',
    description: 'The page you’re looking for doesn’t exist or has been moved.',
    actions: (
      <>
        <Button href="/" icon={<Icon name="home" size="small" />}>
          Go Home
        </Button>
        <Button variant="secondary" onClick={onBack} icon={<Icon name="arrow-left" size="small" />}>
          Go Back
        </Button>
      </>
    ),
  },
  decorators: [
    // Full-bleed: cancel the story frame's padding so the page fills the viewport as in the app.
    (Story) => (
      <div style={{ margin: `calc(-1 * ${vars.space.medium})` }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The page that explains why there is nothing here: an unknown address (a status `code` shown large), ' +
          'an error, or a page not built yet (a decorative `icon`). The page’s `<h1>`, an explanation and the ' +
          'ways out follow, so the dead end is clearly identified and easy to leave (WCAG 2.4.2, 2.4.6, 3.2.3). ' +
          'The code is plain text before the heading; the heading is what screen reader users jump to. It ' +
          'renders the `main` landmark unless `as="div"`; give it `titleId` to let the app focus the title after ' +
          'navigation, and `belowHeader` when the app’s header stands above it.',
      },
    },
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await expect(canvas.getByText('404')).toBeVisible();
    // The code replaces the icon.
    await expect(main.querySelector('svg:not(a svg, button svg)')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(onBack).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ComingSoon: Story = {
  args: {
    code: undefined,
    belowHeader: true,
    title: 'Coming Soon',
    description: 'We’re still building this page. In the meantime, your application continues as usual.',
    actions: (
      <Button variant="secondary" icon={<Icon name="arrow-left" size="small" />}>
        Back
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    // A decorative icon stands where the code would be, hidden from assistive technology.
    const icon = main.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    // Under the header the page is shorter than the screen by the header's height.
    await expect(main.getBoundingClientRect().height).toBeLessThan(window.innerHeight);
  },
};

export const Error: Story = {
  args: {
    code: undefined,
    icon: 'alert-circle',
    belowHeader: true,
    title: 'Something went wrong',
    description: 'This page could not be shown. Reload to try again.',
    actions: <Button>Reload</Button>,
  },
};

export const FocusedTitle: Story = {
  args: { titleId: 'page-title', as: 'div' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('main')).not.toBeInTheDocument();
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveAttribute('id', 'page-title');
    title.focus();
    await expect(title).toHaveFocus();
  },
};

export const LongGermanText: Story = {
  args: {
    title: 'Seite nicht gefunden',
    description: 'Die gesuchte Seite existiert nicht oder wurde an eine andere Adresse verschoben.',
    actions: (
      <>
        <Button href="/">Zur Startseite</Button>
        <Button variant="secondary">Zurück zur vorherigen Seite</Button>
      </>
    ),
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    code: undefined,
    belowHeader: true,
    title: 'قريبًا',
    description: 'ما زلنا نعمل على هذه الصفحة. يستمر طلبك كالمعتاد في هذه الأثناء.',
    actions: <Button variant="secondary">رجوع</Button>,
  },
};
