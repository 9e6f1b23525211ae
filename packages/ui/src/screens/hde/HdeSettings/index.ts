export { HdeScreen } from './HdeScreen.tsx';
export { HdeView, type HdeViewProps, type HdeOutcome } from './HdeView.tsx';
