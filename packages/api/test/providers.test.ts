import { describe, expect, it } from 'vitest';
import { NETWORK_IDS } from '../src/contract/networks.ts';
import { PROVIDERS, providerAllows, providerOf, WHATSAPP_REACTIONS } from '../src/contract/providers.ts';

describe('provider catalogue (spec §3, §9)', () => {
  it('describes every network the console knows, once', () => {
    expect(PROVIDERS.map((entry) => entry.id).sort()).toEqual([...NETWORK_IDS].sort());
  });

  it('keeps the limits of spec §9 (message / comment length, uploads, edit windows)', () => {
    const limits = (id: string) => {
      const entry = providerOf(id)!;
      return [entry.messages?.maxLength ?? null, entry.comments?.maxLength ?? null];
    };
    expect(limits('vk')).toEqual([4000, 10000]);
    expect(providerOf('vk')!.messages!.uploads).toBe(5);
    expect(providerOf('vk')!.comments!.uploads).toBe(2);
    expect(providerOf('vk')!.editWindowS).toBe(43200);
    expect(limits('facebook')).toEqual([2000, 4000]);
    expect(providerOf('instagram')!.messages).toMatchObject({ maxLength: 550, maxBytes: 1000, uploads: 1 });
    expect(limits('instagram')).toEqual([550, 2000]);
    expect(limits('threads')).toEqual([null, 500]);
    expect(limits('twitter')).toEqual([9000, 280]);
    expect(providerOf('twitter')!.comments!.uploads).toBe(4);
    expect(limits('ok')).toEqual([2000, 3000]);
    expect(limits('youtube')).toEqual([10000, 5000]);
    expect(limits('tiktok')).toEqual([null, 150]);
    expect(providerOf('telegram')!.messages).toMatchObject({ maxLength: 4096, captionLength: 1024, uploads: 5 });
    expect(limits('viber')).toEqual([10000, null]);
    expect(limits('vc')).toEqual([null, 3000]);
    expect(providerOf('vc')!.editWindowS).toBe(1200);
    expect(limits('whatsapp')).toEqual([4096, null]);
    expect(limits('max')).toEqual([4000, null]);
    expect(limits('linkedin')).toEqual([null, 1250]);
    expect(limits('rustore')).toEqual([null, 500]);
    expect(limits('googleplay')).toEqual([null, 350]);
    expect(limits('appstore')).toEqual([null, 5970]);
    expect(limits('huawei')).toEqual([null, 500]);
    expect(limits('gmaps')).toEqual([null, 5000]);
    expect(limits('tpulse')).toEqual([null, 1000]);
    expect(limits('avito')).toEqual([1000, 1000]);
    expect(limits('discord')).toEqual([2000, null]);
    expect(limits('userecho')).toEqual([null, 32768]);
    expect(limits('useresponse')).toEqual([null, 32768]);
    expect(limits('ozon')).toEqual([1000, 5000]);
    expect(limits('wildberries')).toEqual([1000, 5000]);
  });

  it('has no reply on Odnoklassniki comments (spec §5 "Can\'t reply on comments from Odnoklassniki")', () => {
    expect(providerAllows('ok', 'reply')).toBe(false);
    expect(providerAllows('vk', 'reply')).toBe(true);
    expect(providerAllows('nonexistent', 'reply')).toBe(false);
  });

  it('offers the 12 WhatsApp reactions (spec §3)', () => {
    expect(WHATSAPP_REACTIONS).toHaveLength(12);
    expect(providerOf('whatsapp')!.reactions).toBe(WHATSAPP_REACTIONS);
  });
});
