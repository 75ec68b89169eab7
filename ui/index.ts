// The kit's one public entry. Written by hand: one line per component with its Props type.
// Theme foundations (vars, theme classes, sprinkles) come from 'ui/theme'.
import './theme/global.css';

export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export { TextLink, type TextLinkProps } from './components/TextLink';
export { KitProvider, type KitProviderProps, type KitLinkProps, type KitLinkComponent } from './components/KitProvider';
