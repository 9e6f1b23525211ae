export { Favicon, FaviconProvider, type FaviconProps } from './Favicon.tsx';
export { faviconUrlOf } from './faviconUrl.ts';
