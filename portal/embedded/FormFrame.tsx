import { useIntl } from 'react-intl';
import { EmbeddedFrame } from '../../ui';
import { embeddedFormMessages } from './messages';
import type { EmbeddedForm } from './useEmbeddedForm';

export interface FormFrameProps {
  /** What `useEmbeddedForm` returns for this form: its address, height and the ref for its frame. */
  form: EmbeddedForm;
  /** Accessible name of the frame, e.g. 'ITIN application form'. */
  title: string;
}

/**
 * An embedded form. Its address is final on the first render (the prefill comes from the
 * session), so the frame loads a single time and adds no extra entry to the browser history.
 */
export function FormFrame({ form: { frameRef, url, height }, title }: FormFrameProps) {
  const intl = useIntl();
  return (
    <EmbeddedFrame
      ref={frameRef}
      title={title}
      src={url}
      height={height}
      loadingLabel={intl.formatMessage(embeddedFormMessages.loading)}
    />
  );
}
