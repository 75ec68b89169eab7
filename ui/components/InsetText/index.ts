export { InsetText, type InsetTextProps } from './InsetText';
