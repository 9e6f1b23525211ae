import { Fragment, type ReactNode } from 'react';

// Private-use characters stand in for the values while i18next fills the translation.
const FIRST_MARK = 0xe000;

/**
 * Fills a translated sentence with React nodes. The values never pass through i18next, so an untrusted
 * text (a server message, a user's name) is neither parsed nor nested nor interpolated: React renders it as text.
 * `translate` gets one mark per value name and returns the sentence with the marks in place.
 */
export function interpolateNodes(
  translate: (marks: Record<string, string>) => string,
  values: Record<string, ReactNode>,
): ReactNode[] {
  const names = Object.keys(values);
  const marks = Object.fromEntries(names.map((name, index) => [name, String.fromCharCode(FIRST_MARK + index)]));
  const byMark = new Map(names.map((name) => [marks[name], values[name]]));
  return translate(marks)
    .split(/([\ue000-\ue0ff])/u)
    .filter((part) => part !== '')
    .map((part, index) => <Fragment key={index}>{byMark.has(part) ? byMark.get(part) : part}</Fragment>);
}
