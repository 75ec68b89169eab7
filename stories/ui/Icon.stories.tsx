import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames, iconSizes, iconTones } from '../../ui';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'shield-check', size: 'large', tone: 'link' },
  parameters: {
    docs: {
      description: {
        component:
          'WAI-ARIA: `img` role when labelled, otherwise presentational (hidden). Inline SVG icons in one line style, drawn on a 24 px grid. Decorative by default: the SVG gets ' +
          '`aria-hidden="true"` and `focusable="false"` so screen readers skip it (WCAG 1.1.1, decorative images). ' +
          'Give `label` only when the icon alone carries meaning; it then becomes `role="img"` with that name. ' +
          'Icons take the current text colour or a tone token, so they meet the same contrast as the text beside them ' +
          '(WCAG 1.4.11). Arrows and chevrons mirror in right-to-left text.',
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
        gap: 12,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 10, fontSize: 13 }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(iconNames.length);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(iconNames.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 20 }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 20, 24, 32]);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 20 }}>
      {iconTones.map((tone) => (
        <Icon key={tone} {...args} name="check-circle" tone={tone} />
      ))}
    </div>
  ),
};

export const WithLabel: Story = {
  args: { name: 'check-circle', tone: 'success', label: 'Completed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Completed' })).toBeVisible();
  },
};

export const LongGermanLabel: Story = {
  args: { name: 'shield-check', tone: 'success', label: 'Von der US-Steuerbehörde autorisierte Annahmestelle' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Von der US-Steuerbehörde autorisierte Annahmestelle' }),
    ).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <span>ابدأ الآن</span>
      <Icon {...args} name="arrow-right" size="standard" />
      <Icon {...args} name="chevron-right" size="standard" />
      <Icon {...args} name="globe" size="standard" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const [arrow, , globe] = [...canvasElement.querySelectorAll('svg')];
    // Directional icons flip; others keep their drawing.
    await expect(getComputedStyle(arrow!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(getComputedStyle(globe!).transform).toBe('none');
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: AllIcons.render,
  // The axe run in the light theme is the point; both themes are already in the AllIcons baselines.
  parameters: { screenshot: { disable: true } },
};

export const Tile: Story = {
  args: { name: 'message', size: 'large', tone: 'inherit', tile: true },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    const tile = svg?.parentElement;
    await expect(tile?.tagName).toBe('SPAN');
    // The tile is larger than the icon it frames, and the icon sits in its middle.
    const outer = tile!.getBoundingClientRect();
    const inner = svg!.getBoundingClientRect();
    await expect(outer.width).toBeGreaterThan(inner.width);
    await expect(inner.left - outer.left).toBeCloseTo(outer.right - inner.right, 0);
    await expect(getComputedStyle(tile!).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};
