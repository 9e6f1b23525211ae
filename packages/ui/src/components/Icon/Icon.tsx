import { ICON_PATHS, type IconName } from './paths.ts';
import { icon } from './Icon.css.ts';

export type { IconName } from './paths.ts';

export interface IconProps {
  name: IconName;
  /** CSS pixels; 20 by default. */
  size?: number;
  className?: string;
}

// A decorative line icon: hidden from assistive technology, so the control around it carries the name.
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={[icon, className].filter(Boolean).join(' ')}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
