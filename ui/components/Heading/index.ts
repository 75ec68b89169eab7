export {
  Heading,
  headingLevels,
  headingSizes,
  headingAlignments,
  type HeadingProps,
  type HeadingLevel,
  type HeadingSize,
  type HeadingAlign,
} from './Heading';
