export { ToastRegion, type ToastRegionProps } from './Toast.tsx';
export { toastQueue, type ToastContent, type ToastTone } from './toastQueue.ts';
