export { EventFilterLine, periodText, type EventFilterLineProps } from './EventFilterLine.tsx';
export { useEventFilterLine } from './useEventFilterLine.ts';
