export { Badge, badgeClass, type BadgeLook, type BadgeProps, type BadgeTone } from './Badge.tsx';
