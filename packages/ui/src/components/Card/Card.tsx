import type { HTMLAttributes, ReactNode } from 'react';
import { card, type CardVariants } from './Card.css.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  children: ReactNode;
  /** The element: a plain box, or a landmark/section when the card is one. */
  as?: 'div' | 'section' | 'article' | 'main';
  padding?: CardVariants['padding'];
  raised?: boolean;
  className?: string;
}

// A panel on the surface colour; screens put forms and lists in it.
export function Card({ children, as: Element = 'div', padding = 'md', raised = false, className, ...props }: CardProps) {
  return (
    <Element {...props} className={[card({ padding, raised }), className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
