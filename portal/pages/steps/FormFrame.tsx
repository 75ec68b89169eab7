import { useIntl } from 'react-intl';
import { EmbeddedFrame } from '../../../ui';
import { formMessages } from './messages';
import type { RefObject } from 'react';

export interface FormFrameProps {
  /** Receives the iframe, so messages can be checked against its window (`useEmbeddedForm().frameRef`). */
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The form's address (`useEmbeddedForm().url`). */
  src: string;
  /** Height of the frame in px (`useEmbeddedForm().height`). */
  height: number;
  /** True while the address is not final yet: a placeholder holds the space (`useEmbeddedForm().loading`). */
  loading: boolean;
  /** Accessible name of the frame, e.g. 'ITIN application form'. */
  title: string;
}

/**
 * An embedded form. While the user is fetched for the prefill, a placeholder of the same height
 * holds the space; the frame then mounts once with its final address, so it loads a single time
 * and adds no extra entry to the browser history.
 */
export function FormFrame({ frameRef, src, height, loading, title }: FormFrameProps) {
  const intl = useIntl();
  return (
    <EmbeddedFrame
      ref={frameRef}
      title={title}
      src={src}
      height={height}
      pending={loading}
      loadingLabel={intl.formatMessage(formMessages.loading)}
    />
  );
}
