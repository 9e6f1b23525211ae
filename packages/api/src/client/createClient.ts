import type { StoredToken } from '../contract/auth.ts';
import { createClientEvents, type ClientEventListener } from './events.ts';
import { createHttp } from './http.ts';
import type { ClientOptions } from './options.ts';
import { authResource, type AuthResource } from './resources/auth.ts';
import { billingResource, type BillingResource } from './resources/billing.ts';
import { clientErrorsResource, type ClientErrorsResource } from './resources/clientErrors.ts';
import { configResource, type ConfigResource } from './resources/config.ts';
import { countsResource, type CountsResource } from './resources/counts.ts';
import { emojiResource, type EmojiResource } from './resources/emoji.ts';
import { filtersResource, type FiltersResource } from './resources/filters.ts';
import { meResource, type MeResource } from './resources/me.ts';
import { companiesResource, objectsResource, type CompaniesResource, type ObjectsResource } from './resources/objects.ts';
import { statusResource, type StatusResource } from './resources/status.ts';
import { templatesResource, type TemplatesResource } from './resources/templates.ts';
import { workingHoursResource, type WorkingHoursResource } from './resources/workinghours.ts';
import { profileResource, type ProfileResource } from './resources/profile.ts';
import { emailResource, type EmailResource } from './resources/email.ts';
import { twoFactorResource, type TwoFactorResource } from './resources/twoFactor.ts';
import { userSettingsResource, type UserSettingsResource } from './resources/userSettings.ts';
import { notificationsResource, type NotificationsResource } from './resources/notifications.ts';

export interface SessionControl {
  /** The token to use instead of `staleAccessToken`: the stored one if newer, else the one queued refresh's (spec §4). */
  refresh(staleAccessToken: string): Promise<StoredToken>;
}

export interface ApiClient {
  auth: AuthResource;
  me: MeResource;
  config: ConfigResource;
  counts: CountsResource;
  status: StatusResource;
  workinghours: WorkingHoursResource;
  templates: Omit<TemplatesResource, 'clear'>;
  objects: ObjectsResource;
  companies: CompaniesResource;
  filters: FiltersResource;
  emoji: EmojiResource;
  clientErrors: ClientErrorsResource;
  billing: BillingResource;
  profile: ProfileResource;
  email: EmailResource;
  twoFactor: TwoFactorResource;
  userSettings: UserSettingsResource;
  notifications: NotificationsResource;
  session: SessionControl;
  /** Network, access and session events (see ClientEvent); returns the unsubscribe. */
  subscribe(listener: ClientEventListener): () => void;
  /** Drops every client-side cache (spec §4 logout: "clear the session and every cache"). */
  clearCache(): void;
  /** The API host that later calls try first (the last one that answered). */
  preferredHost(): string;
}

export function createClient(options: ClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  const events = createClientEvents();
  const http = createHttp(options, events);
  const templates = templatesResource(http, now);
  return {
    auth: authResource(http, options, now),
    me: meResource(http),
    config: configResource(http, now),
    counts: countsResource(http),
    status: statusResource(http),
    workinghours: workingHoursResource(http),
    templates: { list: templates.list },
    objects: objectsResource(http),
    companies: companiesResource(http),
    filters: filtersResource(http),
    emoji: emojiResource(http),
    clientErrors: clientErrorsResource(http),
    billing: billingResource(http),
    profile: profileResource(http),
    email: emailResource(http, options),
    twoFactor: twoFactorResource(http),
    userSettings: userSettingsResource(http),
    notifications: notificationsResource(http),
    session: { refresh: http.refreshSession },
    subscribe: events.subscribe,
    clearCache: templates.clear,
    preferredHost: http.preferredHost,
  };
}
