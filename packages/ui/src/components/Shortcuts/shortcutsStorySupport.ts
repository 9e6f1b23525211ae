import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../storySupport/storyLocale.ts';

/** Presses ? (focus on the page, not in a field) and answers the cheat sheet's keys as shown, in order. */
export async function cheatSheetKeys(globals: Record<string, unknown>): Promise<string[]> {
  await userEvent.keyboard('?');
  const dialog = await within(document.body).findByRole('dialog', { name: storyT(globals)('shortcuts:title') });
  return Array.from(dialog.querySelectorAll('kbd'), (kbd) => kbd.textContent ?? '');
}

/** Closes the cheat sheet with Esc (the dialog's own key: the page's Esc does not run). */
export async function closeCheatSheet(): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
}

/** Moves focus off any field to the page itself, as a click on plain text does. */
export function focusPage(): void {
  (document.activeElement as HTMLElement | null)?.blur();
}
