export { MainMenu, type MainMenuProps, type MainMenuEntryView } from './MainMenu.tsx';
