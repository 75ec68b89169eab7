export {
  FormSection,
  formSectionHeadingLevels,
  type FormSectionProps,
  type FormSectionHeadingLevel,
} from './FormSection';
