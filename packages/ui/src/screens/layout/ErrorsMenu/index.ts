export { ErrorsMenu, type ErrorsMenuProps, type AccountError } from './ErrorsMenu.tsx';
