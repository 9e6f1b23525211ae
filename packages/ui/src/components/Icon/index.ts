export { Icon, type IconProps, type IconName } from './Icon.tsx';
export { ICON_PATHS } from './paths.ts';
