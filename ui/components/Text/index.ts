export {
  Text,
  textSizes,
  textTones,
  textWeights,
  textAlignments,
  textElements,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  type TextAlign,
  type TextElement,
} from './Text';
