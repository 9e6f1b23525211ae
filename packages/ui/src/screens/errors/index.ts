export { NotFound, NotFoundView } from './NotFound/index.ts';
export { NoAccessView, type NoAccessViewProps, type NoAccessUser } from './NoAccess/index.ts';
export { PageErrorView, type PageErrorViewProps } from './PageError/index.ts';
