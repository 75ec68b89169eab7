import { Faq, type FaqProps } from '../../../ui';

/** The kit's FAQ accordion in a module of its own, so the landing page can load it after hydration. */
export default function LandingFaq(props: FaqProps) {
  return <Faq {...props} />;
}
