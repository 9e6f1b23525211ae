export { PageErrorView, type PageErrorViewProps } from './PageError.tsx';
