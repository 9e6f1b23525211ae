// Google reCAPTCHA as the sign-up's invisible captcha (spec §2.1), when config.json has
// `captcha: { provider: 'recaptcha', siteKey }`: the script loads on the first submit, an invisible widget gives a
// token per submit, and a captcha failure (spec §8 error_type 'captcha') resets it. The server checks the token
// (RECAPTCHA_SECRET, README) and allows Google's script and frame in its CSP then.
import type { Captcha } from './captcha.ts';

export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: 'invisible';
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback': () => void;
    },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; [ONLOAD]?: () => void };

const ONLOAD = '__consoleRecaptchaLoaded';
export const RECAPTCHA_SCRIPT = `https://www.google.com/recaptcha/api.js?render=explicit&onload=${ONLOAD}`;

export function createRecaptcha(siteKey: string, win: RecaptchaWindow = window as RecaptchaWindow): Captcha {
  let loading: Promise<Grecaptcha> | null = null;
  let widget: number | null = null;
  let waiting: ((token: string | undefined) => void) | null = null;
  const answer = (token: string | undefined) => {
    waiting?.(token);
    waiting = null;
  };

  const load = (): Promise<Grecaptcha> =>
    (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      if (win.grecaptcha?.render) {
        resolve(win.grecaptcha);
        return;
      }
      win[ONLOAD] = () => (win.grecaptcha ? resolve(win.grecaptcha) : reject(new Error('reCAPTCHA did not start')));
      const script = win.document.createElement('script');
      script.src = RECAPTCHA_SCRIPT;
      script.async = true;
      script.onerror = () => {
        loading = null; // the next submit tries again
        reject(new Error('reCAPTCHA did not load'));
      };
      win.document.head.appendChild(script);
    }));

  return {
    async execute() {
      let grecaptcha: Grecaptcha;
      try {
        grecaptcha = await load();
      } catch {
        return undefined; // the server then answers error_type 'captcha', shown to the person
      }
      if (widget === null) {
        const container = win.document.createElement('div');
        win.document.body.appendChild(container);
        widget = grecaptcha.render(container, {
          sitekey: siteKey,
          size: 'invisible',
          callback: (token) => answer(token),
          'error-callback': () => answer(undefined),
          'expired-callback': () => answer(undefined),
        });
      }
      const id = widget;
      return new Promise<string | undefined>((resolve) => {
        answer(undefined); // a submit still waiting gets nothing
        waiting = resolve;
        grecaptcha.execute(id);
      });
    },
    reset() {
      if (widget !== null) win.grecaptcha?.reset(widget);
    },
  };
}
