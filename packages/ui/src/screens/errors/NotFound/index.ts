export { NotFound, NotFoundView } from './NotFound.tsx';
