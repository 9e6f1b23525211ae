import { forwardRef } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components/Button';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { badge as badgeClass, dangerBadge, iconButton, words } from './IconButton.css.ts';

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'className' | 'aria-label'> {
  icon: IconName;
  /** The accessible name (the icon is decorative). */
  label: string;
  /** A number shown beside the icon (e.g. applied filters); 0 or absent shows none. */
  badge?: number;
  tone?: 'default' | 'danger';
  className?: string;
}

// An icon-only button with its name for assistive technology; works as a MenuTrigger or DialogTrigger child.
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, badge, tone = 'default', className, ...props },
  ref,
) {
  return (
    <RACButton {...props} ref={ref} aria-label={label} className={[iconButton, className].filter(Boolean).join(' ')}>
      <Icon name={icon} />
      {/* The name in words, shown only where a list of controls is labelled (the top bar's overflow on a phone). */}
      <span aria-hidden="true" className={words}>
        {label}
      </span>
      {badge ? (
        <span aria-hidden="true" className={tone === 'danger' ? dangerBadge : badgeClass}>
          {badge}
        </span>
      ) : null}
    </RACButton>
  );
});
