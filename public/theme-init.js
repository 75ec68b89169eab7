// Runs before the first paint (a classic, blocking script in <head>; the Content Security Policy
// forbids inline scripts). It applies the saved theme and language so the page never flashes the
// wrong colours or announces the wrong language. Keys and values mirror portal/session/storage.ts
// (`theme`: 'dark' | 'light', `language`: 'en' | 'es' | 'pt' | 'de' | 'zh').
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  var language = 'en';
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
  root.lang = language;
})();
