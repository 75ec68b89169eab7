import {
  createElement,
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** Props every link the kit renders passes to the app's link component. */
export interface KitLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Destination: an app path ('/login'), a hash ('#faq') or a full URL. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type KitLinkComponent = ComponentType<KitLinkProps>;

const PlainLink = forwardRef<HTMLAnchorElement, KitLinkProps>(function PlainLink(props, ref) {
  // The content arrives in props.children from the kit component that renders the link.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} {...props} />;
});

const LinkContext = createContext<KitLinkComponent>(PlainLink);

export interface KitProviderProps {
  /**
   * The component the kit renders for every link, so the app's router handles navigation
   * (e.g. a wrapper around react-router's `Link` that maps `href` to `to`). @default a plain `<a>`
   */
  linkComponent?: KitLinkComponent;
  children: ReactNode;
}

/** Supplies app-level settings (the link component) to every kit component below it. */
export function KitProvider({ linkComponent = PlainLink, children }: KitProviderProps) {
  return <LinkContext.Provider value={linkComponent}>{children}</LinkContext.Provider>;
}

/** Renders a link through the nearest KitProvider's link component. For kit components only. */
export function KitLink(props: KitLinkProps) {
  return createElement(useContext(LinkContext), props);
}
