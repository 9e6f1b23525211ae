import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './boot/Boot.tsx';
import { watchPreloadErrors } from './app/chunkReload.ts';

watchPreloadErrors();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
