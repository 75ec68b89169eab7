import type { ReactNode } from 'react';

// Line icons drawn for the alert tones. Decorative: the title and body say what happened, the
// icon only repeats it so the tone is never told by colour alone.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function AlertIcon({ tone }: { tone: 'info' | 'success' | 'warning' | 'error' }) {
  switch (tone) {
    case 'success':
      return (
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12.3 2.7 2.7L16.2 9.5" />
        </Icon>
      );
    case 'warning':
      return (
        <Icon>
          <path d="M10.3 4.2 2.9 17.1A2 2 0 0 0 4.6 20h14.8a2 2 0 0 0 1.7-2.9L13.7 4.2a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9.5v4" />
          <path d="M12 16.8h.01" />
        </Icon>
      );
    case 'error':
      return (
        <Icon>
          <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3Z" />
          <path d="m9.5 9.5 5 5M14.5 9.5l-5 5" />
        </Icon>
      );
    case 'info':
      return (
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5.5" />
          <path d="M12 7.8h.01" />
        </Icon>
      );
  }
}

export function DismissIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
