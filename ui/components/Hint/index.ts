export { Hint, type HintProps } from './Hint';
