import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Actions, Button, Form, FormSection, Icon, PasswordField, SummaryList } from '../../ui';

const meta = {
  title: 'UI/FormSection',
  component: FormSection,
  tags: ['autodocs'],
  args: {
    title: 'Change your password',
    titleId: 'section-password',
    children: (
      <Form onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()} noValidate gap="standard">
        <PasswordField
          id="section-current"
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          showLabel="Show password"
        />
        <PasswordField
          id="section-new"
          label="New password"
          hint="At least 8 characters, with a letter and a number."
          name="new-password"
          autoComplete="new-password"
          showLabel="Show new password"
        />
        <Actions align="start">
          <Button type="submit">Change password</Button>
        </Actions>
      </Form>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 672 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'One titled part of a settings or account page on its own card: a heading, an optional description, then the content (a summary, a `Form`, `Actions`). Stack several of them for a page of settings.',
          '',
          '**Accessibility criteria**',
          '- The section is a `<section>` named by its heading, so it is a region landmark screen-reader users can jump to (WCAG 1.3.1, 2.4.1).',
          '- The heading is a real `h2` (or `h3` with `headingLevel`) in the page outline (1.3.1, 2.4.6); `titleId` lets a list or form inside be named by it.',
          '- Content follows the heading in reading and focus order (1.3.2, 2.4.3), and reflows at 320 px (1.4.10).',
          '- The card edge and text keep their contrast in both themes (1.4.3, 1.4.11).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Change your password' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Change your password' })).toHaveAttribute(
      'id',
      'section-password',
    );
    await expect(within(region).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Download your data',
    titleId: 'section-export',
    description: 'A copy of everything we store about you, as one JSON file, then each document on its own.',
    children: (
      <Actions align="start">
        <Button variant="secondary" icon={<Icon name="download" size="small" />}>
          Download my data
        </Button>
      </Actions>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Download your data' });
    const description = canvas.getByText(/A copy of everything/);
    const button = canvas.getByRole('button', { name: 'Download my data' });
    // Heading, description, then the action, top to bottom.
    await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(description.getBoundingClientRect().top);
    await expect(description.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
  },
};

export const Summary: Story = {
  args: {
    title: 'Your details',
    titleId: 'section-details',
    headingLevel: 3,
    children: (
      <SummaryList
        aria-labelledby="section-details"
        rows={[
          { id: 'name', key: 'Name', value: 'Ana Souza' },
          { id: 'email', key: 'Email', value: 'ana.souza@example.com' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Your details' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Your details' })).toBeInTheDocument();
  },
};
