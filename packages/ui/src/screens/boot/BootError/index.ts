export { BootError, type BootErrorProps, type BootErrorReason } from './BootError.tsx';
