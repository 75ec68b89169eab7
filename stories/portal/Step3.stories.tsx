import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ana, portalStory } from '../../.storybook/portal';
import Step3Page from '../../portal/pages/steps/Step3Page';
import { standInFormUrl, submitStandInForm, withStandInForms } from './standInForm';

const meta = {
  title: 'Portal/Step3',
  component: Step3Page,
  tags: ['autodocs'],
  args: { formUrl: standInFormUrl('document-intake') },
  ...portalStory(
    { path: '/step3', user: ana },
    {
      decorators: [withStandInForms],
      description:
        "In a build that sets `VITE_INTAKE_FORM_URL` (by default step 3 is the portal's own checklist, Portal/Checklist), step 3 embeds that document intake form 1200 px high (taller when the form asks), prefilled with the user's names and e-mail. 'Continue to Payment' is always available, because no finished upload is recorded between visits; until the form reports a submit, a note asks for the documents first, and afterwards a banner confirms them.",
    },
  ),
} satisfies Meta<typeof Step3Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTitle('Document upload form') as Promise<HTMLIFrameElement>;

/** The intake form, with a note to send the documents before continuing. */
export const Default: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Document Upload & Information' })).toBeVisible();
    await expect(within(canvasElement.querySelector('header')!).getByText('Step 3 of 6')).toBeVisible();
    const frame = await frameOf(canvasElement);
    await expect(frame.getBoundingClientRect().height).toBe(1200);
    await waitFor(() => expect(canvas.queryByText('Loading the form…')).not.toBeInTheDocument());
    const next = canvas.getByRole('button', { name: /Continue to Payment/ });
    await expect(next).not.toHaveAttribute('aria-disabled');
    await expect(next).toHaveAccessibleDescription(/Submit the form above before you continue/);
  },
};

/** The form reports the documents were sent. */
export const DocumentsSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await frameOf(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Loading the form…')).not.toBeInTheDocument());
    submitStandInForm(frame);
    await expect(await canvas.findByText('Documents received')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Continue to Payment/ })).not.toHaveAccessibleDescription();
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};
