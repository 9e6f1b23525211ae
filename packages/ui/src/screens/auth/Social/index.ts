export { SocialButtons, type SocialButtonsProps, type SocialConfig } from './SocialButtons.tsx';
export { clearLinkIntent, hasLinkIntent, markLinkIntent } from './linkIntent.ts';
