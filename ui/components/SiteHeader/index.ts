export { SiteHeader, type SiteHeaderProps, type SiteHeaderNavItem } from './SiteHeader';
