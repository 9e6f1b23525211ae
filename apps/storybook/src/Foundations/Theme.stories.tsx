import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { THEMES, themeClass, vars, type Theme } from '@console/ui/theme';

// Token names are code identifiers, shown as such; the sample line is fixture text in both scripts.
const SAMPLE = 'Съешь же ещё этих мягких французских булок. The quick brown fox jumps over the lazy dog 0123456789';
const colours = Object.keys(vars.color) as (keyof typeof vars.color)[];
const sizes = Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[];
const weights = Object.keys(vars.fontWeight) as (keyof typeof vars.fontWeight)[];

const panel: CSSProperties = {
  flex: '1 1 0',
  minWidth: 0,
  padding: vars.space.xl,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
};
const code: CSSProperties = { fontFamily: 'inherit', fontSize: vars.fontSize.sm, color: vars.color.textMuted };

// Each theme in its own panel, side by side, whatever the toolbar's theme (the global sets the page around them).
function BothThemes({ children }: { children: (theme: Theme) => ReactNode }) {
  return (
    <main style={{ display: 'flex', flexWrap: 'wrap' }}>
      {THEMES.map((theme) => (
        <section key={theme} className={themeClass(theme)} style={panel} aria-labelledby={`theme-${theme}`} data-theme={theme}>
          <h2 id={`theme-${theme}`} style={{ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.lg }}>
            {theme}
          </h2>
          {children(theme)}
        </section>
      ))}
    </main>
  );
}

function ColourTokens() {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm }}>
      {colours.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.md }}>
          <span
            aria-hidden="true"
            style={{
              width: 40,
              height: 24,
              borderRadius: vars.radius.sm,
              background: vars.color[name],
              border: `1px solid ${vars.color.border}`,
            }}
          />
          <code style={code}>color.{name}</code>
        </li>
      ))}
    </ul>
  );
}

function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {sizes.map((size) => (
        <p key={size} style={{ margin: 0, fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight }}>
          <code style={{ ...code, display: 'block' }}>fontSize.{size}</code>
          {SAMPLE}
        </p>
      ))}
      {weights.map((weight) => (
        <p key={weight} style={{ margin: 0, fontWeight: vars.fontWeight[weight] }}>
          <code style={{ ...code, display: 'block' }}>fontWeight.{weight}</code>
          {SAMPLE}
        </p>
      ))}
    </div>
  );
}

const meta = { tags: ['shot'], title: 'Foundations/Theme', parameters: { layout: 'fullscreen' } } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <BothThemes>{() => <ColourTokens />}</BothThemes>,
  play: async ({ canvasElement, globals }) => {
    // The page around the panels follows the theme global (the story tests run light and dark).
    await expect(document.documentElement).toHaveClass(themeClass(globals['theme'] as Theme));
    const canvas = within(canvasElement);
    for (const theme of THEMES) await expect(canvas.getByRole('region', { name: theme })).toBeVisible();
    // The two panels really differ: the theme classes fill the contract with other values.
    const [light, dark] = THEMES.map(
      (theme) => getComputedStyle(canvasElement.querySelector(`[data-theme="${theme}"]`)!).backgroundColor,
    );
    await expect(light).not.toBe(dark);
  },
};

export const TypeScaleAndFont: Story = {
  name: 'Type scale and font',
  render: () => <BothThemes>{() => <TypeScale />}</BothThemes>,
  play: async ({ canvasElement }) => {
    // The bundled Inter renders the text, Latin and Cyrillic (toolchain.md, "Fonts"): never a system fallback.
    await document.fonts.ready;
    const sample = canvasElement.querySelector('p')!;
    await expect(getComputedStyle(sample).fontFamily).toMatch(/^"?Inter Variable"?/);
    await expect(document.fonts.check('16px "Inter Variable"', 'Жж')).toBe(true);
    await expect([...document.fonts].some((face) => face.family.includes('Inter') && face.status === 'loaded')).toBe(true);
  },
};
