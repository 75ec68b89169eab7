import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { KitLink } from '../KitProvider';
import { Icon } from '../Icon';
import { useBodyScrollLock } from '../../private/useBodyScrollLock';
import { useFocusTrap } from '../../private/useFocusTrap';
import { useWindowScrollY } from '../../private/useWindowScrollY';
import { media } from '../../theme/breakpoints';
import * as styles from './SiteHeader.css';

export interface SiteHeaderNavItem {
  /** Destination: usually an in-page hash ('#process') or an app path. */
  href: string;
  /** The link text. */
  label: string;
}

export interface SiteHeaderProps {
  /** The brand mark, usually a `Logo` linking home. */
  logo: ReactNode;
  /** The main navigation links, in display order. */
  navItems: readonly SiteHeaderNavItem[];
  /**
   * Called when a navigation link is chosen, before the mobile menu closes. Call
   * `event.preventDefault()` to handle the navigation yourself (e.g. smooth-scroll to a section).
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Names the navigation landmark, e.g. 'Main'. */
  navigationLabel: string;
  /** Names the button that opens the navigation on small screens, e.g. 'Menu'; also names the opened panel. */
  menuButtonLabel: string;
  /** Names the button that closes the small-screen navigation, e.g. 'Close menu'. */
  closeMenuLabel: string;
  /** The language control, usually a `LanguagePicker`. */
  languagePicker?: ReactNode;
  /** The theme control, usually a `ThemeToggle`. */
  themeToggle?: ReactNode;
  /**
   * The call to action (e.g. a 'Get Started' `Button`): in the bar on wide screens, in the menu on
   * small ones. It is rendered in both places (one is always hidden), so pass an element without ids or state.
   */
  action?: ReactNode;
}

// The background turns translucent past 50 px; opacity eases from 1 to 0.85 over 20–100 px.
const SOLID_AFTER = 50;
const FADE_FROM = 20;
const FADE_TO = 100;
const MIN_OPACITY = 0.85;

function opacityAt(scrollY: number): number {
  const progress = Math.min(Math.max((scrollY - FADE_FROM) / (FADE_TO - FADE_FROM), 0), 1);
  return 1 - (1 - MIN_OPACITY) * progress;
}

/**
 * The landing page's fixed header: logo, navigation, language and theme controls and the call to
 * action. It is transparent over the hero and turns translucent once the page scrolls. The fading
 * opacity applies to the header's surface only: on the whole header it would also fade the text
 * and the call to action below 4.5:1 contrast (the light theme's accent button falls to 4.48:1). Below the
 * tablet breakpoint the navigation moves into a menu that behaves as a modal dialog (WAI-ARIA
 * Dialog pattern): focus is kept inside, Escape or a click outside closes it, the page behind does
 * not scroll, and focus returns to the menu button.
 */
export function SiteHeader({
  logo,
  navItems,
  onNavigate,
  navigationLabel,
  menuButtonLabel,
  closeMenuLabel,
  languagePicker,
  themeToggle,
  action,
}: SiteHeaderProps) {
  const scrollY = useWindowScrollY();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement | null>(null);
  const menuButtonRef = useRef<HTMLButtonElement | null>(null);
  const wasOpen = useRef(false);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useBodyScrollLock(menuOpen);
  useFocusTrap(panelRef, menuOpen);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeMenu();
      }
    };
    // A click, not pointerdown: the browser moves focus on mousedown, and focus must end up on the
    // menu button after the menu closes, not on the page where the pointer went down.
    const onClick = (event: globalThis.MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (panelRef.current?.contains(target) || menuButtonRef.current?.contains(target)) return;
      closeMenu();
    };
    // The menu exists only below the tablet breakpoint; a rotated or resized window leaves it.
    const wide = window.matchMedia(media.tablet);
    const onWide = () => {
      if (wide.matches) closeMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      wide.removeEventListener('change', onWide);
    };
  }, [menuOpen, closeMenu]);

  useEffect(() => {
    if (menuOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // Only take focus back when it was in the menu (now hidden) or nowhere: an app that moved focus
    // to the section a link points to keeps it there.
    const active = document.activeElement;
    if (!active || active === document.body || panelRef.current?.contains(active)) {
      menuButtonRef.current?.focus();
    }
  }, [menuOpen]);

  const navigate = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.(href, event);
    closeMenu();
  };

  const scrolled = scrollY > SOLID_AFTER;
  const opacity = opacityAt(scrollY);

  return (
    <>
      <header className={styles.root} data-scrolled={scrolled ? '' : undefined}>
        <div
          className={styles.surface}
          aria-hidden="true"
          // The opacity follows the scroll position frame by frame, so it can only be set inline.
          style={opacity < 1 ? { opacity } : undefined}
        />
        <div className={styles.bar}>
          <div className={styles.logo}>{logo}</div>
          <nav aria-label={navigationLabel} className={styles.nav}>
            <ul className={styles.navList}>
              {navItems.map((item) => (
                <li key={item.href}>
                  <KitLink href={item.href} className={styles.navLink} onClick={navigate(item.href)}>
                    {item.label}
                  </KitLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            {languagePicker}
            {themeToggle}
            {action ? <div className={styles.barAction}>{action}</div> : null}
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-label={menuButtonLabel}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon name="menu" />
            </button>
          </div>
        </div>
      </header>
      <div className={styles.backdrop} hidden={!menuOpen} aria-hidden="true" />
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label={menuButtonLabel}
        className={styles.panel}
        hidden={!menuOpen}
      >
        <div className={styles.panelTop}>
          <button type="button" className={styles.closeButton} aria-label={closeMenuLabel} onClick={closeMenu}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={navigationLabel}>
          <ul className={styles.panelList}>
            {navItems.map((item) => (
              <li key={item.href} className={styles.panelItem}>
                <KitLink href={item.href} className={styles.panelLink} onClick={navigate(item.href)}>
                  {item.label}
                </KitLink>
              </li>
            ))}
          </ul>
        </nav>
        {action ? <div className={styles.panelAction}>{action}</div> : null}
      </div>
    </>
  );
}
