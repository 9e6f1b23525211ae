export { HomeScreen as default } from '@console/ui/screens/home';
