export { PostsScreen } from './PostsScreen.tsx';
export { PostsView, type PostsData, type PostsViewProps } from './PostsView.tsx';
