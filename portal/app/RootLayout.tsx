/**
 * The shell around every page: kit link component, skip link, document title, focus and scroll
 * on navigation, and a live region that announces the new page to screen readers.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { KitProvider, SkipLink, VisuallyHidden } from '../../ui';
import { paths } from '../paths';
import { useSessionContext } from '../session/SessionContext';
import { usePageNavigationType, useRouteHandle } from './AppRoutes';
import { shellMessages } from './messages';
import { focusMainHeading, MAIN_ID, scrollToSection, sectionDelayFromState } from './navigation';
import { RouterKitLink } from './RouterKitLink';
import './global.css';

function usePageTitle(): string {
  const intl = useIntl();
  const handle = useRouteHandle();
  const appName = intl.formatMessage(shellMessages.appName);
  if (!handle?.title) return appName;
  return intl.formatMessage(shellMessages.documentTitle, {
    page: intl.formatMessage(handle.title, handle.titleValues),
  });
}

export function RootLayout() {
  const intl = useIntl();
  const location = useLocation();
  const navigationType = usePageNavigationType();
  const title = usePageTitle();
  const [announcement, setAnnouncement] = useState('');
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // A logout is complete once the landing page shows; from then on, a protected page visited
  // while signed out goes to /login as usual.
  const { signedOut, acknowledgeSignOut } = useSessionContext();

  // Landing-page sections: '/#faq' (after a redirect or a link) scrolls there after a short delay.
  const { pathname, hash, state } = location;
  useEffect(() => {
    if (signedOut && pathname === paths.home) acknowledgeSignOut();
  }, [signedOut, pathname, acknowledgeSignOut]);

  useEffect(() => {
    if (pathname !== paths.home || !hash) return;
    return scrollToSection(decodeURIComponent(hash.slice(1)), sectionDelayFromState(state));
  }, [pathname, hash, state, location.key]);

  // A new page: start at the top (unless going back), move focus to its heading and announce it.
  // The first page of a visit keeps the browser's own focus and announcement.
  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = pathname;
    if (previous === null || previous === pathname) return;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    const frame = window.requestAnimationFrame(() => {
      if (!hash) focusMainHeading();
      setAnnouncement(document.title);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, hash, navigationType]);

  return (
    <KitProvider linkComponent={RouterKitLink}>
      <SkipLink targetId={MAIN_ID}>{intl.formatMessage(shellMessages.skipLink)}</SkipLink>
      <Outlet />
      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
    </KitProvider>
  );
}
