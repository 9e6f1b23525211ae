import { describe, expect, it, vi } from 'vitest';
import { createRecaptcha, RECAPTCHA_SCRIPT, type Grecaptcha } from './recaptcha.ts';

function fakeWindow(grecaptcha?: Grecaptcha) {
  const appended: Array<{ src?: string; onerror?: () => void }> = [];
  const element = () => ({}) as HTMLElement;
  const win = {
    grecaptcha,
    document: {
      createElement: vi.fn(() => {
        const node: { src?: string; onerror?: () => void; async?: boolean } = {};
        return node;
      }),
      head: { appendChild: (node: { src?: string; onerror?: () => void }) => appended.push(node) },
      body: { appendChild: element },
    },
  };
  return { win: win as unknown as Window, appended };
}

function fakeGrecaptcha(tokens: string[]) {
  let callback: (token: string) => void = () => undefined;
  const api: Grecaptcha = {
    render: vi.fn((_container, parameters) => {
      callback = parameters.callback;
      return 7;
    }),
    execute: vi.fn(() => callback(tokens.shift() ?? 'none')),
    reset: vi.fn(),
  };
  return api;
}

describe('createRecaptcha', () => {
  it('renders one invisible widget with the site key and gives a token per submit; reset resets that widget', async () => {
    const grecaptcha = fakeGrecaptcha(['t1', 't2']);
    const { win } = fakeWindow(grecaptcha);
    const captcha = createRecaptcha('site-key', win as never);
    await expect(captcha.execute()).resolves.toBe('t1');
    await expect(captcha.execute()).resolves.toBe('t2');
    expect(grecaptcha.render).toHaveBeenCalledTimes(1);
    expect(vi.mocked(grecaptcha.render).mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key', size: 'invisible' });
    captcha.reset();
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
  });

  it('loads Google’s script on the first submit; a script that fails gives no token and is tried again', async () => {
    const { win, appended } = fakeWindow();
    const captcha = createRecaptcha('site-key', win as never);
    const first = captcha.execute();
    await Promise.resolve();
    expect(appended[0]?.src).toBe(RECAPTCHA_SCRIPT);
    appended[0]?.onerror?.();
    await expect(first).resolves.toBeUndefined();
    void captcha.execute();
    await Promise.resolve();
    expect(appended).toHaveLength(2);
  });
});
