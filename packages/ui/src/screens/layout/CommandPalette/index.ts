export { CommandPalette, type CommandPaletteProps } from './CommandPalette.tsx';
export {
  PageCommandsProvider,
  usePageCommands,
  usePageCommandsReader,
  usePaletteChord,
  isPaletteChord,
  type PaletteCommand,
  type PaletteSection,
} from './commands.tsx';
