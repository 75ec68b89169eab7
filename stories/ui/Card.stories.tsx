import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card, Heading, Stack, Text, cardElevations, cardPaddings, cardTones } from '../../ui';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <Stack gap="small">
        <Heading level={3}>What is an ITIN?</Heading>
        <Text tone="muted">
          An Individual Taxpayer Identification Number lets people without a Social Security Number file U.S. taxes and
          open U.S. financial accounts.
        </Text>
      </Stack>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A surface panel that groups related content. Its outline is decorative (the content carries the ' +
          'meaning), so it has no contrast requirement; the `accent` tone adds a frame that is also visible in ' +
          'forced-colours mode. Render it as `section` with `aria-labelledby` pointing at its heading when it ' +
          'should be a named region, or as `li` inside a list of cards (WCAG 1.3.1).',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TonesAndElevations: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      {cardTones.map((tone) =>
        cardElevations.map((elevation) => (
          <Card key={`${tone}-${elevation}`} tone={tone} elevation={elevation}>
            <Stack gap="xsmall">
              <Text weight="semibold">{`${tone} · ${elevation}`}</Text>
              <Text size="small" tone="muted">
                ITIN Complete Package
              </Text>
            </Stack>
          </Card>
        )),
      )}
    </div>
  ),
};

export const PaddingScale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      {cardPaddings.map((padding) => (
        <Card key={padding} padding={padding}>
          <Text>{`padding ${padding}`}</Text>
        </Card>
      ))}
    </div>
  ),
};

export const NamedSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'package-title',
    tone: 'accent',
    elevation: 'raised',
    padding: 'large',
    children: (
      <Stack gap="medium" align="start">
        <Heading level={2} size="standard" id="package-title">
          ITIN Complete Package
        </Heading>
        <Text size="large" weight="bold">
          $1,250 one-time
        </Text>
        <Text tone="muted">Complete ITIN application assistance, IRS submission and tracking.</Text>
        <Button>Buy Now</Button>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'ITIN Complete Package' })).toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  args: {
    children: (
      <Stack gap="small">
        <Heading level={3}>Was ist eine Steueridentifikationsnummer?</Heading>
        <Text tone="muted">
          Eine individuelle Steueridentifikationsnummer ermöglicht Menschen ohne Sozialversicherungsnummer, in den
          Vereinigten Staaten Steuererklärungen abzugeben und Finanzkonten zu eröffnen.
        </Text>
      </Stack>
    ),
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    tone: 'accent',
    children: (
      <Stack gap="small">
        <Heading level={3}>ما هو رقم التعريف الضريبي؟</Heading>
        <Text tone="muted">رقم يتيح لك تقديم الإقرارات الضريبية وفتح حسابات مصرفية في الولايات المتحدة.</Text>
      </Stack>
    ),
  },
};
