// The config's webServer: the reference server on a copy of the run's seeded template (serverData.ts).
import { fillFromTemplate } from './serverData.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('startServer: DATA_DIR is not set');
await fillFromTemplate(dataDir);
await import('../../server/src/main.ts');
