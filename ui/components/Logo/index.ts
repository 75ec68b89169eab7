export { Logo, logoSizes, logoVariants, type LogoProps, type LogoSize, type LogoVariant } from './Logo';
