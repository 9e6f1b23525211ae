import { ME_PATH, User } from '../../contract/user.ts';
import { TokenResponse } from '../../contract/auth.ts';
import {
  PASSWORD_PATH,
  SOCIAL_PATH,
  SocialLoginsResponse,
  type PasswordChange,
  type ProfileUpdate,
  type SocialProvider,
} from '../../contract/profile.ts';
import { defineResource } from '../resource.ts';

export interface ProfileResource {
  /** PATCH v1/me: name, locale, time zone; answers the user. */
  update(update: ProfileUpdate): Promise<User>;
  /** PUT v1/me/password: every session of the user ends; the answer is this browser's new token set. */
  changePassword(change: PasswordChange): Promise<TokenResponse>;
  /** GET v1/me/social: the linked social logins. */
  socialLogins(): Promise<SocialLoginsResponse>;
  /** DELETE v1/me/social/{provider}: answers the remaining ones. */
  unlinkSocial(provider: SocialProvider): Promise<SocialLoginsResponse>;
}

export const profileResource = defineResource<ProfileResource>(({ http }) => ({
  update: (update) => http.request({ method: 'PATCH', path: ME_PATH, body: update, schema: User }),
  changePassword: (change) => http.request({ method: 'PUT', path: PASSWORD_PATH, body: change, schema: TokenResponse }),
  socialLogins: () => http.request({ method: 'GET', path: SOCIAL_PATH, schema: SocialLoginsResponse }),
  unlinkSocial: (provider) =>
    http.request({ method: 'DELETE', path: `${SOCIAL_PATH}/${encodeURIComponent(provider)}`, schema: SocialLoginsResponse }),
}));
