import { deferredComponent } from '../app/deferredComponent';

// The picker is a Radix dropdown menu, about a fifth of the landing page's JavaScript: its code
// loads after the page has painted and hydrated, or as soon as the visitor reaches for it (see
// portal/app/deferredComponent.tsx).
const LanguageMenu = deferredComponent(() => import('./LanguageMenu'), 'language-menu');

/** The kit's language picker wired to the portal's locale (saved, and mirrored on `<html lang>`). */
export function LanguageControl() {
  return <LanguageMenu />;
}
