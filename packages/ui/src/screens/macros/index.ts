export { MacrosScreen } from './Macros/MacrosScreen.tsx';
export { MacroScreen } from './Macro/MacroScreen.tsx';
