import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Alert, Button, Card, LiveRegion, Stack, Text } from '../../ui';

const meta = {
  title: 'UI/LiveRegion',
  component: LiveRegion,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A region whose new content screen readers announce (`aria-live`, WCAG 4.1.3 Status Messages). Render it ' +
          'with the page and fill it later: a region inserted together with its message is often missed. While ' +
          'empty it takes no room, so a `Stack` around it adds no gap for it. `polite` waits for the reader to ' +
          'finish; `assertive` interrupts and is kept for what cannot wait.',
      },
    },
  },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

function Announcing({ politeness }: { politeness?: 'polite' | 'assertive' }) {
  const [sent, setSent] = useState(false);
  return (
    <Stack gap="large">
      <Card padding="small">
        <Text>Above the region</Text>
      </Card>
      <LiveRegion politeness={politeness}>
        {sent ? (
          <Alert tone="success" title="Payment received">
            Your order is confirmed.
          </Alert>
        ) : null}
      </LiveRegion>
      <Card padding="small">
        <Text>Below the region</Text>
      </Card>
      <Button onClick={() => setSent(true)}>Announce</Button>
    </Stack>
  );
}

const gapBetweenCards = (canvasElement: HTMLElement) => {
  const above = within(canvasElement).getByText('Above the region').parentElement!.getBoundingClientRect();
  const below = within(canvasElement).getByText('Below the region').parentElement!.getBoundingClientRect();
  return below.top - above.bottom;
};

export const Empty: Story = {
  render: () => <Announcing />,
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-live]')!;
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    // One gap between the two cards, not two: the empty region takes no room.
    const button = within(canvasElement).getByRole('button', { name: 'Announce' });
    const below = within(canvasElement).getByText('Below the region').parentElement!.getBoundingClientRect();
    await expect(gapBetweenCards(canvasElement)).toBeCloseTo(button.getBoundingClientRect().top - below.bottom, 0);
  },
};

export const Announced: Story = {
  render: () => <Announcing />,
  play: async ({ canvasElement }) => {
    const before = gapBetweenCards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Announce' }));
    const region = canvasElement.querySelector('[aria-live]')!;
    await waitFor(() => expect(region).toHaveTextContent('Payment received'));
    // The message now takes its place in the flow, between the cards.
    await expect(gapBetweenCards(canvasElement)).toBeGreaterThan(before + region.getBoundingClientRect().height - 1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Assertive: Story = {
  render: () => <Announcing politeness="assertive" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
  },
};
