// spec §2.1 "an invisible captcha" behind one interface: the sign-up form asks it for a token before sending and resets
// it when the server answers error_type 'captcha' (spec §8). noCaptcha is the demo's (config.json captcha: null).
export interface Captcha {
  /** A token for the request, or undefined when there is no captcha. */
  execute(): Promise<string | undefined>;
  reset(): void;
}

export const noCaptcha: Captcha = { execute: async () => undefined, reset: () => undefined };
