import type { ReactNode } from 'react';
import { badge, dot, text } from './PaymentBadge.css.ts';

// spec §4 "Space payment colour"; the same names as @console/machines/rules/paymentColour.
export type PaymentBadgeColour = 'red' | 'yellow' | 'blue' | 'white';

export interface PaymentBadgeProps {
  colour: PaymentBadgeColour;
  /** What the colour means, in words (the colour alone is not enough): 'Блокировка', '5 days left'… */
  children: ReactNode;
  className?: string;
}

// A space's payment state: the spec's colour as a dot and a border, and its meaning as text. Used by the
// billing page and the top bar's billing dropdown.
export function PaymentBadge({ colour, children, className }: PaymentBadgeProps) {
  return (
    <span className={[badge({ colour }), className].filter(Boolean).join(' ')} data-colour={colour}>
      <span aria-hidden="true" className={dot({ colour })} />
      <span className={text}>{children}</span>
    </span>
  );
}
