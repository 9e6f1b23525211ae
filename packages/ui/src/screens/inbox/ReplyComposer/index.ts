export { ReplyComposer, type ReplyComposerProps, type SendOptions } from './ReplyComposer.tsx';
export { ReplyComposerView, type ReplyComposerViewProps, type ComposerStatus } from './ReplyComposerView.tsx';
export { STORY_LIFETIME_MS } from './composerRules.ts';
