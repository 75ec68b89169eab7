export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioGroupOption,
  type RadioGroupOrientation,
} from './RadioGroup';
