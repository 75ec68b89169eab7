import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EmbeddedFrame } from '../../ui';

// A tiny page that loads asynchronously (about:blank would load at once, during insertion). It
// draws a form's outline without text: a `data:` page has no access to the kit's fonts.
const formPage = `data:text/html,${encodeURIComponent(
  '<title>Form</title><body style="margin:16px;display:grid;gap:12px">' +
    '<div style="height:14px;width:40%;background:#8886;border-radius:4px"></div>' +
    '<div style="height:40px;border:1px solid #8888;border-radius:8px"></div>'.repeat(2) +
    '<div style="height:40px;width:30%;background:#4a7bd8;border-radius:8px"></div>',
)}`;

// Holds back the frame's `load` event so the loading state stays on screen. `load` does not
// bubble, but it is captured on the way down from the document, before it reaches the iframe.
function holdFrameLoad() {
  const hold = (event: Event) => {
    if (event.target instanceof HTMLIFrameElement) event.stopImmediatePropagation();
  };
  document.addEventListener('load', hold, true);
  return () => document.removeEventListener('load', hold, true);
}

const meta = {
  title: 'UI/EmbeddedFrame',
  component: EmbeddedFrame,
  tags: ['autodocs'],
  args: {
    title: 'Basic data form',
    src: 'about:blank',
    height: 480,
    loadingLabel: 'Loading the form…',
    onLoad: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'An external page (the application, intake and basic data forms) embedded in a rounded frame. The ' +
          '`title` is required and names the frame for screen readers (WCAG 4.1.2, 2.4.1). Until the page fires ' +
          '`load`, a skeleton with a visible, `role="status"` loading label covers the blank frame and the frame ' +
          'is marked `aria-busy`. The ref reaches the `<iframe>`, so the app can check `event.source` against ' +
          '`iframe.contentWindow` before trusting a message. `allow` and `sandbox` pass through unchanged.',
      },
    },
  },
} satisfies Meta<typeof EmbeddedFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    const frame = canvas.getByTitle('Basic data form');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toBeVisible();
  },
};

export const LoadsAsynchronously: Story = {
  args: { src: formPage },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The skeleton covers the frame until the page's own load event arrives.
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByTitle('Basic data form').closest('[aria-busy]')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: holdFrameLoad,
  args: { src: formPage },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading the form…');
    await expect(status.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true, height: 320 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // No frame yet, so nothing loads; the box keeps the frame's height with the loading label.
    await expect(canvas.queryByTitle('Basic data form')).toBeNull();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading the form…');
    await expect(status.parentElement!.getBoundingClientRect().height).toBeGreaterThanOrEqual(320);
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

const captured: { frame: HTMLIFrameElement | null } = { frame: null };

export const ForwardsRefAndAttributes: Story = {
  args: { height: 1200, allow: 'payment', sandbox: 'allow-forms allow-scripts allow-same-origin' },
  render: (args) => (
    <EmbeddedFrame
      {...args}
      ref={(frame) => {
        captured.frame = frame;
      }}
    />
  ),
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Basic data form') as HTMLIFrameElement;
    await expect(captured.frame).toBe(frame);
    await expect(captured.frame?.contentWindow).not.toBeNull();
    await expect(frame.getBoundingClientRect().height).toBe(1200);
    await expect(frame).toHaveAttribute('allow', 'payment');
    await expect(frame).toHaveAttribute('sandbox', 'allow-forms allow-scripts allow-same-origin');
  },
};

export const LongGermanText: Story = {
  beforeEach: holdFrameLoad,
  args: {
    src: formPage,
    title: 'Formular mit Basisdaten',
    loadingLabel: 'Das Formular mit Ihren Basisdaten wird geladen …',
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  beforeEach: holdFrameLoad,
  args: { src: formPage, title: 'نموذج البيانات الأساسية', loadingLabel: 'جارٍ تحميل النموذج…' },
};
