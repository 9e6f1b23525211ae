import { Suspense, lazy, type ReactNode } from 'react';
import { usePreloadWhenIdle } from '../../../lazy/preload.ts';
import { useOnceTrue } from '../../../lazy/useOnceTrue.ts';

// The modal's code loads when the drawer is first opened or the page is idle (quality.md budgets).
const loadModal = () => import('./MenuDrawerModal.tsx');
const MenuDrawerModal = lazy(() => loadModal().then((module) => ({ default: module.MenuDrawerModal })));

export interface MenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The heading of the drawer (the product name). */
  title: string;
  children: ReactNode;
}

// spec §2.5: on a phone the main menu is a drawer — a modal dialog: focus stays inside, Esc or a tap outside closes it.
export function MenuDrawer(props: MenuDrawerProps) {
  const needed = useOnceTrue(props.isOpen);
  usePreloadWhenIdle(loadModal);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawerModal {...props} />
    </Suspense>
  );
}
