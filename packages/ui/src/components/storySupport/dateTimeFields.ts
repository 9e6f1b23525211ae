import { userEvent, within } from 'storybook/test';

// The TimeField and DateField are text fields that write the value the interface's way: plays find one by its label,
// type what a person would and leave it (the field then shows the value in its language), and read what it shows.

/** The time or date field labelled `label` inside `container`. */
export function dateTimeField(container: HTMLElement, label: string): HTMLInputElement {
  return within(container).getByRole('textbox', { name: label });
}

/** What the field shows, spaces of any width as one space ("09:00", "9:00 AM", "31.12.2026"). */
export function fieldText(field: HTMLInputElement): string {
  return field.value.replace(/\s+/g, ' ').trim();
}

/** Types `text` into the field in place of what it held, then leaves it. */
export async function retype(field: HTMLInputElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.tab();
}
