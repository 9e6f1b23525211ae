import type { StoryContext } from '@storybook/react-vite';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import { THEMES, themeClass } from '@console/ui/theme';

// The rules whose outcome depends on colours, the only thing a theme changes (with the shadow: themes.css.ts). The
// rest were checked on this render a moment before, in light; checking them again would only catch a DOM still
// settling after the play (a dialog's popover closing), not the theme.
const THEME_RULES = ['color-contrast', 'link-in-text-block'];
// Colours are read at their end values: no transition or animation half-way while the theme class changes.
const NO_MOTION = '*, *::before, *::after { animation: none !important; transition: none !important; }';

type A11yParameters = { options?: Record<string, unknown> };

/**
 * In the story tests (the `axeInDark` global, set by vitest.config.ts), axe lists every node of a violation, and of
 * its passes and incomplete checks one node per rule: a story fails on violations alone, and the full lists (a unique
 * selector and the HTML of every node checked) cost axe's time and sent over 100 MB of results to the test report
 * (docs/testing.md, stories). The Storybook UI's own a11y panel keeps the full lists.
 */
export function axeViolationsOnly(context: StoryContext): void {
  if (context.globals['axeInDark'] !== true) return;
  const a11y = (context.parameters['a11y'] ?? {}) as A11yParameters;
  context.parameters['a11y'] = { ...a11y, options: { ...a11y.options, resultTypes: ['violations'] } };
}

/**
 * quality.md "Story tests": axe runs for every story in the dark theme too. The story tests render a story once (in
 * ru + light); with the `axeInDark` global on, this runs the a11y addon's check again in that same render, after its
 * play, with the dark theme's class on <html> and only the colour rules, and then puts the story's theme back. The
 * story's a11y parameters (off, todo, disabled rules) apply as in the light check; a violation fails the story, its
 * message starting 'In the dark theme'.
 */
export async function axeInDark(context: StoryContext): Promise<void> {
  if (context.globals['axeInDark'] !== true || context.globals['theme'] === 'dark') return;
  const root = document.documentElement;
  const themeClasses = THEMES.map(themeClass);
  const before = themeClasses.filter((name) => root.classList.contains(name));
  const style = document.createElement('style');
  style.textContent = NO_MOTION;
  document.head.append(style);
  root.classList.remove(...themeClasses);
  root.classList.add(themeClass('dark'));
  const a11y = (context.parameters['a11y'] ?? {}) as A11yParameters;
  const options = { ...a11y.options, runOnly: { type: 'rule', values: THEME_RULES } };
  try {
    await a11yAfterEach({ ...context, parameters: { ...context.parameters, a11y: { ...a11y, options } } });
  } catch (error) {
    if (error instanceof Error) error.message = `In the dark theme: ${error.message}`;
    throw error;
  } finally {
    root.classList.remove(...themeClasses);
    root.classList.add(...before);
    // Styles recomputed in the story's theme before motion comes back, so that nothing transitions back.
    void getComputedStyle(root).color;
    style.remove();
  }
}
