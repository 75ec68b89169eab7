import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes, Text } from '../../ui';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading...' },
  parameters: {
    docs: {
      description: {
        component:
          'An indeterminate progress indicator in the current text colour. With a `label` it is a `status` ' +
          'live region whose text screen readers announce (WCAG 4.1.3 Status Messages); without one it is ' +
          'decoration for a control that already says it is busy (`aria-busy`). The rotation stops for people ' +
          'who ask for reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Without a label: only decoration, nothing is announced. */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Takes the colour of the text around it. */
export const InText: Story = {
  render: (args) => (
    <Text tone="muted">
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Spinner {...args} size="small" label={undefined} />
        Checking your link…
      </span>
    </Text>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: () => (
    <Text>
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Spinner size="small" label="جارٍ التحميل..." />
        <span aria-hidden="true">جارٍ التحميل...</span>
      </span>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('جارٍ التحميل...');
  },
};
