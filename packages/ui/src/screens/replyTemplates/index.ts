export { TemplatesScreen } from './Templates/TemplatesScreen.tsx';
export { TemplateScreen } from './Template/TemplateScreen.tsx';
