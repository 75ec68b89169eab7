export { KitProvider, KitLink, type KitProviderProps, type KitLinkProps, type KitLinkComponent } from './KitProvider';
