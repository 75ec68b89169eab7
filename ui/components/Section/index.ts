export {
  Section,
  sectionTones,
  sectionAligns,
  type SectionProps,
  type SectionTone,
  type SectionAlign,
} from './Section';
