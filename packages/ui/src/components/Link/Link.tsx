import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link';
import { link, type LinkVariants } from './Link.css.ts';

export interface LinkProps extends Omit<RACLinkProps, 'className'> {
  variant?: LinkVariants['variant'];
  className?: string;
}

/**
 * A link. For navigation inside the console pass an internal `href` ('/', '/login?redirect=…'):
 * the app wraps its tree in RAC's `<RouterProvider navigate={…} useHref={…}>` bound to wouter, so
 * RAC turns the click into client-side navigation. Without a RouterProvider (plain Storybook, tests)
 * the same `href` does a normal page load. External links (http, https) get a target and rel from the caller.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <RACLink {...props} className={[link({ variant }), className].filter(Boolean).join(' ')} />;
}
