import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProgressBar } from '../../ui';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'passport-photo-page.pdf', value: 45, valueText: '45%' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'A determinate progress bar with its label and value in words, e.g. an upload on a slow phone. For work of unknown length use `Spinner`.',
          '',
          '**Pattern:** [WAI-ARIA `progressbar`](https://www.w3.org/TR/wai-aria-1.2/#progressbar) with `aria-valuenow`, `aria-valuemin`, `aria-valuemax` and `aria-valuetext`.',
          '',
          '**Accessibility criteria**',
          '- The bar is named by its visible label (`aria-labelledby`), or by `aria-label` with `hideLabel` (WCAG 1.3.1, 4.1.2).',
          '- `valueText` ("45%", "2.1 of 5 MB") is shown and read as `aria-valuetext`, so the value is not conveyed by the bar\'s length alone (1.4.1).',
          '- The track has a 3:1 outline and the filled part 3:1 against it in both themes (1.4.11). Tones support words: say "failed" in text too.',
          '- The fill eases to each new value; with reduced motion it jumps (2.3.3). It does not announce every step: announce the end (done, failed) with a live region.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'passport-photo-page.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    const fill = bar.firstElementChild as HTMLElement;
    await expect(Math.round((fill.offsetWidth / bar.clientWidth) * 100)).toBe(45);
  },
};

export const Empty: Story = {
  args: { value: 0, valueText: '0%' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Done: Story = {
  args: { value: 5_000_000, max: 5_000_000, valueText: '5 MB of 5 MB', tone: 'success' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '5 MB of 5 MB');
    await expect((bar.firstElementChild as HTMLElement).offsetWidth).toBe(bar.clientWidth);
  },
};

export const Failed: Story = {
  args: { value: 62, valueText: 'Upload failed at 62%', tone: 'danger' },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 140, valueText: '100%' },
  parameters: { docs: { disable: true }, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Upload of passport-photo-page.pdf' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Upload of passport-photo-page.pdf' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText('45%')).toBeNull();
  },
};

function AdvancingBar() {
  const [value, setValue] = useState(10);
  useEffect(() => {
    if (value >= 100) return;
    const timer = setTimeout(() => setValue((current) => Math.min(current + 30, 100)), 50);
    return () => clearTimeout(timer);
  }, [value]);
  return <ProgressBar label="birth-certificate.jpg" value={value} valueText={`${value}%`} />;
}

export const Advancing: Story = {
  render: () => <AdvancingBar />,
  parameters: { docs: { disable: true } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'birth-certificate.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};

export const LongNameAtPhoneWidth: Story = {
  args: {
    label: 'Reisepass_Lichtbildseite_beglaubigte_Kopie_der_ausstellenden_Behoerde_2026.pdf',
    valueText: '1,2 von 4,8 MB',
    value: 25,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar').getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'جواز-السفر.pdf', valueText: '45٪' },
};
