import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ana, portalStory } from '../../.storybook/portal';
import Step6Page from '../../portal/pages/steps/Step6Page';

const meta = {
  title: 'Portal/Step6',
  component: Step6Page,
  tags: ['autodocs'],
  ...portalStory({ path: '/step6', user: ana }),
} satisfies Meta<typeof Step6Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Complete: the four next steps and how to reach support. */
export const Default: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible();
    await expect(within(canvasElement.querySelector('header')!).getByText('Step 6 of 6 - Complete!')).toBeVisible();
    await expect(canvas.getByText(/submitted and is in our system/)).toBeVisible();
    const next = within(canvas.getByRole('region', { name: 'Your next steps' }));
    await expect(next.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'support@itinbridge.example' })).toHaveAttribute(
      'href',
      'mailto:support@itinbridge.example',
    );
    await expect(canvas.getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
  },
};
