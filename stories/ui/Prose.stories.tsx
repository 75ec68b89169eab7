import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Prose, ProseTable, TextLink } from '../../ui';

const fees = (
  <ProseTable caption="What each step costs">
    <thead>
      <tr>
        <th scope="col">Step</th>
        <th scope="col">Who charges</th>
        <th scope="col">Fee</th>
        <th scope="col">When you pay</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <th scope="row">Form W-7 preparation</th>
        <td>ITIN Bridge</td>
        <td>$199</td>
        <td>Before your documents are reviewed</td>
      </tr>
      <tr>
        <th scope="row">Certifying Acceptance Agent review</th>
        <td>Included</td>
        <td>$0</td>
        <td>Never</td>
      </tr>
      <tr>
        <th scope="row">Filing with the IRS</th>
        <td>Internal Revenue Service</td>
        <td>$0</td>
        <td>Never</td>
      </tr>
    </tbody>
  </ProseTable>
);

const meta = {
  title: 'UI/Prose',
  component: Prose,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <h2>What we store</h2>
        <p>
          We keep what you type into the application, the documents you upload and a record of each change, so that you
          can come back to your application on any device.
        </p>
        <ul>
          <li>
            <strong>Your account:</strong> your name, your e-mail address and a hash of your password.
          </li>
          <li>Your answers to the Form W-7 questions.</li>
          <li>The documents you upload, kept encrypted at rest.</li>
        </ul>
        <h3>Where it is kept</h3>
        <p>
          In one database in the United States. The setting <code>retention_days</code> decides how long a closed
          application stays before it is deleted.
        </p>
        <ol>
          <li>You finish and pay.</li>
          <li>We file your application.</li>
          <li>
            Read the <TextLink href="/terms">Terms of Service</TextLink> for the rest.
          </li>
        </ol>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Typographic rhythm for long-form text such as the privacy policy and the terms: plain `h2`, `h3`, `p`, `ul`, `ol`, `dl`, `a`, `strong` and `code` children are spaced by the kit’s tokens at a readable line length (about 70 characters). Tables go in a `ProseTable`.',
          '',
          '**Accessibility criteria**',
          '- The text keeps its own elements, so headings, lists and tables reach assistive technology with their structure (WCAG 1.3.1); headings are real `h2`/`h3` and follow the page outline.',
          '- The line length stays readable and the line height is 1.7 (1.4.8, 1.4.12); long words break instead of pushing the page sideways at 320 px (1.4.10).',
          '- A `ProseTable` that is wider than the screen scrolls sideways inside a region named by its caption that takes keyboard focus, so keyboard users can scroll it with the arrow keys (2.1.1, 1.4.10) and see where they are (2.4.7).',
          '- Text and links keep 4.5:1 contrast in both themes (1.4.3); links are underlined, not told apart by colour alone (1.4.1).',
          '- Spacing uses logical properties: lists indent and tables align from the start edge in right-to-left text.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'What we store' });
    const paragraph = canvas.getByText(/We keep what you type/);
    // The heading sits closer to its own paragraph than to anything above it.
    const below = paragraph.getBoundingClientRect().top - heading.getBoundingClientRect().bottom;
    const subheading = canvas.getByRole('heading', { level: 3, name: 'Where it is kept' });
    const list = canvas.getAllByRole('list')[0]!;
    const above = subheading.getBoundingClientRect().top - list.getBoundingClientRect().bottom;
    await expect(below).toBeGreaterThan(0);
    await expect(above).toBeGreaterThan(below);
    // A readable measure: the text column stops well short of a wide screen.
    await expect(paragraph.getBoundingClientRect().width).toBeLessThanOrEqual(42 * 16 + 1);
  },
};

export const WithTable: Story = {
  args: {
    children: (
      <>
        <h2>Fees</h2>
        <p>Everything you pay, and to whom.</p>
        {fees}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'What each step costs' });
    await expect(within(region).getByRole('table', { name: 'What each step costs' })).toBeInTheDocument();
    await expect(within(region).getAllByRole('rowheader')).toHaveLength(3);
    // The region is a tab stop, so a keyboard can scroll the table when it does not fit.
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.blur();
  },
};

export const Phone320: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  args: {
    children: (
      <>
        <h2>Steuerberatungsdienstleistungsunternehmen</h2>
        <p>
          Einkommensteuerjahreserklärungsunterlagen werden nicht gespeichert; Ihre Datenschutzgrundverordnungsrechte
          bleiben unberührt: https://www.example.com/datenschutz/individualsteueridentifikationsnummer.
        </p>
        {fees}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('phone');
    const width = frame.getBoundingClientRect().width;
    // Long words wrap inside the column.
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(Math.ceil(width));
    await expect(canvas.getByText(/Einkommensteuer/).scrollWidth).toBeLessThanOrEqual(Math.ceil(width));
    // The table is wider than the phone: it scrolls inside its region, the page does not.
    const region = canvas.getByRole('region', { name: 'What each step costs' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(Math.round(region.getBoundingClientRect().width)).toBeLessThanOrEqual(Math.ceil(width));
    // It is the scroll container (arrow keys scroll it once it has focus) and a tab stop.
    region.scrollLeft = region.scrollWidth;
    await expect(region.scrollLeft).toBeGreaterThan(0);
    region.scrollLeft = 0;
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.blur();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    children: (
      <>
        <h2>ما نحتفظ به</h2>
        <p>نحتفظ بما تكتبه في الطلب والمستندات التي ترفعها.</p>
        <ul>
          <li>حسابك: اسمك وبريدك الإلكتروني.</li>
          <li>إجاباتك عن أسئلة النموذج.</li>
        </ul>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    const item = canvas.getAllByRole('listitem')[0]!;
    // The list indents from the right edge in right-to-left text.
    await expect(list.getBoundingClientRect().right - item.getBoundingClientRect().right).toBeGreaterThan(0);
    await expect(Math.round(item.getBoundingClientRect().left)).toBe(Math.round(list.getBoundingClientRect().left));
  },
};
