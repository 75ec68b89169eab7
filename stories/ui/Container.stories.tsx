import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Container, Heading, Stack, Text } from '../../ui';

const meta = {
  title: 'UI/Container',
  component: Container,
  tags: ['autodocs'],
  args: {
    children: (
      <Card>
        <Stack gap="small">
          <Heading level={2}>How it works</Heading>
          <Text tone="muted">
            Five steps from sign-up to using PayPal, Stripe and U.S. banking. The column is centred with the responsive
            gutter on both sides.
          </Text>
        </Stack>
      </Card>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A centred page column: full width up to the content width, with a gutter that grows from 16px on ' +
          'phones to 32px on desktops. Use `width="narrow"` for single-column forms. Render it as `main` (with an ' +
          '`id` for the skip link) to make the page\u2019s main landmark. Content reflows down to 320px without ' +
          'horizontal scrolling (WCAG 1.4.10 Reflow).',
      },
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const Narrow: Story = {
  args: { width: 'narrow' },
};

export const AsMainLandmark: Story = {
  args: { as: 'main', id: 'main-content' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    width: 'narrow',
    children: (
      <Card>
        <Text>محتوى الصفحة في عمود متمركز بعرض محدود.</Text>
      </Card>
    ),
  },
};
