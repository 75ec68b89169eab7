// The landing page through the app's routes: sections, header navigation, calls to action,
// locale formatting, and the promise that it ships no auth code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAV_SCROLL_DELAY } from '../../portal/app/navigation';
import { findHeading, renderPortal } from './portal-helpers';

const root = path.resolve(import.meta.dirname, '../..');

describe('landing page', () => {
  it('has one h1, the four sections the routes point at and the footer disclaimer', async () => {
    renderPortal({ path: '/' });
    await findHeading('Your U.S. ITIN, without a Social Security Number');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const id of ['process', 'pricing', 'faq', 'contact']) expect(document.getElementById(id)).not.toBeNull();
    expect(within(document.getElementById('process')!).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    // The FAQ's interactive parts load just after the page (a deferred chunk).
    expect(await within(document.getElementById('faq')!).findAllByRole('button')).toHaveLength(5);
    expect(screen.getByText('Bridging the Gap Between Business and Lifestyle')).toBeInTheDocument();
    expect(screen.getByText(/not affiliated with the Internal Revenue Service/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /Get Started/ })) {
      expect(link).toHaveAttribute('href', '/signup');
    }
  });

  it('a header link puts the section in the address and asks for the nav-click delay', async () => {
    const view = renderPortal({ path: '/' });
    await findHeading(/Your U\.S\. ITIN/);
    const nav = within(screen.getAllByRole('banner')[0]!).getAllByRole('navigation', { name: 'Main' })[0]!;
    await userEvent.click(within(nav).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(view.location().hash).toBe('#faq'));
    expect(view.location().pathname).toBe('/');
    expect(view.location().state).toEqual({ sectionScrollDelay: NAV_SCROLL_DELAY });
  });

  it('Get Started opens the signup screen', async () => {
    const view = renderPortal({ path: '/' });
    await findHeading(/Your U\.S\. ITIN/);
    await userEvent.click(screen.getAllByRole('link', { name: /Get Started/ })[0]!);
    await waitFor(() => expect(view.location().pathname).toBe('/signup'));
  });

  it('formats the price for the language', async () => {
    renderPortal({ path: '/', locale: 'de' });
    await screen.findByRole('heading', { level: 1 });
    const pricing = within(document.getElementById('pricing')!);
    expect(pricing.getByText(/1\.250\s\$/)).toBeInTheDocument();
  });
});

describe('landing page bundle', () => {
  // Follows the relative imports from the landing page and fails on anything that would pull the
  // auth implementation (supabase-js or its wrapper) into the landing page's chunk.
  function importsOf(file: string): string[] {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/^\s*import\s+(?!type\b)[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  }

  function resolve(from: string, specifier: string): string | null {
    if (!specifier.startsWith('.')) return null;
    const base = path.resolve(path.dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      try {
        if (readFileSync(candidate)) return candidate;
      } catch {
        // try the next extension
      }
    }
    return null;
  }

  it('does not import supabase-js or the auth implementation', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const queue = [path.join(root, 'portal/pages/landing/LandingPage.tsx')];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        const target = resolve(file, specifier);
        if (target) queue.push(target);
        else packages.add(specifier);
      }
    }
    const files = [...seen].map((file) => path.relative(root, file));
    expect(files).toContain('portal/layout/LanguageControl.tsx');
    expect(files.filter((file) => file.startsWith('portal/auth/'))).toEqual([]);
    expect([...packages].filter((name) => name.startsWith('@supabase/'))).toEqual([]);
  });
});
