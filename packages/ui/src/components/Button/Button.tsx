import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components/Button';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button, label, type ButtonVariants } from './Button.css.ts';

export type ButtonVariant = NonNullable<ButtonVariants['variant']>;

export interface ButtonProps extends Omit<RACButtonProps, 'children' | 'className' | 'render'> {
  children: ReactNode;
  variant?: ButtonVariant;
  fullWidth?: boolean;
  className?: string;
}

/**
 * Pending: the button stays focusable, ignores presses, does not submit its form, shows a spinner
 * and says aria-busy. RAC's own isPending is not used: it announces through a live region that
 * points at the button's id, which dangles once the button goes away (a sign-in that navigates).
 */
export function Button({
  children,
  variant = 'primary',
  fullWidth = false,
  className,
  isPending = false,
  ...props
}: ButtonProps) {
  const pressHandlers = isPending
    ? { onPress: undefined, onPressStart: undefined, onPressEnd: undefined, onPressChange: undefined, onPressUp: undefined }
    : {};
  return (
    <RACButton
      {...props}
      {...pressHandlers}
      type={isPending && props.type === 'submit' ? 'button' : props.type}
      className={[button({ variant, fullWidth }), className].filter(Boolean).join(' ')}
      render={(domProps) => (
        <button
          {...domProps}
          data-pending={isPending || undefined}
          aria-busy={isPending || undefined}
          aria-disabled={isPending || domProps['aria-disabled']}
        />
      )}
    >
      <span className={label}>{children}</span>
      {isPending ? <Spinner size="sm" /> : null}
    </RACButton>
  );
}
