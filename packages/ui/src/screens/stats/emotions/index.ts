export { EmotionsScreen } from './EmotionsScreen.tsx';
export { EmotionsView, type EmotionsData, type EmotionsViewProps } from './EmotionsView.tsx';
