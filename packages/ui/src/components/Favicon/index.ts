export { Favicon, type FaviconProps } from './Favicon.tsx';
export { FaviconProvider } from '../FaviconContext/index.ts';
export { faviconUrlOf } from './faviconUrl.ts';
