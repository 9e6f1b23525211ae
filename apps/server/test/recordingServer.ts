import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openRecordingServer, openTestSeed, type RecordingServer } from '../src/recording/server.ts';

/** The recording server on a fresh test seed for the enclosing describe (docs/mocks.md "Recording"), closed after it. */
export function withRecordingServer(): () => RecordingServer {
  let database: Database | undefined;
  let server: RecordingServer | undefined;
  beforeAll(async () => {
    database = await openTestSeed();
    server = await openRecordingServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  return () => server!;
}
