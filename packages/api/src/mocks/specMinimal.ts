import type { Recording } from '../contract/recording.ts';
import { specAnswerOf, stripToSpec } from '../contract/specFields.ts';

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
