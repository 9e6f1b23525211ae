export { IntegrationsScreen } from './IntegrationsScreen.tsx';
export { IntegrationsView, type IntegrationsViewProps } from './IntegrationsView.tsx';
