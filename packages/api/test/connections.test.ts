import { describe, expect, it } from 'vitest';
import { CALLBACK_PROVIDERS } from '../../machines/src/rules/routes/callbacks.ts';
import { connectionFieldProblem, connectionOf, KEY_PROVIDERS, PROVIDERS } from '../src/contract/index.ts';

// docs/token-networks.md: every network of the catalogue without a popup callback declares its connection fields.
describe('the catalogue’s connection fields', () => {
  it('cover every network without a popup (TikTok has one: /callback/tiktok), and none with one', () => {
    const popup = new Set<string>([...CALLBACK_PROVIDERS, 'tiktok']);
    for (const entry of PROVIDERS) expect(connectionOf(entry.id) !== undefined, entry.id).toBe(!popup.has(entry.id));
    for (const id of [
      'telegram',
      'viber',
      'icq',
      'max',
      'whatsapp',
      'rustore',
      'googleplay',
      'appstore',
      'huawei',
      'vc',
      'ozon',
      'wildberries',
    ])
      expect(KEY_PROVIDERS.map((entry) => entry.id)).toContain(id);
    for (const entry of KEY_PROVIDERS)
      expect(
        entry.connection.some((field) => field.kind === 'secret'),
        entry.id,
      ).toBe(true);
  });

  it('checks a value: filled, within the length, in the network’s format', () => {
    const [token] = connectionOf('telegram')!;
    expect(connectionFieldProblem(token!, `123456:${'A'.repeat(35)}`)).toBeNull();
    expect(connectionFieldProblem(token!, ` 123456:${'A'.repeat(35)} `)).toBeNull();
    expect(connectionFieldProblem(token!, '')).toBe('required');
    expect(connectionFieldProblem(token!, '   ')).toBe('required');
    expect(connectionFieldProblem(token!, '123456:short')).toBe('format');
    expect(connectionFieldProblem(token!, 'x'.repeat(5000))).toBe('tooLong');
    const [, secret] = connectionOf('rustore')!;
    expect(connectionFieldProblem(secret!, 'anything at all')).toBeNull();
  });
});
