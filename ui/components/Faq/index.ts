export { Faq, type FaqProps, type FaqEntry } from './Faq';
