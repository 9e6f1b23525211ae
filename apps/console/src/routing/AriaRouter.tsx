import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';

// react-aria links navigate through wouter instead of reloading the page.
export function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>;
}
