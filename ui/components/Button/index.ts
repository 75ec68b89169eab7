export { Button, buttonVariants, buttonSizes, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
