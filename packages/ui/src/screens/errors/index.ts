export { NotFound, NotFoundView } from './NotFound/index.ts';
