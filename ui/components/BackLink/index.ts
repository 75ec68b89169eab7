export { BackLink, type BackLinkProps } from './BackLink';
