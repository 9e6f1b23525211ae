import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

// A 32-letter word repeated: nothing to break on, so only overflow-wrap can keep it inside 320 px.
export const LONG_WORD = 'Неперпендикулярностьsupercalifragilistic'.repeat(6);

export const NARROW_WIDTH = 320;

// Renders the story in a 320 px column (the narrowest phone the console supports).
export const narrow: Decorator = (Story) => (
  <div data-testid="narrow" style={{ width: NARROW_WIDTH, maxWidth: NARROW_WIDTH }}>
    <Story />
  </div>
);

// Proves nothing in the 320 px column overflows sideways.
export async function expectNoHorizontalOverflow(canvasElement: HTMLElement): Promise<void> {
  const column = canvasElement.querySelector<HTMLElement>('[data-testid="narrow"]');
  await expect(column).not.toBeNull();
  if (!column) return;
  await expect(column.scrollWidth).toBeLessThanOrEqual(NARROW_WIDTH);
  for (const element of column.querySelectorAll<HTMLElement>('*')) {
    await expect(element.getBoundingClientRect().right - column.getBoundingClientRect().left).toBeLessThanOrEqual(
      NARROW_WIDTH + 0.5,
    );
  }
}
