import { Faq, type FaqProps } from '../../../ui';

/** The kit's FAQ accordion in a module of its own, so the landing page loads it only when the visitor reaches for it. */
export default function LandingFaq(props: FaqProps) {
  return <Faq {...props} />;
}
