export { Faq, type FaqProps, type FaqEntry } from './Faq';
export { FaqQuestions, type FaqQuestionsProps } from './FaqQuestions';
