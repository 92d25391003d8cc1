// Sets <html data-theme> before the first paint, from the theme chosen in this browser (the top bar's toggle),
// else the system's preference. The build writes it into index.html in place of the tag that names it (the server
// gives it the page's CSP nonce). The key and the rule are those of packages/kernel/src/shell/theme-mode.ts.
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('backoffice.theme');
  } catch (error) {
    // Storage refused: follow the system.
  }
  if (theme !== 'light' && theme !== 'dark') theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
})();
