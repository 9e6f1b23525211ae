export { PageTitleContext, usePageTitle } from './PageTitle.ts';
