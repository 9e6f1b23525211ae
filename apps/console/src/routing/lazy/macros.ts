// The macros route group (spec §2.4): the list and a macro's form.
export { MacrosScreen, MacroScreen } from '@console/ui/screens/macros';
