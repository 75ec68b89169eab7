import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterKitLink } from '../../portal/app/RouterKitLink';
import {
  focusMainHeading,
  NAV_SCROLL_DELAY,
  navClickState,
  scrollToSection,
  SECTION_SCROLL_DELAY,
  sectionDelayFromState,
} from '../../portal/app/navigation';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function section(id: string) {
  const element = document.createElement('section');
  element.id = id;
  element.scrollIntoView = vi.fn();
  document.body.appendChild(element);
  return element;
}

function reducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: matches && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('scrollToSection (100 ms and 50 ms delays)', () => {
  it('scrolls smoothly after the delay and moves focus to the section', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    const faq = section('faq');
    scrollToSection('faq', SECTION_SCROLL_DELAY);
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY - 1);
    expect(faq.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(faq.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(faq).toHaveFocus();
    expect(faq).toHaveAttribute('tabindex', '-1');
  });

  it('jumps instantly for people who prefer reduced motion', () => {
    vi.useFakeTimers();
    reducedMotion(true);
    const pricing = section('pricing');
    scrollToSection('pricing', NAV_SCROLL_DELAY);
    vi.advanceTimersByTime(NAV_SCROLL_DELAY);
    expect(pricing.scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('can be cancelled, and ignores a missing section', () => {
    vi.useFakeTimers();
    const contact = section('contact');
    scrollToSection('contact')();
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY);
    expect(contact.scrollIntoView).not.toHaveBeenCalled();
    expect(() => {
      scrollToSection('nowhere', 0);
      vi.advanceTimersByTime(0);
    }).not.toThrow();
  });

  it('uses 50 ms after a nav click and 100 ms otherwise', () => {
    expect(sectionDelayFromState(navClickState)).toBe(50);
    expect(sectionDelayFromState(null)).toBe(100);
    expect(sectionDelayFromState({ sectionScrollDelay: 'soon' })).toBe(100);
  });
});

describe('focusMainHeading', () => {
  it('focuses the h1 of the main content without adding a tab stop', () => {
    document.body.innerHTML = '<h1>Outside</h1><main id="main-content"><h1>Inside</h1></main>';
    expect(focusMainHeading()).toBe(true);
    const heading = screen.getByRole('heading', { name: 'Inside' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('reports when there is no heading', () => {
    expect(focusMainHeading()).toBe(false);
  });
});

describe('RouterKitLink', () => {
  function renderLinks() {
    const current = { pathname: '' };
    function Where() {
      current.pathname = useLocation().pathname;
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Where />
        <RouterKitLink href="/signup">App</RouterKitLink>
        <RouterKitLink href="#faq">Hash</RouterKitLink>
        <RouterKitLink href="https://irs.gov/itin">External</RouterKitLink>
        <RouterKitLink href="mailto:help@example.com">Mail</RouterKitLink>
        <RouterKitLink href="/terms" target="_blank">
          New tab
        </RouterKitLink>
      </MemoryRouter>,
    );
    return current;
  }

  it('routes app paths through the router and leaves everything else to the browser', async () => {
    const current = renderLinks();
    const app = screen.getByRole('link', { name: 'App' });
    expect(app).toHaveAttribute('href', '/signup');
    app.click();
    await vi.waitFor(() => expect(current.pathname).toBe('/signup'));

    // Plain anchors: the router does not intercept them (no data-discover marker of <Link>).
    for (const name of ['Hash', 'External', 'Mail', 'New tab']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('data-discover');
    }
    expect(screen.getByRole('link', { name: 'App' })).toHaveAttribute('data-discover', 'true');
  });
});
