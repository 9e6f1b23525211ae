import { describe, expect, it } from 'vitest';
import { frameModules, type BuiltChunk } from '../../apps/console/frameChunk.ts';

// A first build in miniature: the entry, the frame, a public and a signed-in route, and the chunks they share.
const chunk = (fileName: string, moduleIds: string[], more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  moduleIds,
  ...more,
});
const lazy = (name: string) => `/app/src/routing/lazy/${name}.ts`;
const CHUNKS: BuiltChunk[] = [
  chunk('index.js', ['/app/src/main.tsx'], {
    isEntry: true,
    dynamicImports: ['signedIn.js', 'login.js', 'home.js', 'items.js', 'toast.js'],
  }),
  chunk('signedIn.js', [lazy('signedIn')], { facadeModuleId: lazy('signedIn'), imports: ['menus.js', 'fields.js', 'topBar.js'] }),
  // Shared by the frame and a signed-in route only: the frame's.
  chunk('menus.js', ['/ui/menus.tsx', '/node_modules/aria/menu.js'], { imports: ['topBar.js'] }),
  chunk('topBar.js', ['/ui/topBar.tsx']),
  // Shared by the frame and the public login route: stays apart.
  chunk('fields.js', ['/ui/fields.tsx']),
  chunk('login.js', [lazy('login')], { facadeModuleId: lazy('login'), imports: ['fields.js'] }),
  chunk('home.js', [lazy('home')], { facadeModuleId: lazy('home'), imports: ['menus.js', 'grid.js', 'fields.js'] }),
  // Shared by the first screen and another signed-in route only: the frame's too (it is in the shell line anyway).
  chunk('grid.js', ['/ui/grid.tsx']),
  chunk('items.js', [lazy('items')], { facadeModuleId: lazy('items'), imports: ['grid.js'] }),
  // Loaded on demand from the entry (so possibly on /login), and it imports what the frame does too: stays apart.
  chunk('toast.js', ['/ui/toast.tsx'], { imports: ['topBar.js'] }),
];

describe('frameModules', () => {
  it("takes the modules of the frame's chunks that no page outside the frame loads", () => {
    const modules = frameModules(CHUNKS.map((c) => (c.fileName === 'toast.js' ? { ...c, imports: [] } : c)));
    expect([...modules].sort()).toEqual([
      '/app/src/routing/lazy/signedIn.ts',
      '/node_modules/aria/menu.js',
      '/ui/grid.tsx',
      '/ui/menus.tsx',
      '/ui/topBar.tsx',
    ]);
  });

  it("takes the frame's own module and the first screen's shared modules, not the first screen itself", () => {
    const modules = frameModules(CHUNKS);
    expect(modules.has(lazy('signedIn'))).toBe(true);
    expect(modules.has('/ui/grid.tsx')).toBe(true);
    expect(modules.has(lazy('home'))).toBe(false);
    expect(modules.has(lazy('items'))).toBe(false);
  });

  it('leaves out what the entry, a public route or what they load on demand also import', () => {
    const modules = frameModules(CHUNKS);
    expect(modules.has('/ui/fields.tsx')).toBe(false);
    expect(modules.has('/ui/topBar.tsx')).toBe(false);
  });

  it('fails when the build has no chunk for the frame or the first screen', () => {
    expect(() => frameModules(CHUNKS.filter((c) => c.fileName !== 'signedIn.js'))).toThrow(/signedIn/);
    expect(() => frameModules(CHUNKS.filter((c) => c.fileName !== 'home.js'))).toThrow(/home/);
  });
});
