import { describe, expect, it } from 'vitest';
import { BUDGETS, TARGETS, formatCheck, measureBudgets, type ManifestChunk } from '../budgets/measure.mjs';

// A console build in miniature: each file's gzip size is its number of bytes in SIZES. Its /login and shell lines are
// under quality.md's targets, so they pass at any budget the check may be lowered to.
const SIZES: Record<string, number> = {
  'index.js': 80_000,
  'runtime.js': 1_000,
  'frame.js': 35_000,
  'menus.js': 20_000,
  'login.js': 3_000,
  'home.js': 10_000,
  'table.js': 30_000,
  'profile.js': 45_000,
  'dialog.js': 10_000,
  'overlay.js': 4_000,
  'modal.js': 7_000,
  'qr.js': 8_000,
  'toast.js': 6_000,
  'index.css': 9_000,
};
const MANIFEST: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'index.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['src/routing/lazy/signedIn.ts', 'src/routing/lazy/login.ts', 'src/routing/lazy/home.ts', 'Toast.ts'],
  },
  '_runtime.js': { file: 'runtime.js' },
  '_menus.js': { file: 'menus.js', imports: ['_runtime.js'] },
  '_table.js': { file: 'table.js' },
  '_dialog.js': { file: 'dialog.js' },
  'style.css': { file: 'index.css' },
  '_modal.js': { file: 'modal.js' },
  'src/routing/lazy/signedIn.ts': {
    file: 'frame.js',
    isDynamicEntry: true,
    imports: ['index.html', '_menus.js'],
    dynamicImports: ['Overlay.tsx', 'Toast.ts'],
  },
  'src/routing/lazy/login.ts': { file: 'login.js', isDynamicEntry: true, imports: ['index.html', '_menus.js'] },
  'src/routing/lazy/home.ts': { file: 'home.js', isDynamicEntry: true, imports: ['index.html', '_table.js', 'style.css'] },
  'src/routing/lazy/profile.ts': {
    file: 'profile.js',
    isDynamicEntry: true,
    imports: ['_menus.js', '_table.js'],
    dynamicImports: ['qrcode.js', 'Overlay.tsx'],
  },
  'Overlay.tsx': { file: 'overlay.js', isDynamicEntry: true, imports: ['_menus.js', '_modal.js', '_table.js'] },
  'qrcode.js': { file: 'qr.js', isDynamicEntry: true, imports: ['_table.js', '_modal.js'] },
  'Toast.ts': { file: 'toast.js', isDynamicEntry: true, imports: ['_menus.js'] },
  '../../packages/ui/src/Dialog/index.ts': { file: 'dialog.js', isDynamicEntry: true, imports: ['_menus.js'] },
};

const measured = () => Object.fromEntries(measureBudgets(MANIFEST, (file) => SIZES[file]!).map((c) => [c.name, c]));

describe('bundle budgets', () => {
  it('/login counts the entry and the login route with what they import, once each', () => {
    expect(measured()['/login (entry + login route)']).toEqual({
      name: '/login (entry + login route)',
      bytes: 80_000 + 1_000 + 3_000 + 20_000,
      budget: BUDGETS.login,
      target: TARGETS.login,
      ok: true,
      files: ['index.js', 'runtime.js', 'login.js', 'menus.js'],
    });
  });

  it('the shell counts the entry, the signed-in frame and the first screen (JavaScript only)', () => {
    const shell = measured()['shell + first screen (entry + frame + home)']!;
    expect(shell.bytes).toBe(80_000 + 1_000 + 35_000 + 20_000 + 10_000 + 30_000);
    expect(shell.ok).toBe(true);
  });

  it('the frame is shell, not a lazy route chunk', () => {
    expect(Object.keys(measured()).filter((name) => name.includes('signedIn'))).toEqual([]);
  });

  it("finds the frame in build.ts's frame group, which holds routing/lazy/signedIn.ts", () => {
    const { 'src/routing/lazy/signedIn.ts': frame, ...rest } = MANIFEST;
    const grouped: Record<string, ManifestChunk> = {
      ...rest,
      'index.html': { ...rest['index.html']!, dynamicImports: ['_frame.js', 'src/routing/lazy/login.ts', 'Toast.ts'] },
      '_frame.js': { ...frame!, isDynamicEntry: undefined, name: 'frame' },
    };
    const checks = Object.fromEntries(measureBudgets(grouped, (file) => SIZES[file]!).map((c) => [c.name, c]));
    expect(checks['shell + first screen (entry + frame + home)']!.bytes).toBe(80_000 + 1_000 + 35_000 + 20_000 + 10_000 + 30_000);
    expect(Object.keys(checks).filter((name) => name.includes('frame'))).toEqual(['shell + first screen (entry + frame + home)']);
    // Imported by the frame and by the profile route: still after the shell.
    expect(checks['lazy chunk Overlay.tsx']!.bytes).toBe(4_000 + 7_000 + 30_000);
  });

  it('a signed-in route chunk leaves out what the entry and the frame loaded before it', () => {
    expect(measured()['lazy chunk src/routing/lazy/profile.ts']!.bytes).toBe(45_000 + 30_000);
    expect(measured()['lazy chunk src/routing/lazy/home.ts']!.bytes).toBe(10_000 + 30_000);
  });

  it('a public route chunk leaves out the entry only', () => {
    expect(measured()['lazy chunk src/routing/lazy/login.ts']!.bytes).toBe(3_000 + 20_000);
  });

  it('any other lazy chunk leaves out what came with every chunk that imports it', () => {
    // Imported by the frame and by the profile route: after the shell.
    expect(measured()['lazy chunk Overlay.tsx']!.bytes).toBe(4_000 + 7_000 + 30_000);
    // Imported by the profile route only: after the shell and the route.
    expect(measured()['lazy chunk qrcode.js']!.bytes).toBe(8_000 + 7_000);
    // Imported by the entry and the frame: after the entry only.
    expect(measured()['lazy chunk Toast.ts']!.bytes).toBe(6_000 + 20_000);
    // Imported by nobody known: after the entry only.
    expect(measured()['lazy chunk ../../packages/ui/src/Dialog/index.ts']!.bytes).toBe(10_000 + 20_000);
  });

  it('fails a budget by one byte', () => {
    const over: Record<string, number> = { ...SIZES, 'profile.js': BUDGETS.lazyChunk - 30_000 + 1 };
    const profile = measureBudgets(MANIFEST, (file) => over[file]!).find((c) => c.name.endsWith('profile.ts'))!;
    expect(profile).toMatchObject({ bytes: BUDGETS.lazyChunk + 1, ok: false });
  });

  it('prints quality.md’s budget beside a checked one that is still above it', () => {
    const login = formatCheck(measured()['/login (entry + login route)']!);
    expect(login).toContain(`budget ${BUDGETS.login / 1000} KB`);
    if (BUDGETS.login !== TARGETS.login) expect(login).toContain(`quality.md ${TARGETS.login / 1000} KB`);
    expect(formatCheck(measured()['lazy chunk src/routing/lazy/profile.ts']!)).not.toContain('quality.md');
  });
});
