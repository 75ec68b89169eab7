export { Footer, type FooterProps, type FooterLink, type FooterColumn, type FooterContact } from './Footer';
