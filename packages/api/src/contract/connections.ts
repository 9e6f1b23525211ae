// The provider catalogue's connection fields (docs/token-networks.md): how each network without an authorization popup
// (spec §2.2 callbacks) is connected, a bot token or API keys, and POST v1/accounts/connect. A module of its own, keyed
// by the catalogue's ids, so the entry and the signed-in frame (which load the catalogue) do not carry it.
import * as z from 'zod/mini';
import { RequestId } from './ids.ts';
import type { NetworkId } from './networks.ts';
import { PROVIDERS, type ProviderEntry } from './providers.ts';

/**
 * One field of a network's connection form: `name` is the key sent in `keys` of POST v1/accounts/connect, `labelKey`
 * the locale key under accounts:connect.fields, `kind` 'secret' (a token or key: written, never returned, masked) or
 * 'text' (an id or a name), `pattern` the format when the network documents it (the form and the server check it).
 */
export interface ConnectionField {
  name: string;
  labelKey: ConnectionFieldLabel;
  kind: 'secret' | 'text';
  pattern?: RegExp;
}
export const CONNECTION_FIELD_LABELS = [
  'botToken',
  'accessToken',
  'apiKey',
  'apiToken',
  'phoneNumberId',
  'keyId',
  'privateKey',
  'packageName',
  'serviceAccount',
  'appId',
  'issuerId',
  'clientId',
  'clientSecret',
  'domain',
] as const;
export type ConnectionFieldLabel = (typeof CONNECTION_FIELD_LABELS)[number];
/** The longest value a connection field takes (a PEM private key or a service account's JSON fits). */
export const CONNECTION_FIELD_MAX = 4096;

const secret = (name: string, labelKey: ConnectionFieldLabel, pattern?: RegExp): ConnectionField =>
  pattern ? { name, labelKey, kind: 'secret', pattern } : { name, labelKey, kind: 'secret' };
const plain = (name: string, labelKey: ConnectionFieldLabel, pattern?: RegExp): ConnectionField =>
  pattern ? { name, labelKey, kind: 'text', pattern } : { name, labelKey, kind: 'text' };
const DIGITS = /^\d{1,20}$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;
// The formats the networks document: a Telegram bot token (Bot API "123456:ABC-DEF…"), Viber's auth token (three
// groups of 16 hex digits), ICQ New's bot token ("001.0123456789.0123456789:123456789"), an Android package name.
const TELEGRAM_TOKEN = /^\d+:[A-Za-z0-9_-]{35}$/;
const VIBER_TOKEN = /^[0-9a-f]{16}-[0-9a-f]{16}-[0-9a-f]{16}$/;
const ICQ_TOKEN = /^\d{3}\.\d{10}\.\d{10}:\d+$/;
const PACKAGE_NAME = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
const APPLE_KEY_ID = /^[A-Z0-9]{10}$/;

/** spec §2.4 add-account page: the networks of the catalogue without a popup callback, and their fields in form order. */
export const PROVIDER_CONNECTIONS: Readonly<Partial<Record<NetworkId, readonly ConnectionField[]>>> = {
  telegram: [secret('token', 'botToken', TELEGRAM_TOKEN)],
  viber: [secret('token', 'botToken', VIBER_TOKEN)],
  icq: [secret('token', 'botToken', ICQ_TOKEN)],
  vc: [secret('token', 'apiToken')],
  whatsapp: [plain('phone_number_id', 'phoneNumberId', DIGITS), secret('access_token', 'accessToken')],
  max: [secret('token', 'botToken')],
  rustore: [plain('key_id', 'keyId', DIGITS), secret('private_key', 'privateKey')],
  googleplay: [plain('package_name', 'packageName', PACKAGE_NAME), secret('service_account', 'serviceAccount')],
  appstore: [
    plain('app_id', 'appId', DIGITS),
    plain('issuer_id', 'issuerId', UUID),
    plain('key_id', 'keyId', APPLE_KEY_ID),
    secret('private_key', 'privateKey'),
  ],
  huawei: [plain('app_id', 'appId', DIGITS), plain('client_id', 'clientId', DIGITS), secret('client_secret', 'clientSecret')],
  discord: [secret('token', 'botToken')],
  userecho: [plain('domain', 'domain', HOST), secret('api_key', 'apiKey')],
  useresponse: [plain('domain', 'domain', HOST), secret('api_key', 'apiKey')],
  ozon: [plain('client_id', 'clientId', DIGITS), secret('api_key', 'apiKey', UUID)],
  wildberries: [secret('token', 'apiToken')],
};

/** A network's connection fields; undefined for a network connected through its popup. */
export const connectionOf = (id: string): readonly ConnectionField[] | undefined => PROVIDER_CONNECTIONS[id as NetworkId];

export type KeyProviderEntry = ProviderEntry & { connection: readonly ConnectionField[] };
/** The catalogue's entries connected with a form of keys rather than a popup, in the catalogue's order. */
export const KEY_PROVIDERS: readonly KeyProviderEntry[] = PROVIDERS.flatMap((entry) => {
  const connection = PROVIDER_CONNECTIONS[entry.id];
  return connection ? [{ ...entry, connection }] : [];
});

/**
 * The first problem of one connection field's value: 'required' (empty), 'tooLong', 'format' (does not match the
 * network's documented format); null when it is fine. The form and the server apply the same check.
 */
export function connectionFieldProblem(
  field: ConnectionField,
  value: string | undefined,
): 'required' | 'tooLong' | 'format' | null {
  const text = value?.trim() ?? '';
  if (text === '') return 'required';
  if (text.length > CONNECTION_FIELD_MAX) return 'tooLong';
  return field.pattern && !field.pattern.test(text) ? 'format' : null;
}

export const KEY_PROVIDER_IDS = KEY_PROVIDERS.map((entry) => entry.id) as [NetworkId, ...NetworkId[]];
export const KeyProvider = z.enum(KEY_PROVIDER_IDS);
export type KeyProvider = z.infer<typeof KeyProvider>;

/**
 * POST v1/accounts/connect (ours; spec §7 lists only the popup calls): the network, its connection fields by name
 * (tokens and keys are stored, never returned by any endpoint) and the company the account joins (else the first).
 */
export const ACCOUNT_CONNECT_PATH = 'v1/accounts/connect';
export const AccountConnectRequest = z.object({
  provider: KeyProvider,
  keys: z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(CONNECTION_FIELD_MAX))),
  company_id: z.optional(RequestId),
});
export type AccountConnectRequest = z.infer<typeof AccountConnectRequest>;
/** error_type of a 400 whose key is missing or does not fit the network's format (docs/error-types.md). */
export const ERROR_TYPE_INVALID_KEY = 'invalid_key';
