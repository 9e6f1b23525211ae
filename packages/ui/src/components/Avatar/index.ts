export { Avatar, initialOf, type AvatarProps } from './Avatar.tsx';
