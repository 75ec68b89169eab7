import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ana, portalStory } from '../../.storybook/portal';
import BasicDataFormPage from '../../portal/pages/steps/BasicDataFormPage';
import { standInFormUrl, submitStandInForm, withStandInForms } from './standInForm';

const meta = {
  title: 'Portal/BasicDataForm',
  component: BasicDataFormPage,
  tags: ['autodocs'],
  args: { formUrl: standInFormUrl('basic-data') },
  ...portalStory(
    { path: '/basic-data-form', user: ana },
    {
      decorators: [withStandInForms],
      description:
        "The basic data form page: header label 'Basic Data Form', the form embedded 800 px high (taller when the form reports a greater height), prefilled with the user's names and e-mail. The form-completed banner appears when the form itself reports a successful submit, with the way on to step 2. In these stories the form is a stand-in served from a `data:` address.",
    },
  ),
} satisfies Meta<typeof BasicDataFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTitle('Basic data form') as Promise<HTMLIFrameElement>;

/** The form waits to be filled in. */
export const BeforeCompletion: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Basic Information' })).toBeVisible();
    await expect(within(canvasElement.querySelector('header')!).getByText('Basic Data Form')).toBeVisible();
    const frame = await frameOf(canvasElement);
    await expect(frame.getBoundingClientRect().height).toBe(800);
    await expect(frame.getAttribute('src')).toContain('last_name=silva');
    await waitFor(() => expect(canvas.queryByText('Loading the form…')).not.toBeInTheDocument());
    await expect(canvas.getByText('Submit the form above to continue to your ITIN application.')).toBeVisible();
    await expect(canvas.queryByText('Form completed!')).not.toBeInTheDocument();
  },
};

/** The form reports a successful submit: the banner confirms it and leads on to step 2. */
export const AfterCompletion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await frameOf(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Loading the form…')).not.toBeInTheDocument());
    submitStandInForm(frame);
    await expect(await canvas.findByText('Form completed!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to Step 2' })).toHaveAttribute('href', '/step2');
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** A completion message from another window than the form's is ignored. */
export const IgnoresOtherWindows: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await frameOf(canvasElement);
    window.postMessage('[iFrameSizer]itin-form:submitted:basic-data', '*');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByText('Form completed!')).not.toBeInTheDocument();
  },
};
