// Runs before the first paint (a classic, blocking script in <head>; the Content Security Policy
// forbids inline scripts). It applies the saved theme and language so the page never flashes the
// wrong colours or announces the wrong language. Keys and values mirror portal/session/storage.ts
// (`theme`: 'dark' | 'light', `language`: 'en' | 'es' | 'pt' | 'de' | 'zh').
//
// Prerendered pages (marked `data-prerendered` on <html>) are written in one language, the `lang`
// the build put on <html>. When the saved language is another, the page is marked
// `data-pending-locale`: portal/prerender.css.ts keeps it hidden until the app has rendered it in
// the saved language, so nobody sees English text turn into another language (and reflow) a moment
// later.
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  var language = 'en';
  var prerenderedLanguage = root.getAttribute('lang') || 'en';
  try {
    var savedTheme = window.localStorage.getItem('theme');
    if (savedTheme === 'dark' || savedTheme === 'light') theme = savedTheme;
    var savedLanguage = window.localStorage.getItem('language');
    if (savedLanguage && /^(en|es|pt|de|zh|en-XA)$/.test(savedLanguage)) language = savedLanguage;
  } catch {
    // Storage can be unavailable (privacy modes): the defaults apply.
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  if (root.hasAttribute('data-prerendered') && language !== prerenderedLanguage) {
    root.setAttribute('data-pending-locale', language);
  }
  root.lang = language;
})();
