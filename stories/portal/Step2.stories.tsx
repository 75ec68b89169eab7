import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ana, portalStory } from '../../.storybook/portal';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import Step2Page from '../../portal/pages/steps/Step2Page';
import { createMemoryStore, type KeyValueStore } from '../../portal/session/storage';
import { standInFormUrl, submitStandInForm, withStandInForms } from './standInForm';

/** The store a signed-in visit leaves, with `extra` keys on top. */
const storeWith =
  (extra: Record<string, string> = {}) =>
  () =>
    createMemoryStore({
      userData: JSON.stringify({ email: ana.email, firstName: 'Ana', lastName: 'Silva' }),
      authenticated: 'true',
      ...extra,
    });

let store: (KeyValueStore & { dump(): Record<string, string> }) | null = null;

const meta = {
  title: 'Portal/Step2',
  component: Step2Page,
  tags: ['autodocs'],
  args: { formUrl: standInFormUrl('itin-application') },
  ...portalStory(
    { path: '/step2', user: ana },
    {
      decorators: [withStandInForms],
      description:
        "In a build that sets `VITE_APPLICATION_FORM_URL` (by default step 2 is the portal's own wizard, Portal/Wizard), step 2 embeds that ITIN application form, prefilled with the user's names and e-mail. 'Continue to Review & Payment' stays disabled (focusable, `aria-disabled`) until the step is complete: the saved `step2_completed_{email}` flag, the account's metadata, or the form's completion message, accepted only from the iframe's own window and the form's origin. In these stories the form is a stand-in served from a `data:` address.",
    },
  ),
} satisfies Meta<typeof Step2Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTitle('ITIN application form') as Promise<HTMLIFrameElement>;

const continueButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Continue to Review & Payment/ });

/** Before the form is submitted: the way on is disabled and says why. */
export const BeforeCompletion: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ITIN Application Form' })).toBeVisible();
    await expect(within(canvasElement.querySelector('header')!).getByText('Step 2 of 6')).toBeVisible();
    const frame = await frameOf(canvasElement);
    await expect(frame.getAttribute('src')).toContain('first_name=ana');
    await expect(frame.getAttribute('src')).toContain('email=ana%40example.com');
    await waitFor(() => expect(canvas.queryByText('Loading the form…')).not.toBeInTheDocument());
    await expect(continueButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(continueButton(canvasElement)).toHaveAccessibleDescription(
      'Submit the application form above to continue. Review & Payment follows after your documents.',
    );
  },
};

/** A message with the marker from anywhere but the form (here: the page itself) is ignored. */
export const IgnoresOtherWindows: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await frameOf(canvasElement);
    window.postMessage('[iFrameSizer]itin-form:submitted:itin-application', '*');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(continueButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The form reports a successful submit: the step is saved as done and the way on opens. */
export const CompletedByTheForm: Story = {
  parameters: {
    portal: {
      store: () => (store = storeWith()()),
      auth: () => createMemoryAuthService({ users: [ana], signedInAs: ana.email }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await frameOf(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Loading the form…')).not.toBeInTheDocument());
    submitStandInForm(frame);
    await expect(await canvas.findByText('Application form submitted')).toBeVisible();
    await expect(continueButton(canvasElement)).not.toHaveAttribute('aria-disabled');
    await expect(store?.dump()['step2_completed_ana@example.com']).toBe('true');
  },
};

/** A returning user whose browser holds `step2_completed_{email}`: the way on is open at once. */
export const CompletedEarlier: Story = {
  parameters: { portal: { store: storeWith({ 'step2_completed_ana@example.com': 'true' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await frameOf(canvasElement);
    await waitFor(() => expect(continueButton(canvasElement)).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByText('Application form submitted')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Loading the form…')).not.toBeInTheDocument());
  },
};
