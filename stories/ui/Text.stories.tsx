import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text, textLeadings, textSizes, textTones, textWeights } from '../../ui';

const meta = {
  title: 'UI/Text',
  component: Text,
  tags: ['autodocs'],
  args: {
    children:
      'An ITIN lets you file U.S. taxes, open U.S. bank accounts and build credit without a Social Security Number.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Body text on the type scale (`small`, `standard`, `large`) with tones by meaning. Every tone meets ' +
          'WCAG 1.4.3 contrast (4.5:1) on the body and surface colours of both themes. `danger` and `success` ' +
          'never carry meaning alone: the words must say it too (1.4.1 Use of Colour). Sizes are in rem, so text ' +
          'follows the browser font size (1.4.4 Resize Text).',
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p');
    await expect(paragraph).toHaveTextContent(/An ITIN lets you file U.S. taxes/);
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {`${tone}: Average processing time is 49 days.`}
        </Text>
      ))}
    </div>
  ),
};

export const SizesAndWeights: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {textSizes.map((size) => (
        <div key={size} style={{ display: 'grid', gap: 4 }}>
          {textWeights.map((weight) => (
            <Text key={weight} size={size} weight={weight}>
              {`${size} ${weight}: One-time fee of $1,250`}
            </Text>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Leading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      {textLeadings.map((leading) => (
        <Text key={leading} leading={leading} tone="muted">
          {`${leading}: ${String(args.children)}`}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lineHeight = (leading: string) =>
      parseFloat(getComputedStyle(within(canvasElement).getByText(new RegExp(`^${leading}:`))).lineHeight);
    await expect(lineHeight('relaxed')).toBeGreaterThan(lineHeight('standard'));
  },
};

export const InlineSpan: Story = {
  render: () => (
    <Text>
      Estimated processing:{' '}
      <Text as="span" weight="semibold">
        6-10 weeks
      </Text>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('6-10 weeks').tagName).toBe('SPAN');
  },
};

export const LongGermanText: Story = {
  args: {
    size: 'large',
    children:
      'Mit einer Steueridentifikationsnummer können Sie US-Steuererklärungen einreichen, US-Bankkonten eröffnen und ' +
      'eine Kreditwürdigkeit aufbauen – ganz ohne Sozialversicherungsnummer.',
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'يتيح لك رقم التعريف الضريبي فتح حسابات مصرفية أمريكية وبناء سجل ائتماني.' },
};
