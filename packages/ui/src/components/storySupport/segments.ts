import { expect, userEvent, within } from 'storybook/test';

// The TimeField and DateField are typed in segments (react-aria's spinbuttons), not one input: plays find the field
// by its label as a group, type each part into its segment and read what it shows.

/** The segments' group of the field labelled `label` inside `container`. */
export function segmentedField(container: HTMLElement, label: string): HTMLElement {
  return within(container).getByRole('group', { name: label });
}

/** What the field shows, spaces of any width as one space, without bidi marks ("09:00", "9:00 AM", "31.12.2026"). */
export function fieldText(field: HTMLElement): string {
  return (field.textContent ?? '')
    .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const segmentOf = (field: HTMLElement, type: string): HTMLElement | null => field.querySelector(`[data-type="${type}"]`);

async function typeIn(field: HTMLElement, type: string, text: string) {
  const segment = segmentOf(field, type);
  await expect(segment, `${type} segment`).not.toBeNull();
  await userEvent.click(segment!);
  await userEvent.keyboard(text);
}

/** Types "HH:MM" into a TimeField: 24-hour, or in the 12-hour segments with AM/PM where the language has them. */
export async function typeTime(field: HTMLElement, time: string) {
  const hour = Number(time.slice(0, 2));
  const twelveHour = segmentOf(field, 'dayPeriod') !== null;
  await typeIn(field, 'hour', String(twelveHour ? hour % 12 || 12 : hour).padStart(2, '0'));
  await typeIn(field, 'minute', time.slice(3, 5));
  if (twelveHour) await typeIn(field, 'dayPeriod', hour < 12 ? 'a' : 'p');
}

/** Types "YYYY-MM-DD" into a DateField, each part in its segment whatever the language's order. */
export async function typeDate(field: HTMLElement, date: string) {
  await typeIn(field, 'year', date.slice(0, 4));
  await typeIn(field, 'month', date.slice(5, 7));
  await typeIn(field, 'day', date.slice(8, 10));
}
