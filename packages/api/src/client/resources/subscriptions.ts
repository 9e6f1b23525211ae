import {
  SUBSCRIPTIONS_PATH,
  Subscription,
  SubscriptionsResponse,
  subscriptionPath,
  type SubscriptionCreate,
  type SubscriptionUpdate,
} from '../../contract/subscriptions.ts';
import { defineResource } from '../resource.ts';

export interface SubscriptionsResource {
  /** GET v1/subscriptions: the user's alerts on their saved filters. */
  list(): Promise<SubscriptionsResponse>;
  /** POST v1/subscriptions: a 409 when the filter already has an alert by that channel. */
  create(body: SubscriptionCreate): Promise<Subscription>;
  update(id: number, body: SubscriptionUpdate): Promise<Subscription>;
  /** DELETE v1/subscriptions/{id}: the list after it. */
  remove(id: number): Promise<SubscriptionsResponse>;
}

export const subscriptionsResource = defineResource<SubscriptionsResource>(({ http }) => ({
  list: () => http.request({ method: 'GET', path: SUBSCRIPTIONS_PATH, schema: SubscriptionsResponse }),
  create: (body) => http.request({ method: 'POST', path: SUBSCRIPTIONS_PATH, body, schema: Subscription }),
  update: (id, body) => http.request({ method: 'PUT', path: subscriptionPath(id), body, schema: Subscription }),
  remove: (id) => http.request({ method: 'DELETE', path: subscriptionPath(id), schema: SubscriptionsResponse }),
}));
