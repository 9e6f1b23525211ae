export { ReplyTimeScreen } from './ReplyTimeScreen.tsx';
export { ReplyTimeView, type ReplyTimeViewProps } from './ReplyTimeView.tsx';
