export { useShortcuts, isShortcutEvent, type ShortcutMap } from './useShortcuts.ts';
