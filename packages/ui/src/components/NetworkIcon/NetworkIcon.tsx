import { useTranslation } from 'react-i18next';
import { badgeOf, NETWORK_BADGES } from './networks.ts';
import { networkIcon } from './NetworkIcon.css.ts';

export interface NetworkIconProps {
  /** The provider id of the account (vk, telegram…). */
  provider: string;
  /** CSS pixels; 24 by default. */
  size?: number;
  /** Hide it from assistive technology when the network's name is written next to it. */
  decorative?: boolean;
  className?: string;
}

/** The network's name in the current language ('Other network' for an unknown provider). */
export function useNetworkName(provider: string): string {
  const { t } = useTranslation('shell');
  return t(Object.hasOwn(NETWORK_BADGES, provider) ? `providers.${provider}` : 'providers.other');
}

// A network badge drawn inline (no image is loaded from anywhere): a glyph on the network's colour, named by aria-label.
export function NetworkIcon({ provider, size = 24, decorative = false, className }: NetworkIconProps) {
  const name = useNetworkName(provider);
  const { glyph, colour } = badgeOf(provider);
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={[networkIcon, className].filter(Boolean).join(' ')}
      {...(decorative ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-label': name })}
    >
      <rect width="24" height="24" rx="6" fill={colour} />
      <text x="12" y="12.5" dominantBaseline="middle" textAnchor="middle" fontSize={glyph.length > 1 ? 10 : 13} fill="#ffffff">
        {glyph}
      </text>
    </svg>
  );
}
