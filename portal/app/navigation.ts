/**
 * In-page navigation helpers shared by the shell and the landing page.
 *
 * Sections: /process, /pricing, /faq and /contact redirect to '/#<section>', and the shell then
 * calls `scrollToSection(section, SECTION_SCROLL_DELAY)`. A header nav click on the landing page
 * calls `scrollToSection(id, NAV_SCROLL_DELAY)` itself (100 ms after arriving, 50 ms after a nav click),
 * or links to '/#id' with `state: navClickState` and lets the shell do it.
 */

/**
 * Lays out every section of the landing page from now on. On the prerendered page they are laid
 * out only near the screen until then (portal/pages/landing/LandingPage.css.ts), at an estimated
 * height: a scroll to a section, or back to a position, would land in the wrong place.
 */
export function layOutWholePage(): void {
  document.documentElement.setAttribute('data-laid-out', '');
}

/** Id of every page's `<main>`: the skip link's target. Pass it as the layout's `id`. */
export const MAIN_ID = 'main-content';

/** Delay before scrolling to a section after arriving on the landing page (ms). */
export const SECTION_SCROLL_DELAY = 100;
/** Delay before scrolling to a section after a header nav click (ms). */
export const NAV_SCROLL_DELAY = 50;

/** Router location state marking a header nav click (the shell then uses NAV_SCROLL_DELAY). */
export const navClickState = { sectionScrollDelay: NAV_SCROLL_DELAY } as const;

/** The scroll delay a location's state asks for, else SECTION_SCROLL_DELAY. */
export function sectionDelayFromState(state: unknown): number {
  if (state && typeof state === 'object' && 'sectionScrollDelay' in state) {
    const delay = (state as { sectionScrollDelay: unknown }).sectionScrollDelay;
    if (typeof delay === 'number' && delay >= 0) return delay;
  }
  return SECTION_SCROLL_DELAY;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the element with id `id` after `delay` ms: smoothly, or instantly for people who
 * ask for reduced motion. Focus moves to the section (without a second scroll) so the next Tab
 * continues there, as it would after following a plain fragment link. Returns a cancel function.
 */
export function scrollToSection(id: string, delay: number = SECTION_SCROLL_DELAY): () => void {
  const timer = window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    layOutWholePage();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, delay);
  return () => window.clearTimeout(timer);
}

/** Moves focus to the page's main heading (its `<h1>`), making it focusable if needed. */
export function focusMainHeading(): boolean {
  const heading =
    document.querySelector<HTMLElement>(`#${MAIN_ID} h1`) ??
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}
