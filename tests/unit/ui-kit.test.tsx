import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ErrorSummary, PasswordField, TextField } from '../../ui';

afterEach(() => vi.restoreAllMocks());

describe('PasswordField', () => {
  const renderField = (onVisibleChange = vi.fn()) => {
    render(
      <PasswordField
        label="Password"
        autoComplete="current-password"
        showLabel="Show password"
        onVisibleChange={onVisibleChange}
      />,
    );
    return {
      input: screen.getByLabelText('Password', { selector: 'input' }),
      toggle: screen.getByRole('button', { name: 'Show password' }),
      onVisibleChange,
    };
  };

  describe('given the initial render', () => {
    it('hides the password and reports the toggle as not pressed', () => {
      const { input, toggle } = renderField();
      expect(input).toHaveAttribute('type', 'password');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });

    it('keeps one accessible name for both states', async () => {
      const { toggle } = renderField();
      await userEvent.click(toggle);
      expect(toggle).toHaveAccessibleName('Show password');
    });
  });

  describe('when the toggle is clicked', () => {
    it('shows the password, then hides it again', async () => {
      const { input, toggle, onVisibleChange } = renderField();
      await userEvent.click(toggle);
      expect(input).toHaveAttribute('type', 'text');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(onVisibleChange).toHaveBeenLastCalledWith(true);

      await userEvent.click(toggle);
      expect(input).toHaveAttribute('type', 'password');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(onVisibleChange).toHaveBeenLastCalledWith(false);
    });

    it('leaves focus in the field the person was typing in', async () => {
      const { input, toggle } = renderField();
      await userEvent.type(input, 'secret');
      await userEvent.click(toggle);
      expect(input).toHaveFocus();
      expect(input).toHaveValue('secret');
    });
  });

  describe('when the toggle is used from the keyboard', () => {
    it('switches with Enter and Space and keeps focus on the toggle', async () => {
      const { input, toggle } = renderField();
      await userEvent.click(input);
      await userEvent.tab();
      expect(toggle).toHaveFocus();

      await userEvent.keyboard('{Enter}');
      expect(input).toHaveAttribute('type', 'text');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');

      await userEvent.keyboard(' ');
      expect(input).toHaveAttribute('type', 'password');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(toggle).toHaveFocus();
    });
  });
});

describe('TextField', () => {
  describe('with a hint and an error', () => {
    it('describes the input by both and marks it invalid', () => {
      render(<TextField id="email" label="Email" hint="We send updates here." error="Email is required" />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
      expect(document.getElementById('email-error')).toHaveTextContent('Email is required');
      expect(input).toHaveAccessibleDescription('We send updates here. Email is required');
    });

    it('keeps a description passed by the app', () => {
      render(<TextField id="email" label="Email" error="Email is required" aria-describedby="terms" />);
      expect(screen.getByRole('textbox')).toHaveAttribute('aria-describedby', 'email-error terms');
    });
  });

  describe('without an error', () => {
    it('is not marked invalid and is described only by its hint', () => {
      render(<TextField id="phone" label="Phone" type="tel" hint="Include your country code" />);
      const input = screen.getByRole('textbox', { name: 'Phone' });
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).toHaveAttribute('aria-describedby', 'phone-hint');
    });
  });

  describe('when the error goes away', () => {
    it('drops aria-invalid and the error description', () => {
      const { rerender } = render(<TextField id="first" label="First name" error="First name is required" />);
      rerender(<TextField id="first" label="First name" />);
      const input = screen.getByRole('textbox', { name: 'First name' });
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).not.toHaveAttribute('aria-describedby');
    });
  });

  describe('when required', () => {
    it('sets the native attribute and reads the marker text', () => {
      render(<TextField label="First name" required requiredLabel="required" />);
      expect(screen.getByRole('textbox', { name: 'First name required' })).toBeRequired();
    });

    it('throws in dev without a requiredLabel', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => render(<TextField label="First name" required />)).toThrow(/requiredLabel/);
    });
  });
});

describe('ErrorSummary', () => {
  const errors = [
    { message: 'First name is required', href: '#firstName' },
    { message: 'Last name is required', href: '#lastName' },
    { message: 'Email is required', href: '#email' },
    { message: 'Please enter a valid email address', href: '#email' },
    { message: 'Password is required', href: '#password' },
    { message: 'Password must be at least 6 characters long', href: '#password' },
    { message: 'Passwords do not match', href: '#confirmPassword' },
  ];

  it('lists every message, in order, inside one alert named by its title', () => {
    render(<ErrorSummary title="Please correct the following" errors={errors} />);
    const summary = screen.getByRole('alert', { name: 'Please correct the following' });
    const items = within(summary).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(errors.map(({ message }) => message));
    expect(within(summary).getByRole('link', { name: 'Passwords do not match' })).toHaveAttribute(
      'href',
      '#confirmPassword',
    );
  });

  it('renders messages without a target as plain text', () => {
    render(<ErrorSummary title="Your account could not be created" errors={[{ message: 'Something failed' }]} />);
    expect(screen.getByText('Something failed')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  describe('with focusOnMount', () => {
    it('takes focus when it appears', () => {
      render(<ErrorSummary title="Please correct the following" errors={errors} focusOnMount />);
      expect(screen.getByRole('alert')).toHaveFocus();
    });
  });

  describe('without focusOnMount', () => {
    it('leaves focus where it was', () => {
      render(<ErrorSummary title="Please correct the following" errors={errors} />);
      expect(screen.getByRole('alert')).not.toHaveFocus();
    });
  });

  describe('when a message link is followed', () => {
    it('focuses the field it points to and scrolls its label into view', async () => {
      render(
        <>
          <ErrorSummary title="Please correct the following" errors={errors} />
          <TextField id="lastName" label="Last name" />
        </>,
      );
      const scrolled: Element[] = [];
      vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
        scrolled.push(this);
      });
      await userEvent.click(screen.getByRole('link', { name: 'Last name is required' }));
      expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
      expect(scrolled).toEqual([screen.getByText('Last name', { selector: 'label' })]);
    });
  });
});

describe('Button', () => {
  describe('when loading without a loadingLabel', () => {
    it('throws in dev, naming the missing prop', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => render(<Button loading>Sign In</Button>)).toThrow(/loadingLabel/);
    });
  });

  describe('when loading with a loadingLabel', () => {
    it('renders a busy button that announces the label', () => {
      render(
        <Button loading loadingLabel="Signing in…">
          Sign In
        </Button>,
      );
      expect(screen.getByRole('button', { name: /Sign In/ })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
    });
  });
});
