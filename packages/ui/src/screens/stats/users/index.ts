export { UsersClosedScreen, UsersScreen, type UsersSection } from './UsersScreen.tsx';
export { UsersView, type UsersData, type UsersViewProps } from './UsersView.tsx';
