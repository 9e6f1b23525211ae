export { BlockingModal, type BlockingModalProps } from './BlockingModal.tsx';
