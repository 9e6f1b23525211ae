// The users route group (spec §2.4): the list, the invite form and the user page.
export { UsersScreen, UserNewScreen, UserScreen } from '@console/ui/screens/users';
