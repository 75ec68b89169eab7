export {
  Stack,
  stackDirections,
  stackAlignments,
  stackJustifications,
  stackElements,
  type StackProps,
  type StackDirection,
  type StackAlign,
  type StackJustify,
  type StackElement,
  type StackResponsive,
} from './Stack';
