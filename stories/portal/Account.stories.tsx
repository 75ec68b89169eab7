import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ana as applicant, portalStory } from '../../.storybook/portal';
import type { ApplicationService } from '../../portal/application/ApplicationService';
import { createMemoryApplicationService } from '../../portal/application/memoryApplicationService';
import AccountPage from '../../portal/pages/account/AccountPage';

/** Ana, last seen at step 3. */
const ana = { ...applicant, lastStep: '/step3' as const };

/** An application with two documents, as after step 3. */
const withDocuments = () =>
  createMemoryApplicationService({
    profile: { email: ana.email },
    application: {
      status: 'submitted',
      answers: { name: { first: 'Ana', last: 'Silva' } },
      documents: [
        { kind: 'passport', file_name: 'passport.pdf' },
        { kind: 'federal_tax_return', file_name: 'tax-return-2025.pdf' },
      ],
    },
  });

/** The export never answers: the button stays busy. */
const exportPending = (): ApplicationService => ({
  ...createMemoryApplicationService(),
  accountExport: () => new Promise(() => {}),
});

const meta = {
  title: 'Portal/Account',
  component: AccountPage,
  tags: ['autodocs'],
  ...portalStory(
    { path: '/account', user: ana, application: withDocuments },
    {
      description:
        'The account page, reached from the name in the step header: name and e-mail, language and theme, a password change (current password, then the signup rules), the data download (`account_export` as a JSON file, then each document) and the account deletion (what goes, the password again, then sign-out and the home page).',
    },
  ),
  // A download is handed to the browser by clicking a temporary link: keep the files out of the test browser.
  beforeEach: () => {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Everything at rest. */
export const Idle: Story = {
  tags: ['portal-screen'],
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    await expect(canvas.getByText('ana@example.com')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  },
};

/** The rules of the new password, all shown together and linked to their fields. */
export const PasswordErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement, 'Change your password');
    await userEvent.type(form.getByLabelText(/^New password/), 'abc');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'abd');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    const summary = await form.findByRole('alert', { name: 'Please correct the following' });
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Password is required', 'Password must be at least 6 characters long', 'Passwords do not match']);
  },
};

/** The current password is wrong: nothing changes, what was typed stays. */
export const PasswordWrongCurrent: Story = {
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement, 'Change your password');
    await userEvent.type(form.getByLabelText(/^Current password/), 'not-it');
    await userEvent.type(form.getByLabelText(/^New password/), 'newsecret');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'newsecret');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(
      await form.findByText('Your current password is not correct. Your password has not been changed.'),
    ).toBeVisible();
  },
};

/** The new password is set; the fields are emptied. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement, 'Change your password');
    await userEvent.type(form.getByLabelText(/^Current password/), 'secret1');
    await userEvent.type(form.getByLabelText(/^New password/), 'newsecret');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'newsecret');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByText(/Your password has been changed/)).toBeVisible();
    await expect(form.getByLabelText(/^Current password/)).toHaveValue('');
  },
};

/** The export is being prepared. */
export const ExportInProgress: Story = {
  parameters: { portal: { application: exportPending } },
  play: async ({ canvasElement }) => {
    const area = await section(canvasElement, 'Download your data');
    await userEvent.click(area.getByRole('button', { name: 'Download my data' }));
    const button = area.getByRole('button', { name: /Download my data/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(within(button).getByRole('status')).toHaveTextContent('Preparing your data…');
  },
};

/** The JSON file was saved; each document can now be downloaded. */
export const ExportDone: Story = {
  play: async ({ canvasElement }) => {
    const area = await section(canvasElement, 'Download your data');
    await userEvent.click(area.getByRole('button', { name: 'Download my data' }));
    await expect(await area.findByText(/Your data has been downloaded as itin-bridge-data-/)).toBeVisible();
    await expect(area.getByRole('button', { name: 'Download passport.pdf' })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Download tax-return-2025.pdf' })).toBeVisible();
  },
  parameters: {
    // The file name carries today's date.
    screenshot: { disable: true },
  },
};

/** The export failed: a clear error, and the button to try again. */
export const ExportError: Story = {
  parameters: {
    portal: {
      application: () =>
        createMemoryApplicationService({ errors: { accountExport: { kind: 'network', message: 'Failed to fetch' } } }),
    },
  },
  play: async ({ canvasElement }) => {
    const area = await section(canvasElement, 'Download your data');
    await userEvent.click(area.getByRole('button', { name: 'Download my data' }));
    await expect(await area.findByRole('alert')).toHaveTextContent(/could not reach the server/);
    await expect(area.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  },
};

/** The confirmation: what goes, and the password again. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const area = await section(canvasElement, 'Delete your account');
    await userEvent.click(area.getByRole('button', { name: 'Delete my account' }));
    const field = area.getByLabelText(/^Enter your password to confirm/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(area.getByRole('button', { name: 'Delete my account for good' })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** The server refused the deletion: nothing was removed, the person stays signed in. */
export const DeleteError: Story = {
  parameters: {
    portal: {
      application: () =>
        createMemoryApplicationService({
          errors: { accountDelete: { kind: 'unexpected', message: 'Internal error', status: 500 } },
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const area = await section(canvasElement, 'Delete your account');
    await userEvent.click(area.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(area.getByLabelText(/^Enter your password to confirm/), 'secret1');
    await userEvent.click(area.getByRole('button', { name: 'Delete my account for good' }));
    await expect(await area.findByText(/could not be deleted just now. Nothing has been removed/)).toBeVisible();
  },
};

/** A wrong password: nothing is deleted. */
export const DeleteWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const area = await section(canvasElement, 'Delete your account');
    await userEvent.click(area.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(area.getByLabelText(/^Enter your password to confirm/), 'not-it');
    await userEvent.click(area.getByRole('button', { name: 'Delete my account for good' }));
    await expect(await area.findByText(/That password is not correct/)).toBeVisible();
  },
};
