import type { Recording } from '../contract/recording.ts';
import { specAnswerOf, stripToSpec, type SpecShape } from '../contract/specFields.ts';

/**
 * A recording as a backend that sends only the fields of spec §3 would have answered it (docs/answers.md,
 * "The spec-minimal scenario"): each successful answer of a path that SPEC_ANSWERS lists is stripped to those fields;
 * every other answer is kept.
 */
export function specMinimalRecording(recording: Recording): Recording {
  return {
    ...recording,
    steps: recording.steps.map((step) => {
      const shape = step.status < 300 ? specAnswerOf(step.path, new URLSearchParams(step.query)) : undefined;
      return shape === undefined ? step : { ...step, answer: stripToSpec(shape, step.answer) };
    }),
  };
}

/** A field's place in an answer: object keys and list indexes. */
export type FieldPath = readonly (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paths of the fields of `value` that `shape` does not name: the ones a spec-minimal backend leaves out. */
export function fieldsOutsideSpec(shape: SpecShape, value: unknown, at: FieldPath = []): FieldPath[] {
  if (shape === true) return [];
  if (Array.isArray(shape)) {
    return Array.isArray(value)
      ? value.flatMap((entry, index) => fieldsOutsideSpec(shape[0] as SpecShape, entry, [...at, index]))
      : [];
  }
  if (!isRecord(value)) return [];
  const named = shape as Record<string, SpecShape>;
  return Object.keys(value).flatMap((field) =>
    field in named ? fieldsOutsideSpec(named[field]!, value[field], [...at, field]) : [[...at, field]],
  );
}

/** The paths of every object in `value` (where an unknown field can be added). */
export function objectPaths(value: unknown, at: FieldPath = []): FieldPath[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => objectPaths(entry, [...at, index]));
  if (!isRecord(value)) return [];
  return [at, ...Object.entries(value).flatMap(([field, inner]) => objectPaths(inner, [...at, field]))];
}

/** A copy of `value` with `change` applied to the object at `path` (a deep copy: the recording stays as it is). */
export function changedAt(value: unknown, path: FieldPath, change: (target: Record<string, unknown>) => void): unknown {
  const copy = structuredClone(value);
  let target: unknown = copy;
  for (const step of path) target = (target as Record<string | number, unknown>)[step];
  if (isRecord(target)) change(target);
  return copy;
}
