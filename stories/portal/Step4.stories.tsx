import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ana, portalStory } from '../../.storybook/portal';
import Step4Page from '../../portal/pages/steps/Step4Page';

const meta = {
  title: 'Portal/Step4',
  component: Step4Page,
  tags: ['autodocs'],
  // Step 4 after embedded forms (a build with `VITE_INTAKE_FORM_URL`): the package alone, Buy Now
  // at once. The portal's own checklist puts a review above it (Portal/Step4Review).
  args: { review: false },
  ...portalStory(
    { path: '/step4', user: ana },
    {
      description:
        "Review & Payment: the ITIN Complete Package, $1,250 one-time, its eight inclusions and 'Buy Now', a form that posts the order to the hosted payment page in a new tab. The payment page returns to `/step4?payment=success` (banner 'Payment Successful! Redirecting to next step...', then step 5 after 2.5 s or at once with 'Continue now') or `/step4?payment=cancelled` (nothing was charged).",
    },
  ),
} satisfies Meta<typeof Step4Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The package and the Buy Now form with every field the payment page expects. */
export const Default: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Review & Payment' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'ITIN Complete Package' })).toBeVisible();
    await expect(canvas.getByText('$1,250')).toBeVisible();
    await expect(canvas.getByText('one-time')).toBeVisible();
    await expect(canvas.getByText('12 months of email support')).toBeVisible();
    await expect(canvas.getByText('Secure payment with 256-bit SSL encryption')).toBeVisible();
    const buy = canvas.getByRole('button', { name: 'Buy Now (opens the secure payment page in a new tab)' });
    const form = buy.closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('target', '_blank');
    await expect(form.action).toBe(`${window.location.origin}/checkout`);
    const origin = window.location.origin;
    await expect(form).toHaveFormValues({
      cmd: '_s-xclick',
      hosted_button_id: 'ITINBRIDGE-COMPLETE-1250',
      amount: '1250.00',
      currency_code: 'USD',
      item_name: 'ITIN Complete Package',
      custom: 'ana@example.com',
      return: `${origin}/step4?payment=success`,
      cancel_return: `${origin}/step4?payment=cancelled`,
    });
  },
};

/** Back from a successful payment: the banner, and a way to go on without waiting. */
export const PaymentSuccess: Story = {
  args: { review: false, redirectDelay: null },
  parameters: { portal: { path: '/step4?payment=success' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByText('Payment Successful! Redirecting to next step...');
    await expect(banner.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue now' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
  },
};

/** Back from a cancelled payment: nothing was charged, and Buy Now is there to try again. */
export const PaymentCancelled: Story = {
  parameters: { portal: { path: '/step4?payment=cancelled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Payment cancelled')).toBeVisible();
    await expect(canvas.getByText(/Nothing was charged/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Buy Now/ })).toBeVisible();
  },
};
