export { Skeleton, SkeletonRegion, type SkeletonProps, type SkeletonRegionProps } from './Skeleton.tsx';
