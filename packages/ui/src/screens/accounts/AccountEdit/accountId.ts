import { idOf } from '../paths.ts';

/** The account's id in /settings/accounts/{id} and its sub-pages; null for anything else. */
export function accountIdOf(location: string): number | null {
  const match = /\/settings\/accounts\/([^/?#]+)/.exec(location);
  return match ? idOf(match[1]!) : null;
}
