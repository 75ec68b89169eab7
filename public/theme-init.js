// Runs before the first paint (a classic, blocking script in <head>, inlined by the build: the
// Content Security Policy allows it by its hash, scripts/prerender.ts). It applies the saved theme and language so the page never flashes the
// wrong colours or announces the wrong language, and on prerendered pages it starts the app. Keys
// and values mirror portal/session/storage.ts (`theme`: 'dark' | 'light', `language`: 'en' | 'es' |
// 'pt' | 'de' | 'zh').
//
// Prerendered pages (marked `data-prerendered` on <html>) are written in one language, the `lang`
// the build put on <html>. When the saved language is another, the page is marked
// `data-pending-locale`: portal/prerender.css.ts keeps it hidden until the app has rendered it in
// the saved language, so nobody sees English text turn into another language (and reflow) a moment
// later.
//
// Some journey pages are prerendered as a signed-in visitor sees them (marked
// `data-signed-in-page`). Without a saved session (`authenticated` 'true' and a `userData` with an
// e-mail, as portal/session/storage.ts saves them), the page is marked `data-pending-session` and
// stays hidden the same way: the app sends that visitor to /login. With one, the header gets the
// visitor's first name before the page paints.
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  var language = 'en';
  var prerenderedLanguage = root.getAttribute('lang') || 'en';
  var signedIn = false;
  var firstName = '';
  try {
    var savedTheme = window.localStorage.getItem('theme');
    if (savedTheme === 'dark' || savedTheme === 'light') theme = savedTheme;
    var savedLanguage = window.localStorage.getItem('language');
    if (savedLanguage && /^(en|es|pt|de|zh|en-XA)$/.test(savedLanguage)) language = savedLanguage;
    if (window.localStorage.getItem('authenticated') === 'true') {
      var user = JSON.parse(window.localStorage.getItem('userData') || 'null');
      signedIn = !!user && typeof user.email === 'string' && user.email !== '';
      if (signedIn && typeof user.firstName === 'string' && user.firstName.trim()) firstName = user.firstName;
    }
  } catch {
    // Storage can be unavailable (privacy modes), or hold something unreadable: the defaults apply.
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  if (root.hasAttribute('data-prerendered') && language !== prerenderedLanguage) {
    root.setAttribute('data-pending-locale', language);
  }
  if (root.hasAttribute('data-signed-in-page') && !signedIn) root.setAttribute('data-pending-session', '');
  // Its header was rendered without a name: the visitor's goes in as soon as the parser has made
  // the header (a mutation observer answers before anything is painted), so nothing moves when
  // the app takes over. The initial is made as the step header makes it.
  if (root.hasAttribute('data-signed-in-page') && firstName && window.MutationObserver) {
    var fillName = function () {
      var name = document.querySelector('[data-user-name]');
      if (!name) return false;
      name.textContent = firstName;
      name.setAttribute('title', firstName);
      var initial = document.querySelector('[data-user-initial]');
      if (initial) initial.textContent = Array.from(firstName.trim())[0].toLocaleUpperCase();
      return true;
    };
    var watcher = new MutationObserver(function () {
      if (fillName()) watcher.disconnect();
    });
    watcher.observe(root, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', function () {
      watcher.disconnect();
    });
  }
  root.lang = language;

  // The landing page leaves its sections below the hero unrendered while off screen, at an
  // estimated height (portal/pages/landing/LandingPage.css.ts). A page opened at a section, or a
  // link to one followed, lays them all out first, so the jump lands on the section.
  var layOut = function () {
    root.setAttribute('data-laid-out', '');
  };
  if (window.location.hash) layOut();
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (target && target.closest && target.closest('a[href*="#"]')) layOut();
    },
    true,
  );

  // The app's first render formats its messages, and a page's first Intl.NumberFormat call
  // (react-intl makes one to check the locale) builds the browser's list of locales with number
  // data: 70-150 ms on the main thread of a slow phone. The JavaScript engine builds that list
  // once per process, so a worker makes the same call on another thread while the app's scripts
  // download, and the app's call finds it ready. Where that does not hold, nothing is lost.
  var listNumberLocales = function () {
    try {
      var source = 'Intl.NumberFormat.supportedLocalesOf(' + JSON.stringify(root.lang) + ');close();';
      var address = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      new Worker(address);
      window.setTimeout(function () {
        URL.revokeObjectURL(address);
      }, 10000);
    } catch {
      // No workers here, or none allowed: the app makes the call itself.
    }
  };

  var entry = root.getAttribute('data-app-entry');
  // A page the app renders from scratch (the app shell) paints nothing before its scripts have
  // run, so the worker starts at once; a prerendered page starts it with its scripts, below.
  if (!entry) {
    listNumberLocales();
    return;
  }

  // A prerendered page starts its stylesheets and scripts once it has painted its content
  // (scripts/prerender.ts inlined the CSS of that paint and moved them into data-app-styles,
  // data-app-entry and data-app-preload): on a slow link they would otherwise hold back the first
  // paint or share the bandwidth with the document and the font it waits for. They never
  // start before the document is parsed (the app hydrates all of it). A page kept hidden for its
  // language or for want of a session has nothing to paint, so it starts as soon as it is parsed; a
  // background tab paints nothing either, so there the load event starts them. A page prerendered
  // signed in starts once parsed too: its content is waiting for the app (the visitor's own data),
  // and its document names the same scripts as module preloads, so they are already on their way.
  // (Its stylesheets still start only here, so that none of them holds back the first paint.)

  // Until then the page is visible but its buttons do nothing. Presses on them are kept here, and
  // portal/main.tsx answers them once React has taken over the page.
  var earlyInput = [];
  window.__itinEarlyInput = earlyInput;
  var keep = function (event) {
    if (window.__itinEarlyInput === earlyInput) earlyInput.push(event);
  };
  document.addEventListener('pointerdown', keep, true);
  document.addEventListener('click', keep, true);
  document.addEventListener('keydown', keep, true);
  var started = false;
  /** How long one slice of the app's start may hold the main thread (ms). */
  var SLICE_MS = 10;
  var start = function () {
    if (started) return;
    started = true;
    // Each element added starts a request, which costs the main thread a few milliseconds on a
    // slow phone: they are added a slice at a time, in order, and the browser gets the main thread
    // back between slices (a MessageChannel message: timers are slowed down in background tabs).
    // The number-locale worker starts in the last slice, once every request is on its way.
    var elements = [];
    // The app waits for the stylesheets (window.__itinStylesReady) before it changes the page:
    // the inline CSS covers only the markup as the build rendered it.
    var styles = (root.getAttribute('data-app-styles') || '').split(' ').filter(Boolean);
    // They load under a media query that matches no screen, and all apply in one go once every
    // one has arrived: the page restyles once instead of once per file (each restyle of the whole
    // page is a long task on a slow phone, and they change nothing on screen).
    var sheets = [];
    window.__itinStylesReady = new Promise(function (resolve) {
      var waiting = styles.length;
      var done = function () {
        waiting -= 1;
        if (waiting > 0) return;
        for (var m = 0; m < sheets.length; m++) sheets[m].media = 'all';
        resolve();
      };
      if (!waiting) resolve();
      for (var s = 0; s < styles.length; s++) {
        var sheet = document.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.media = 'print';
        sheet.crossOrigin = 'anonymous';
        sheet.onload = done;
        sheet.onerror = done;
        sheet.href = styles[s];
        sheets.push(sheet);
        elements.push(sheet);
      }
    });
    var preloads = (root.getAttribute('data-app-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = preloads[i];
      elements.push(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    elements.push(script);
    elements.push(listNumberLocales);

    var next = 0;
    var channel = window.MessageChannel ? new MessageChannel() : null;
    var addSlice = function () {
      var began = Date.now();
      while (next < elements.length) {
        var element = elements[next];
        if (typeof element === 'function') element();
        else document.head.appendChild(element);
        next += 1;
        if (Date.now() - began >= SLICE_MS) break;
      }
      if (next < elements.length) {
        if (channel) channel.port2.postMessage(null);
        else window.setTimeout(addSlice, 0);
      }
    };
    if (channel) channel.port1.onmessage = addSlice;
    addSlice();
  };
  var startWhenParsed = function () {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  };
  window.addEventListener('load', function () {
    if (document.visibilityState === 'hidden') startWhenParsed();
  });
  if (
    root.hasAttribute('data-pending-locale') ||
    root.hasAttribute('data-pending-session') ||
    root.hasAttribute('data-signed-in-page')
  ) {
    startWhenParsed();
  } else if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startWhenParsed();
    }).observe({ type: 'paint', buffered: true });
    // Should the paint never be reported, the app still starts.
    window.setTimeout(startWhenParsed, 5000);
  } else {
    // No paint timing: the frame callback runs just before the first paint, the timeout after it.
    window.requestAnimationFrame(function () {
      window.setTimeout(startWhenParsed, 0);
    });
  }
})();
