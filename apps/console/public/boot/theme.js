// Before the app's code: the saved theme (apps/console/src/app/theme.ts, key 'theme') for the loading skeleton.
try {
  if (window.localStorage.getItem('theme') === 'dark') document.documentElement.dataset.bootTheme = 'dark';
} catch {
  // Storage refused: the light skeleton.
}
