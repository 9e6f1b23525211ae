import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Each fixture breaks (or keeps) one rule of architecture.md's import table, linted as if it stood at `lint-as`.
const root = join(import.meta.dirname, '..', '..');
const fixtures = join(root, 'scripts', 'fixtures', 'lint');
const eslint = new ESLint({ cwd: root, ignore: false });

describe('package-boundary lint', () => {
  for (const name of readdirSync(fixtures)) {
    const source = readFileSync(join(fixtures, name), 'utf8');
    const lintAs = /lint-as: (\S+)/.exec(source)?.[1];
    const expected = /expect: (\S+)/.exec(source)?.[1];
    // Several rules share a rule id: `message:` names the one the fixture breaks.
    const message = /message: (.+)/.exec(source)?.[1];
    it(`${name}: ${expected === 'nothing' ? 'passes' : `fails with ${expected}`}`, async () => {
      expect(lintAs).toBeTruthy();
      const [result] = await eslint.lintText(source, { filePath: join(root, lintAs!) });
      const rules = result!.messages.map((m) => m.ruleId);
      if (expected === 'nothing') expect(result!.messages).toEqual([]);
      else expect(rules).toContain(expected);
      if (message)
        expect(result!.messages.filter((m) => m.ruleId === expected).map((m) => m.message)).toContainEqual(
          expect.stringContaining(message),
        );
    });
  }
});
