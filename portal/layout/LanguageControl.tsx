import { Suspense } from 'react';
import { deferredComponent } from '../app/deferredComponent';

// The picker is a Radix dropdown menu, about a fifth of the landing page's JavaScript: its code
// loads after the page has painted and hydrated (see portal/app/deferredComponent.ts).
const LanguageMenu = deferredComponent(() => import('./LanguageMenu'));

/** The kit's language picker wired to the portal's locale (saved, and mirrored on `<html lang>`). */
export function LanguageControl() {
  return (
    <Suspense fallback={null}>
      <LanguageMenu />
    </Suspense>
  );
}
