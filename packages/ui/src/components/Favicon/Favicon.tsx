import { useContext, useState } from 'react';
import { FaviconTemplate } from '../FaviconContext/index.ts';
import { favicon, neutral } from './Favicon.css.ts';
import { faviconUrlOf } from './faviconUrl.ts';

// spec §7 favicon service: the template comes from config.json through FaviconProvider (none by default).
function NeutralIcon({ size }: { size: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      className={neutral}
    >
      <circle cx="12" cy="12" r="9" strokeWidth="1.6" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" strokeWidth="1.6" />
    </svg>
  );
}

export interface FaviconProps {
  /** The account's domain (untrusted: from the network); null: the neutral icon. */
  domain: string | null;
  size?: number;
}

// One favicon for an account's domain: the service's image, or a neutral globe when there is no service, no domain,
// or the image fails. Decorative: the domain's text beside it names it.
export function Favicon({ domain, size = 16 }: FaviconProps) {
  const url = faviconUrlOf(useContext(FaviconTemplate), domain);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <NeutralIcon size={size} />;
  return (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      loading="lazy"
      onError={() => setFailed(url)}
      className={favicon}
    />
  );
}
