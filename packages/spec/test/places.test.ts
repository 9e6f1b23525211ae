import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as spec from '../src/index.ts';
import { PLACES, type Place } from './places.ts';

// docs/spec-values.md "The test": every place of a spec value imports it from @console/spec and keeps no copy.
const root = join(import.meta.dirname, '..', '..', '..');
const read = (file: string): string => readFileSync(join(root, file), 'utf8');

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Code without comments: a comment may cite a value ('600 s'), code may not spell it. */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** A number as code may spell it: 600000, 600_000 (not as part of a longer number or name). */
const numberSource = (value: number): string => `(?<![\\w.])${[...String(value)].map(escape).join('_?')}(?![\\w.])`;
const literalSource = (value: unknown): string | null => {
  if (typeof value === 'number') return numberSource(value);
  if (typeof value === 'string') return `['"\`]${escape(value)}['"\`]`;
  if (value instanceof RegExp) return escape(`/${value.source}/`);
  if (Array.isArray(value) && value.length > 0) {
    const parts = value.map((item) => literalSource(item));
    return parts.every((part) => part !== null) ? `\\[\\s*${parts.join('\\s*,\\s*')}\\s*,?\\s*\\]` : null;
  }
  return null;
};

// Unit conversions (ms per second, minute, hour, day; seconds per day) are not copies of a value that equals them.
const UNITS: readonly number[] = [1000, 60_000, 3_600_000, 86_400_000, 86_400];

/** What is wrong with one file as a place of one value: empty when it imports the value and holds no copy. */
export function problemsAt(place: Place, file: string, text: string): string[] {
  const value: unknown = (spec as Record<string, unknown>)[place.name];
  const problems: string[] = [];
  const imports = new RegExp(
    `(?:import|export)\\s+(?:type\\s+)?\\{[^}]*(?:^|[{,\\s])${place.name}(?:\\s+as\\s+\\w+)?\\s*(?:,|\\})[^;]*?from\\s+'@console/spec'`,
  );
  if (!imports.test(text)) problems.push(`${file} does not import ${place.name} from @console/spec`);
  const code = withoutComments(text);
  if (new RegExp(`(?:const|let|var|function)\\s+${place.name}\\b`).test(code))
    problems.push(`${file} defines its own ${place.name}`);
  const literal = literalSource(value);
  if (literal !== null) {
    // A local constant (any upper-case name) holding the same value is a copy.
    const definition = new RegExp(`(?:const|let|var)\\s+[A-Z][A-Z0-9_]*\\s*(?::[^=\\n]+)?=\\s*${literal}(?:\\s+as const)?\\s*;`);
    if (definition.test(code)) problems.push(`${file} defines a copy of ${place.name} (${String(value)})`);
    // A distinctive number (four digits or more, not a unit such as ms per second or minute) may not appear bare at all.
    const distinctive = typeof value === 'number' && value >= 1000 && !UNITS.includes(value);
    const bareArray = Array.isArray(value) || value instanceof RegExp;
    if ((distinctive || bareArray) && new RegExp(literal).test(code))
      problems.push(`${file} spells ${place.name}'s value (${String(value)}) instead of importing it`);
  }
  for (const copy of place.copies ?? [])
    if (copy.test(code)) problems.push(`${file} holds a copy of ${place.name}: ${copy.source}`);
  return problems;
}

describe('spec values in one home', () => {
  it('lists every export of @console/spec once, under the module of its section', async () => {
    const listed = PLACES.map((place) => place.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(spec).sort());
    for (const place of PLACES) {
      const module = (await import(`../src/${place.module}.ts`)) as Record<string, unknown>;
      expect(module, `${place.name} belongs to ${place.module}.ts`).toHaveProperty(place.name);
    }
  });

  it('every place exists, imports its value from @console/spec and holds no copy', () => {
    const problems = PLACES.flatMap((place) =>
      place.places.flatMap((file) =>
        existsSync(join(root, file)) ? problemsAt(place, file, read(file)) : [`${file} (a place of ${place.name}) is gone`],
      ),
    );
    expect(problems).toEqual([]);
  });

  it('finds a copy planted at a place: a local constant, a bare literal, a missing import', () => {
    const at = (name: string) => PLACES.find((place) => place.name === name)!;
    const grace = at('STATUS_MANUAL_GRACE_MS');
    const schedule = grace.places.find((file) => file.startsWith('apps/server'))!;
    const text = read(schedule);
    expect(problemsAt(grace, schedule, text)).toEqual([]);
    expect(problemsAt(grace, schedule, `${text}\nexport const SCHEDULE_GRACE_MS = 600_000;\n`)).toHaveLength(2);
    expect(problemsAt(grace, schedule, `${text}\nconst late = (ms: number) => ms > 600000;\n`)).toHaveLength(1);
    expect(problemsAt(grace, schedule, text.replace(/import \{[^}]*\} from '@console\/spec';/, ''))).toHaveLength(1);
    const emoji = at('RECENT_EMOJI_LIMIT');
    const picker = emoji.places.find((file) => file.endsWith('EmojiPicker.tsx'))!;
    expect(problemsAt(emoji, picker, `${read(picker)}\nconst few = (list: string[]) => list.slice(0, 18);\n`)).toHaveLength(1);
    const periods = at('PAY_PERIOD_DAYS');
    const checkout = periods.places.find((file) => file.endsWith('Checkout.tsx'))!;
    expect(problemsAt(periods, checkout, `${read(checkout)}\nconst PERIODS = [30, 180, 365];\n`).length).toBeGreaterThan(0);
  });
});
