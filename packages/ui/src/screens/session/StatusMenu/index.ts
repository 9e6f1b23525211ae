export { StatusMenu, statusMenuGroups, STATUS_ERROR_TOAST_MS } from './StatusMenu.tsx';
