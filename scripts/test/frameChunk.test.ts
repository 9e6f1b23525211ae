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
    dynamicImports: ['signedIn.js', 'login.js', 'home.js', 'toast.js'],
  }),
  chunk('signedIn.js', [lazy('signedIn')], { facadeModuleId: lazy('signedIn'), imports: ['menus.js', 'fields.js', 'topBar.js'] }),
  // Shared by the frame and a signed-in route only: the frame's.
  chunk('menus.js', ['/ui/menus.tsx', '/node_modules/aria/menu.js'], { imports: ['topBar.js'] }),
  chunk('topBar.js', ['/ui/topBar.tsx']),
  // Shared by the frame and the public login route: stays apart.
  chunk('fields.js', ['/ui/fields.tsx']),
  chunk('login.js', [lazy('login')], { facadeModuleId: lazy('login'), imports: ['fields.js'] }),
  chunk('home.js', [lazy('home')], { facadeModuleId: lazy('home'), imports: ['menus.js'] }),
  // Loaded on demand from the entry (so possibly on /login), and it imports what the frame does too: stays apart.
  chunk('toast.js', ['/ui/toast.tsx'], { imports: ['topBar.js'] }),
];

describe('frameModules', () => {
  it("takes the modules of the frame's chunks that no page outside the frame loads", () => {
    const modules = frameModules(CHUNKS.map((c) => (c.fileName === 'toast.js' ? { ...c, imports: [] } : c)));
    expect([...modules].sort()).toEqual(['/node_modules/aria/menu.js', '/ui/menus.tsx', '/ui/topBar.tsx']);
  });

  it('leaves out what the entry, a public route or what they load on demand also import', () => {
    const modules = frameModules(CHUNKS);
    expect(modules.has('/ui/fields.tsx')).toBe(false);
    expect(modules.has('/ui/topBar.tsx')).toBe(false);
    expect(modules.has(lazy('signedIn'))).toBe(false);
  });

  it('fails when the build has no chunk for the frame', () => {
    expect(() => frameModules(CHUNKS.filter((c) => c.fileName !== 'signedIn.js'))).toThrow(/signedIn/);
  });
});
