// Sets <html data-theme> (and, below, lang and dir) before the first paint, from the theme chosen in this browser (the top bar's toggle),
// else dark (the spec's admin is dark; light only by the toggle). The build writes it into index.html in place of the tag that names it (the server
// gives it the page's CSP nonce). The key and the rule are those of packages/kernel/src/shell/theme-mode.ts.
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('backoffice.theme');
  } catch (error) {
    // Storage refused: the default.
  }
  if (theme !== 'light' && theme !== 'dark') theme = 'dark';
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
})();
// The admin's language and its direction, before the first paint too (an Arabic page must not flash left to
// right): the key and the rule are those of packages/kernel/src/i18n/languages.ts.
(function () {
  var known = { en: 'ltr', fr: 'ltr', ar: 'rtl' };
  var language = null;
  try {
    language = localStorage.getItem('backoffice.language');
  } catch (error) {
    // Storage refused: follow the browser.
  }
  if (!known[language]) {
    language = 'en';
    var preferred = navigator.languages || [navigator.language];
    for (var i = 0; i < preferred.length; i += 1) {
      var base = String(preferred[i] || '')
        .toLowerCase()
        .split('-')[0];
      if (known[base]) {
        language = base;
        break;
      }
    }
  }
  document.documentElement.setAttribute('lang', language);
  document.documentElement.setAttribute('dir', known[language]);
})();
