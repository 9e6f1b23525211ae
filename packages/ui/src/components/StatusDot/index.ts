export { StatusDot, type StatusDotProps } from './StatusDot.tsx';
