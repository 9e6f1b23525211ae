import { USER_SETTINGS_PATH, type UserSettingsUpdate } from '../../contract/userSettings.ts';
import { User } from '../../contract/user.ts';
import { defineResource } from '../resource.ts';

export interface UserSettingsResource {
  /** PUT v1/me/settings (spec §3 user settings): answers the user with the saved settings. */
  put(settings: UserSettingsUpdate): Promise<User>;
}

export const userSettingsResource = defineResource<UserSettingsResource>(({ http }) => ({
  put: (settings) => http.request({ method: 'PUT', path: USER_SETTINGS_PATH, body: settings, schema: User }),
}));
