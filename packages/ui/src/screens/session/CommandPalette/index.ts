export { ShellCommandPalette, type ShellCommandPaletteProps, type ShellLink } from './ShellCommandPalette.tsx';
