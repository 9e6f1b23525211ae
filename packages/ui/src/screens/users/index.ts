export { UsersScreen } from './Users/UsersScreen.tsx';
export { UserNewScreen } from './UserForm/UserNewScreen.tsx';
export { UserScreen } from './UserForm/UserScreen.tsx';
