import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { auditDrawnFonts } from '../../.storybook/fontAudit';

/**
 * The font audit that runs after every story (.storybook/fontAudit.ts), checked against text
 * whose fonts are known: it must report a label set in the machine's own monospace face and Latin
 * text that falls through to the system's CJK face, and accept the kit's faces and Chinese text.
 * Hidden from the sidebar: it guards the test setup, not a screen.
 */
const meta = {
  title: 'Checks/Font audit',
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: { disable: true } },
  render: () => (
    <div>
      <p>Kit label</p>
      <p>
        <code>Kit code 9XX-XX-1234</code>
      </p>
      <p lang="zh">护照号码 ITIN</p>
      <p data-unbundled style={{ fontFamily: 'monospace' }}>
        System monospace label
      </p>
      <p data-unbundled style={{ fontFamily: "'Noto Sans CJK SC', monospace" }}>
        Latin in the CJK face
      </p>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReportsUnbundledFonts: Story = {
  play: async ({ canvasElement }) => {
    const reported = (await auditDrawnFonts()).map((violation) => violation.text);
    await expect(reported).toEqual(['System monospace label', 'Latin in the CJK face']);
    // What is left must pass the audit that runs after every story.
    for (const element of canvasElement.querySelectorAll('[data-unbundled]')) element.remove();
    await expect(await auditDrawnFonts()).toEqual([]);
  },
};
