import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, NotFoundLayout } from '../../ui';
import { vars } from '../../ui/theme';

const meta = {
  title: 'UI/NotFoundLayout',
  component: NotFoundLayout,
  tags: ['autodocs'],
  args: {
    code: '404',
    title: 'Page Not Found',
    description: 'The page you’re looking for doesn’t exist or has been moved.',
    actions: (
      <>
        <Button href="/">Go Home</Button>
        <Button variant="secondary">Go Back</Button>
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
          'The layout of the page for an unknown address: the status code large, the page’s `<h1>`, an ' +
          'explanation and two ways out (home and back), so the dead end is clearly identified and easy to leave ' +
          '(WCAG 2.4.2, 2.4.6, 3.2.3 consistent navigation). The code is plain text before the heading; the ' +
          'heading is what screen reader users jump to.',
      },
    },
  },
} satisfies Meta<typeof NotFoundLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
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
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    actions: (
      <>
        <Button href="/">الصفحة الرئيسية</Button>
        <Button variant="secondary">رجوع</Button>
      </>
    ),
  },
};
