import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, PlaceholderPage } from '../../ui';

const onBack = fn();

const meta = {
  title: 'UI/PlaceholderPage',
  component: PlaceholderPage,
  tags: ['autodocs'],
  args: {
    title: 'Coming Soon',
    description: 'We’re still building this page. In the meantime, your application continues as usual.',
    actions: (
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The layout of pages that are not built yet (support, documents, profile): a decorative icon, the ' +
          'page’s `<h1>`, an explanation and a way back, so nobody lands in a dead end (WCAG 2.4.2, 2.4.6). It ' +
          'renders the `main` landmark unless `as="div"`; give it `titleId` to let the app focus the title after ' +
          'navigation.',
      },
    },
  },
} satisfies Meta<typeof PlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(onBack).toHaveBeenCalled();
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
    title: 'Demnächst verfügbar',
    description:
      'Diese Seite befindet sich noch im Aufbau. In der Zwischenzeit wird Ihr Antrag auf eine ' +
      'Steueridentifikationsnummer wie gewohnt weiterbearbeitet.',
    actions: <Button variant="secondary">Zurück zur vorherigen Seite</Button>,
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    title: 'قريبًا',
    description: 'ما زلنا نعمل على هذه الصفحة. يستمر طلبك كالمعتاد في هذه الأثناء.',
    actions: <Button variant="secondary">رجوع</Button>,
  },
};
