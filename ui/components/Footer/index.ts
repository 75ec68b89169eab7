export {
  Footer,
  type FooterProps,
  type FooterLink,
  type FooterColumn,
  type FooterContact,
  type FooterLabels,
} from './Footer';
