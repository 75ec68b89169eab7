import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ForgotPasswordPage from '../../portal/pages/auth/ForgotPasswordPage';
import LoginPage from '../../portal/pages/auth/LoginPage';
import SignupPage from '../../portal/pages/auth/SignupPage';
import { PortalProviders } from '../../portal/testing/PortalProviders';

const pages = [
  ['/login', LoginPage],
  ['/signup', SignupPage],
  ['/forgot-password', ForgotPasswordPage],
] as const;

describe('forms of prerendered pages', () => {
  it.each(pages)('%s is disabled in the prerendered markup', (path, Page) => {
    const html = renderToString(
      <PortalProviders path={path} messages={{}} syncDocument={false}>
        <Page />
      </PortalProviders>,
    );
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
  });

  it.each(pages)('%s is enabled once React runs it', async (path, Page) => {
    render(
      <PortalProviders path={path} messages={{}}>
        <Page />
      </PortalProviders>,
    );
    expect(await screen.findByLabelText(/^Email Address/)).toBeEnabled();
  });
});
