import { expect, it } from 'vitest';
import { failure, type ContractContext } from './context.ts';
import { hdeResource } from '../../src/client/resources/hde.ts';
import { issuesResource } from '../../src/client/resources/issues.ts';

// settings/hde/{id} and an issue's ticket (docs/hde.md): a key the sandbox desk refuses is a 400 with the server's
// text; connected, the key is never answered; an issue sent answers its ticket, the same again; disconnected at the end.
export function hdeCases({ signedIn }: ContractContext): void {
  it('hde: a refused key, connected, an issue sent as a ticket (once), disconnected', async () => {
    const admin = await signedIn('admin@demo.local');
    const spaceId = (await admin.client.config.get()).spaces[0]!.id;
    const hde = admin.client.resource(hdeResource);
    const desk = {
      domain: 'support.helpdeskeddy.com',
      email: 'agent@example.com',
      api_key: 'hde-sandbox-0123456789abcdef0123456789',
    };
    const refused = await failure(hde.connect(spaceId, { ...desk, api_key: 'bad-0123456789abcdef0123456789abcdef' }));
    expect(refused.status).toBe(400);
    expect(refused.serverText).toBeTruthy();
    const connected = await hde.connect(spaceId, desk);
    expect(connected).toMatchObject({ connected: true, domain: desk.domain, status: 'connected' });
    expect(JSON.stringify(await hde.get(spaceId))).not.toContain(desk.api_key);
    try {
      const operator = await signedIn('operator@demo.local');
      const issue = await operator.client.resource(issuesResource).create({ space_id: spaceId, title: 'Contract ticket' });
      const sent = await operator.client.resource(hdeResource).send(issue.id);
      expect(sent.status).toBe('open');
      expect(await operator.client.resource(hdeResource).send(issue.id)).toEqual(sent);
      expect(await operator.client.resource(hdeResource).issueDesk(issue.id)).toEqual({ connected: true, ticket: sent });
    } finally {
      expect(await hde.disconnect(spaceId)).toMatchObject({ connected: false, domain: null });
    }
  });
}
