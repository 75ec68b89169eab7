import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ana, portalStory } from '../../.storybook/portal';
import Step5Page from '../../portal/pages/steps/Step5Page';

const meta = {
  title: 'Portal/Step5',
  component: Step5Page,
  tags: ['autodocs'],
  // The page as it is with an embedded intake form, which keeps no application record to follow;
  // the record's own statuses are in Portal/Step5Status.
  args: { tracking: false },
  ...portalStory({ path: '/step5', user: ana }),
} satisfies Meta<typeof Step5Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under Review, the 6-10 week estimate and the five steps ahead. */
export const Default: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Processing Your Application' })).toBeVisible();
    await expect(within(canvasElement.querySelector('header')!).getByText('Step 5 of 6')).toBeVisible();
    await expect(canvas.getByText('Under Review')).toBeVisible();
    await expect(
      canvas.getByText('Our team is reviewing your application and will submit it to the IRS shortly.'),
    ).toBeVisible();
    await expect(canvas.getByText('Estimated processing time: 6-10 weeks')).toBeVisible();
    const next = within(canvas.getByRole('region', { name: 'What happens next' }));
    await expect(next.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Continue to Step 6' })).toHaveAttribute('href', '/step6');
  },
};
