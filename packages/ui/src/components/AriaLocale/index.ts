export { ARIA_LOCALES, AriaLocale } from './AriaLocale.tsx';
