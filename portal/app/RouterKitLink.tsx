import { Link } from 'react-router-dom';
import type { KitLinkProps } from '../../ui';

// Anything with a scheme (https:, mailto:, tel:) or protocol-relative leaves the app.
const leavesTheApp = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The kit's link component in the app: app paths go through react-router's `Link` (no page
 * reload); fragments ('#faq'), external URLs, downloads and new-tab links stay plain anchors.
 */
export function RouterKitLink({ href, ref, ...rest }: KitLinkProps) {
  if (href.startsWith('#') || leavesTheApp.test(href) || rest.target === '_blank' || rest.download !== undefined) {
    // The text arrives in rest.children from the kit component.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    return <a href={href} ref={ref} {...rest} />;
  }
  return <Link to={href} ref={ref} {...rest} />;
}
