import type { ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components/Link';
import { card, description as descriptionClass, title as titleClass, type CardVariants } from './LinkCard.css.ts';

export interface LinkCardProps {
  /** An internal path ('/stats/overall'); the app's RouterProvider turns the click into client-side navigation. */
  href: string;
  title: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Anything more under the description (a count, a badge). */
  children?: ReactNode;
  /** `stacked`: title, description and the rest one under another; `inline`: the rest beside the title (a count). */
  layout?: CardVariants['layout'];
}

// A card that is one link: the whole card is the target, its title and description are the link's name.
export function LinkCard({ href, title, description, children, layout = 'stacked' }: LinkCardProps) {
  return (
    <RACLink href={href} className={card({ layout })}>
      <span className={titleClass}>{title}</span>
      {description ? <span className={descriptionClass}>{description}</span> : null}
      {children}
    </RACLink>
  );
}
