import { describe, expect, it } from 'vitest';
import { isPaletteChord } from './commands.tsx';

// The unit tests run in node: a key press as the fields the rule reads.
const key = (init: Partial<Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>>) =>
  ({ ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, ...init }) as KeyboardEvent;

// screens.md "Keyboard": Ctrl/Cmd+K opens the command palette.
describe('isPaletteChord', () => {
  it('is Ctrl+K and Cmd+K, in any keyboard layout (the K key)', () => {
    expect(isPaletteChord(key({ key: 'k', code: 'KeyK', ctrlKey: true }))).toBe(true);
    expect(isPaletteChord(key({ key: 'k', code: 'KeyK', metaKey: true }))).toBe(true);
    expect(isPaletteChord(key({ key: 'л', code: 'KeyK', ctrlKey: true }))).toBe(true);
    expect(isPaletteChord(key({ key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: false }))).toBe(true);
  });
  it('is not K alone, another chord or another key', () => {
    expect(isPaletteChord(key({ key: 'k', code: 'KeyK' }))).toBe(false);
    expect(isPaletteChord(key({ key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteChord(key({ key: 'k', code: 'KeyK', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPaletteChord(key({ key: 'j', code: 'KeyJ', ctrlKey: true }))).toBe(false);
  });
});
