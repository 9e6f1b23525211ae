// Collects the JSON log lines of an app built with loggerOptions(level, stream).
import { loggerOptions, type LogStream } from '../src/http/logging.ts';

export type LogLine = Record<string, unknown> & { level: number; msg?: string };

export function captureLogs(level = 'trace') {
  const raw: string[] = [];
  const stream: LogStream = { write: (line) => void raw.push(line) };
  return {
    logger: loggerOptions(level, stream),
    /** Everything written, as one text (to search for secrets). */
    text: () => raw.join(''),
    lines: (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine),
  };
}
