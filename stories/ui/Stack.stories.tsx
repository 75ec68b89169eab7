import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card, Stack, Text } from '../../ui';

const items = ['Sign up and log in', 'Fill out the ITIN application', 'Sign the legal papers'];

const meta = {
  title: 'UI/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    gap: 'standard',
    children: items.map((item) => (
      <Card key={item} padding="small">
        <Text>{item}</Text>
      </Card>
    )),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Even spacing between siblings, vertical or horizontal, from the space scale (sprinkles). The visual ' +
          'order always equals the DOM order, so reading and focus order stay meaningful (WCAG 1.3.2, 2.4.3). ' +
          'Render as `ul`/`ol` with `<li>` children when the items form a list; horizontal stacks follow the text ' +
          'direction, so they mirror in right-to-left languages.',
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

export const Horizontal: Story = {
  args: {
    direction: 'horizontal',
    gap: 'small',
    children: [
      <Button key="home" href="/">
        Go Home
      </Button>,
      <Button key="back" variant="secondary">
        Go Back
      </Button>,
    ],
  },
};

export const ResponsiveDirection: Story = {
  args: { direction: { mobile: 'vertical', tablet: 'horizontal' }, gap: { mobile: 'small', tablet: 'large' } },
};

export const AsList: Story = {
  args: {
    as: 'ol',
    'aria-label': 'Process',
    gap: 'xsmall',
    children: items.map((item) => (
      <li key={item}>
        <Text>{item}</Text>
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Process' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WrapAndJustify: Story = {
  args: {
    direction: 'horizontal',
    wrap: true,
    justify: 'spaceBetween',
    gap: 'small',
    children: ['PayPal', 'Stripe', 'U.S. banking', 'Credit building', 'Travel perks', 'Tax compliance'].map((label) => (
      <Card key={label} padding="small">
        <Text weight="medium">{label}</Text>
      </Card>
    )),
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    direction: 'horizontal',
    children: ['التسجيل', 'الطلب', 'التوقيع'].map((label) => (
      <Card key={label} padding="small">
        <Text>{label}</Text>
      </Card>
    )),
  },
};
