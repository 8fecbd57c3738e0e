// Runs before the first paint (loaded synchronously in <head>), so a reload never flashes the
// wrong theme, colour or direction. Keys match src/app/theme.ts, src/app/preferences/layout.ts
// and src/i18n.ts.
(function () {
  var html = document.documentElement;
  var params = new URLSearchParams(location.search);
  var theme = params.get('theme') || localStorage.getItem('backoffice-theme') || 'system';
  var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  html.classList.toggle('dark', dark);
  html.style.colorScheme = dark ? 'dark' : 'light';
  // Unknown values match no CSS switch and so show the defaults.
  html.dataset.primary = localStorage.getItem('backoffice-primary-color') || 'purple';
  html.dataset.skin = localStorage.getItem('backoffice-skin') || 'default';
  var language = params.get('lang') || localStorage.getItem('backoffice-language') || 'en';
  html.lang = language;
  html.dir = language === 'ar' ? 'rtl' : 'ltr';
})();
