import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ana, portalStory } from '../../.storybook/portal';
import Step1Page from '../../portal/pages/steps/Step1Page';

const phone = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
} as const;

const meta = {
  title: 'Portal/Step1',
  component: Step1Page,
  tags: ['autodocs'],
  ...portalStory({ path: '/step1', user: ana }),
} satisfies Meta<typeof Step1Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const benefitNames = [
  'Build U.S. credit',
  'Business credit from $50K to $250K at 0% APR',
  'U.S. banking, PayPal and Stripe',
  'Travel perks',
  'Tax compliance',
];

/** Step 1 for a signed-in user: the first benefit is open. */
export const Default: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your Path to a U.S. ITIN Starts Here' }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const header = within(canvasElement.querySelector('header')!);
    await expect(header.getByText('Step 1 of 6')).toBeVisible();
    await waitFor(() => expect(header.getByText('Ana')).toBeVisible());
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Get Started');
    await expect(canvas.getByRole('heading', { level: 2, name: 'What is an ITIN?' })).toBeVisible();
    const benefits = await canvas.findAllByRole('button', { expanded: false });
    const open = canvas.getAllByRole('button', { expanded: true });
    await expect([...open, ...benefits].map((button) => button.textContent)).toEqual(
      expect.arrayContaining(benefitNames),
    );
    await expect(open).toHaveLength(1);
    await expect(canvas.getByText('Real estate investors buying or renting out U.S. property')).toBeVisible();
    await expect(canvas.getByText('Average processing takes 49 days. Start today.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to Basic Data Form' })).toHaveAttribute(
      'href',
      '/basic-data-form',
    );
  },
};

/** Opening another benefit closes the one that was open. */
export const OneBenefitOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const credit = await canvas.findByRole('button', { name: 'Build U.S. credit' });
    const travel = canvas.getByRole('button', { name: 'Travel perks' });
    await expect(credit).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(travel);
    await expect(travel).toHaveAttribute('aria-expanded', 'true');
    await expect(credit).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/airline miles, airport lounge access/)).toBeVisible();
    await userEvent.click(travel);
    await expect(travel).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Business credit from $50K to $250K at 0% APR' }));
    await expect(canvas.getByText(/business credit lines of \$50,000 to \$250,000/)).toBeVisible();
  },
};

/** An account without a first name: the header says 'User'. */
export const WithoutFirstName: Story = {
  // Story parameters merge deeply, so the names are blanked explicitly.
  parameters: { portal: { user: { email: 'lee@example.com', password: 'secret1', firstName: '', lastName: '' } } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement.querySelector('header')!);
    await waitFor(() => expect(header.getByText('User')).toBeVisible());
  },
};

/** A phone: the header wraps onto two rows and the progress shows 'Step 1 of 6' with the step's name. */
export const Phone: Story = {
  tags: ['portal-screen'],
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Accented, ~35% longer text. */
export const PseudoLocale: Story = {
  globals: { locale: 'en-XA' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Ýöûŕ/ })).toBeVisible();
  },
};
