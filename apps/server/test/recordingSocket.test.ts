// docs/mocks.md "Recording": a recorded write keeps what each test-seed user's socket heard, named by user, so a story
// replays only its user's messages (spec §7: a chat's unread count is each user's own).
import { describe, expect, it } from 'vitest';
import { RECORDING_USERS, type RecordedSocketMessage } from '@console/api/contract';
import { withRecordingServer } from './recordingServer.ts';

describe('the recording server’s socket messages', () => {
  const server = withRecordingServer();

  const post = async (url: string, body: object) =>
    server().app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${await server().tokenOf(RECORDING_USERS.operator)}` },
      payload: body,
    });
  const unreadOf = (messages: RecordedSocketMessage[], to: string) =>
    messages
      .filter((message) => message.to === to && message.method === 'chats.changed')
      .flatMap((message) => ('chats' in message ? message.chats : []))
      .map((chat) => chat['unread_count']);

  it('name the user each went to, with that user’s own unread count', async () => {
    expect((await post('/v1/chats/2/read', {})).statusCode).toBe(200);
    expect(unreadOf(server().takeSocket(), 'operator')).toEqual([0]);
    expect((await post('/v1/chats/2/messages', { text: 'Курьер уже у двери' })).statusCode).toBe(200);
    const sent = server().takeSocket();
    expect(unreadOf(sent, 'operator')).toEqual([0]);
    expect(unreadOf(sent, 'administrator')[0]).toBeGreaterThan(0);
    // spec §6: a user without the messages flag hears nothing of chats.
    expect(sent.filter((message) => message.to === 'nomessages')).toEqual([]);
  });
});
