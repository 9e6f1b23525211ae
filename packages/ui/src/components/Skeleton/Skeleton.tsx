import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './Skeleton.css.ts';

export interface SkeletonProps {
  /** CSS width: '60%', '120px'. */
  width?: string;
  /** CSS height; a text line's by default. */
  height?: string;
  round?: boolean;
}

/** One placeholder shape: a line of text, an avatar, a bubble. Decorative. */
export function Skeleton({ width = '100%', height = '12px', round = false }: SkeletonProps) {
  return <span aria-hidden="true" className={round ? `${css.block} ${css.round}` : css.block} style={{ width, height }} />;
}

export interface SkeletonRegionProps {
  /** Accessible name; the common 'Loading…' by default. */
  label?: string;
  className?: string;
  children: ReactNode;
}

// The shapes of a loading page as one progress indicator (the role and name the Spinner has), so assistive technology
// hears 'Loading…' once, not every shape.
export function SkeletonRegion({ label, className, children }: SkeletonRegionProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      className={[css.region, className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
