import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, Button, alertTones } from '../../ui';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Your application is under review',
    children: 'Our team is reviewing your application and will submit it to the IRS shortly.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A banner following the WAI-ARIA Alert pattern for errors and warnings (`role="alert"`, announced at ' +
          'once) and a polite live region for information and success (`role="status"`). Render it when the ' +
          'event happens so assistive technology announces it; it never takes focus. The tone shows as an icon ' +
          'and a thick leading edge as well as colour (WCAG 1.4.1), text keeps 4.5:1 contrast on every tone ' +
          '(1.4.3), and the optional dismiss button has an accessible name from `dismissLabel` (4.1.2) and a ' +
          'visible focus ring (2.4.7). Nothing disappears on a timer (2.2.1).',
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your application is under review');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Payment Successful! Redirecting to next step...', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Payment Successful!');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Don’t wait: processing takes 49 days on average',
    children: 'Start your ITIN application today so you can open U.S. accounts and build credit sooner.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('processing takes 49 days');
  },
};

export const ErrorTone: Story = {
  args: {
    tone: 'error',
    title: 'Sign-in failed',
    children: 'Invalid email or password. Please check your credentials and try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone[0]?.toUpperCase()}${tone.slice(1)} banner`} />
      ))}
    </div>
  ),
};

export const BodyOnly: Story = {
  args: { tone: 'success', title: undefined, children: 'Form completed. You can continue to the next step.' },
};

export const WithAction: Story = {
  args: {
    tone: 'warning',
    title: 'Limited-time: start your ITIN application today',
    children: 'The average processing time is 49 days. Starting now means access to U.S. banking sooner.',
    action: <Button size="small">Start Basic Data Form</Button>,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Start Basic Data Form' })).toBeInTheDocument();
  },
};

export const Dismissible: Story = {
  args: {
    tone: 'success',
    title: 'Payment Successful! Redirecting to next step...',
    children: undefined,
    onDismiss: fn(),
    dismissLabel: 'Dismiss message',
  },
  render: function DismissibleAlert(args) {
    const [open, setOpen] = useState(true);
    return open ? (
      <Alert
        {...args}
        dismissLabel="Dismiss message"
        onDismiss={() => {
          args.onDismiss?.();
          setOpen(false);
        }}
      />
    ) : (
      <p>Message dismissed.</p>
    );
  },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dismiss = canvas.getByRole('button', { name: 'Dismiss message' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const DismissFocused: Story = {
  args: {
    tone: 'info',
    onDismiss: fn(),
    dismissLabel: 'Dismiss message',
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
  },
};

export const LongGermanText: Story = {
  args: {
    tone: 'warning',
    title: 'Warten Sie nicht: Die Bearbeitung dauert durchschnittlich 49 Tage',
    children:
      'Beginnen Sie noch heute mit Ihrem Antrag auf eine Steueridentifikationsnummer, damit Sie früher US-Bankkonten ' +
      'eröffnen und Ihre Kreditwürdigkeit aufbauen können.',
    action: <Button size="small">Antragsformular mit Basisdaten ausfüllen</Button>,
    onDismiss: fn(),
    dismissLabel: 'Meldung schließen',
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    tone: 'success',
    title: 'تم الدفع بنجاح! جارٍ الانتقال إلى الخطوة التالية...',
    children: 'سنرسل لك تحديثات عبر البريد الإلكتروني.',
    onDismiss: fn(),
    dismissLabel: 'إغلاق الرسالة',
  },
};
