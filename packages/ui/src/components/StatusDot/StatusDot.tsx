import { dot } from './StatusDot.css.ts';

export interface StatusDotProps {
  /** The user status colour as the workspace set it (a CSS colour: 'green', '#1e8e3e'). */
  color: string;
  className?: string;
}

// A colour the browser does not understand (workspace data) keeps the muted default.
const isColor = (value: string): boolean => typeof CSS === 'undefined' || CSS.supports('color', value);

// The colour dot of a user status (spec §3 user status: color); hidden from assistive technology.
export function StatusDot({ color, className }: StatusDotProps) {
  return (
    <span
      aria-hidden="true"
      className={[dot, className].filter(Boolean).join(' ')}
      style={isColor(color) ? { backgroundColor: color } : undefined}
    />
  );
}
