// Every script `npm run mocks:record` plays, in this order on one test seed (a script sees the writes of those before
// it): the signed-in world first (reads only), then each feature's. A feature's scripts live in their own file.
import type { RecordingScript } from './script.ts';
import { WORLD_SCRIPTS } from './world.ts';
import { INBOX_SCRIPTS } from './inbox.ts';

export type { RecordingScript, ScriptStep, ScriptActor } from './script.ts';

export const RECORDING_SCRIPTS: readonly RecordingScript[] = [...WORLD_SCRIPTS, ...INBOX_SCRIPTS];
