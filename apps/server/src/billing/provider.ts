// The payment provider behind billing: the reference server ships a sandbox one (sandbox.ts); a real
// provider implements the same interface (create a payment → the page where the person pays; confirm by callback).
import type { FastifyInstance } from 'fastify';

export type ProviderPaymentRequest = {
  /** Our payment id, for the provider's records. */
  paymentId: number;
  amount: number; // minor units
  currency: string;
  description: string;
  /** Where the person lands after paying or declining (the console's payment report page). */
  returnUrl: string;
  /** The console's origin the request came from (the sandbox serves its page there). */
  siteOrigin: string;
  now: number;
};

export type ProviderConfirmation = { externalId: string; outcome: 'succeeded' | 'canceled' };

export interface PaymentProvider {
  readonly name: string;
  createPayment(request: ProviderPaymentRequest): Promise<{ externalId: string; confirmationUrl: string }>;
  /** The payment expired on our side: the provider must not take it any more. */
  /** Resolves false when the person has already paid: then the confirmation stands. */
  cancelPayment(externalId: string, now: number): Promise<boolean>;
  /** The provider's confirmation callback (a webhook, or the sandbox's own page) calls `onConfirmation`. */
  registerRoutes(app: FastifyInstance, onConfirmation: (confirmation: ProviderConfirmation) => Promise<void>): void;
}
