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
 * An embedded form. The frame mounts once its address is final (the prefill comes from the
 * session's account), so it loads a single time and adds no extra entry to the browser history.
 */
export function FormFrame({ form: { frameRef, url, height, pending }, title }: FormFrameProps) {
  const intl = useIntl();
  return (
    <EmbeddedFrame
      ref={frameRef}
      title={title}
      src={url}
      height={height}
      pending={pending}
      loadingLabel={intl.formatMessage(embeddedFormMessages.loading)}
    />
  );
}
