import { forwardRef, useEffect, useRef, useState, type IframeHTMLAttributes, type Ref } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './EmbeddedFrame.css';

export interface EmbeddedFrameProps {
  /** Accessible name of the frame, describing what it holds, e.g. "ITIN application form". */
  title: string;
  /** Address of the embedded page. A new address shows the loading state again until it loads. */
  src: string;
  /** Height in px: fixed (1200, 800) or as reported by the embedded page. */
  height: number;
  /** Visible and announced text while the page loads, e.g. "Loading the form…". */
  loadingLabel: string;
  /**
   * True while the address is not final yet (e.g. a prefill is still being fetched): a box of the
   * same height with the loading label holds the space, and the frame mounts only once `pending`
   * turns false, so it loads one time and adds no extra history entry. @default false
   */
  pending?: boolean;
  /** Called each time the frame finishes loading a page (also after navigations inside the frame). */
  onLoad?: () => void;
  /** Permissions policy of the frame, passed through (e.g. "payment; camera"). */
  allow?: string;
  /** Sandbox restrictions, passed through. Omit to leave the frame unsandboxed. */
  sandbox?: string;
  /** Referrer sent with the frame's request. @default 'strict-origin-when-cross-origin' */
  referrerPolicy?: IframeHTMLAttributes<HTMLIFrameElement>['referrerPolicy'];
}

// An empty address also means about:blank for a frame.
function isAboutBlank(url: string) {
  return url.trim() === '' || /^about:blank([?#]|$)/i.test(url);
}

/** An embedded external page (a form, a payment step) in a rounded frame with a loading state. */
export const EmbeddedFrame = forwardRef(function EmbeddedFrame(
  { pending = false, ...props }: EmbeddedFrameProps,
  ref: Ref<HTMLIFrameElement>,
) {
  if (import.meta.env.DEV && !(Number.isFinite(props.height) && props.height > 0)) {
    throw new Error(`EmbeddedFrame: \`height\` must be a positive number of pixels, got ${String(props.height)}.`);
  }
  if (!pending) return <Frame ref={ref} {...props} />;
  return (
    // The height is the embedded page's own, known only at run time.
    <div className={styles.pending} style={{ minHeight: `${props.height}px` }}>
      <div role="status" className={styles.status}>
        <Spinner size="small" />
        <span>{props.loadingLabel}</span>
      </div>
    </div>
  );
});
EmbeddedFrame.displayName = 'EmbeddedFrame';

// The frame itself, mounted once its address is final: its state starts with that address.
const Frame = forwardRef(function Frame(
  {
    title,
    src,
    height,
    loadingLabel,
    onLoad,
    allow,
    sandbox,
    referrerPolicy = 'strict-origin-when-cross-origin',
  }: Omit<EmbeddedFrameProps, 'pending'>,
  ref: Ref<HTMLIFrameElement>,
) {
  const blankOnMount = useRef(isAboutBlank(src));
  // Remembering which address finished loading (rather than a boolean) makes a new `src` show the
  // loading state again without an effect.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(blankOnMount.current ? src : null);
  const loading = loadedSrc !== src;

  // Browsers load about:blank synchronously while the frame is being inserted, which happens in
  // React's commit phase, when React drops events; that first `load` never reaches the handler.
  // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes
  useEffect(() => {
    if (blankOnMount.current) onLoad?.();
    // Mount only: later loads arrive as ordinary events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.root} aria-busy={loading ? true : undefined}>
      <iframe
        ref={ref}
        title={title}
        src={src}
        allow={allow}
        sandbox={sandbox}
        referrerPolicy={referrerPolicy}
        className={loading ? `${styles.frame} ${styles.frameLoading}` : styles.frame}
        // The one truly run-time value: the height comes from the app or from the embedded page.
        style={{ height: `${height}px` }}
        onLoad={() => {
          setLoadedSrc(src);
          onLoad?.();
        }}
      />
      {loading ? (
        <div className={styles.loading}>
          <div role="status" className={styles.status}>
            <span className={styles.spinner}>
              <Spinner size="small" />
            </span>
            <span>{loadingLabel}</span>
          </div>
          <div className={styles.skeleton} aria-hidden="true">
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className={styles.skeletonField}>
                <span className={row % 2 === 0 ? styles.skeletonLabel : styles.skeletonLabelShort} />
                <span className={styles.skeletonInput} />
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
});
