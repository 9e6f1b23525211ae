import type { SocialObject } from '@console/api/contract';

/**
 * spec §2.5, §6: the errors dropdown lists only accounts that have an error and where the user has the settings
 * role. A blank error text is no error.
 */
export const accountErrors = <T extends Pick<SocialObject, 'error' | 'roles'>>(objects: readonly T[]): T[] =>
  objects.filter((object) => object.roles.settings && object.error !== null && object.error.trim() !== '');
