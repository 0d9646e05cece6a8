/* global window, document, location, Element, HTMLInputElement, HTMLTextAreaElement */
// Runs in the head, before the first paint and before the app's scripts have downloaded.
(function () {
  var root = document.documentElement;
  var SCHEME_KEY = 'propdesk-color-scheme';
  // The language chunks' meta tag, read once (languageChunks).
  var chunksRead = false;
  var knownChunks = null;

  applyColorScheme(readStored(SCHEME_KEY));
  // Another tab's choice, followed before the app (whose colour manager does it then) has loaded.
  if (window.addEventListener) {
    window.addEventListener('storage', function (event) {
      if (event.key === SCHEME_KEY) applyColorScheme(event.newValue);
    });
  }

  var deferred = deferredApp();
  if (deferred) loadOnFirstUse(deferred);
  else preloadLanguage();
  holdEarlyClicks();

  function readStored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function applyColorScheme(value) {
    // The remembered colour scheme, so dark mode never flashes light.
    var scheme = value === 'dark' || value === 'light' ? value : 'light';
    root.setAttribute('data-mantine-color-scheme', scheme);
    root.style.colorScheme = scheme;
  }

  function deferredApp() {
    // A page the server rendered names its scripts here instead of loading them (withBody in
    // apps/api/src/modules/seo/seo.html.ts): { entry, preload, now }.
    try {
      var meta = document.querySelector('meta[name="propdesk-app"]');
      var app = meta && JSON.parse(meta.getAttribute('content'));
      return app && typeof app.entry === 'string' ? app : null;
    } catch {
      return null;
    }
  }

  function languageChunks() {
    // Read once: the reader's memory and the preload both ask.
    if (chunksRead) return knownChunks;
    chunksRead = true;
    try {
      var meta = document.querySelector('meta[name="propdesk-language-chunks"]');
      knownChunks = meta ? JSON.parse(meta.getAttribute('content')) : null;
    } catch {
      knownChunks = null;
    }
    return knownChunks;
  }

  function openingLanguage(chunks) {
    // The rule of openingLanguage in lib/i18n/activate.ts: the address's, the reader's last
    // choice, the browser's, English.
    var offered = function (code) {
      return typeof code === 'string' && Object.prototype.hasOwnProperty.call(chunks, code);
    };
    var guess = location.pathname.split('/')[2];
    if (offered(guess)) return guess;
    guess = readStored('propdesk.language');
    if (offered(guess)) return guess;
    var wishes = navigator.languages || [];
    for (var i = 0; i < wishes.length; i++) {
      var primary = String(wishes[i]).split('-')[0].toLowerCase();
      if (offered(primary)) return primary;
    }
    return 'en';
  }

  function preloadLanguage() {
    // The words of the language the app will open in, fetched beside the app's scripts: the
    // first render waits for them. A wrong guess costs only the download; the app loads what it
    // needs either way.
    var chunks = languageChunks();
    if (chunks) (chunks[openingLanguage(chunks)] || []).forEach(addModulePreload);
  }

  function remembersReader() {
    // A session, favourites or another language on this device change what the page shows (the
    // header, the hearts, the words): such a reader gets the app at once. The keys are
    // lib/session/session-storage.ts's and lib/favourites.tsx's.
    var site = location.pathname.split('/')[1];
    if (!site) return false;
    if (readStored('propdesk:' + site + ':session') !== null) return true;
    if (readStored('propdesk:' + site + ':favourites') !== null) return true;
    var chunks = languageChunks();
    return !!chunks && openingLanguage(chunks) !== root.getAttribute('lang');
  }

  function loadOnFirstUse(app) {
    // A reader who only reads needs no script: the app's scripts load at the first sign that the
    // page is being used (a scroll, a touch, a key, a focus, the mouse), and what is clicked or
    // typed before they have run is held (below) and handed over.
    var USE = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove'];
    var started = false;
    var start = function () {
      if (started) return;
      started = true;
      USE.forEach(function (type) {
        window.removeEventListener(type, start, true);
      });
      preloadLanguage();
      (app.preload || []).forEach(addModulePreload);
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = app.entry;
      document.head.appendChild(script);
    };
    if (app.now || remembersReader()) return start();
    USE.forEach(function (type) {
      window.addEventListener(type, start, { capture: true, passive: true });
    });
  }

  function addModulePreload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }

  function handOver(field) {
    // What was typed into a field before the app adopted it, told to the app as typing: its
    // value is set back to the server's through the app's own setter, then to what was typed
    // past it, so the input event reads as the change it was.
    var typed = field.value;
    var proto = field.tagName === 'TEXTAREA' ? HTMLTextAreaElement : HTMLInputElement;
    var native = Object.getOwnPropertyDescriptor(proto.prototype, 'value');
    if (!native || typed === field.defaultValue) return;
    field.value = field.defaultValue;
    native.set.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  function holdEarlyClicks() {
    // A page the server rendered shows its buttons before its scripts have adopted them: a click
    // on one (or a form's submit) until then is held, and replayed once the page is hydrated
    // (app/lazy-page.tsx calls window.propdeskHydrated); what was typed meanwhile is handed over
    // first. Links and text go on as the browser does them.
    var held = [];
    var typedInto = [];
    var hydrated = false;
    var CONTROL =
      'button, [role="button"], [role="tab"], [role="menuitem"], [role="checkbox"], ' +
      '[role="radio"], [role="switch"], [aria-haspopup], label, select, input';
    var early = function () {
      return !hydrated && !!document.getElementById('propdesk-state');
    };
    var hold = function (event) {
      if (!early()) return;
      var target = event.target instanceof Element ? event.target : null;
      var control = target && (event.type === 'submit' ? target : target.closest(CONTROL));
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held.indexOf(control) < 0) held.push(control);
    };
    var typing = function (event) {
      var field = event.target;
      if (!early() || !field || (field.tagName !== 'INPUT' && field.tagName !== 'TEXTAREA')) return;
      if (typedInto.indexOf(field) < 0) typedInto.push(field);
    };
    document.addEventListener('click', hold, true);
    document.addEventListener('submit', hold, true);
    document.addEventListener('input', typing, true);
    window.propdeskHydrated = function () {
      if (hydrated) return;
      hydrated = true;
      var fields = typedInto;
      var pending = held;
      typedInto = [];
      held = [];
      fields.forEach(function (field) {
        if (field.isConnected) handOver(field);
      });
      var replay = function () {
        pending.forEach(function (control) {
          if (!control.isConnected) return;
          if (control.tagName === 'FORM') control.requestSubmit();
          else control.click();
        });
      };
      // The clicks after the app has rendered what was typed: a search button reads the text.
      if (fields.length > 0) window.setTimeout(replay, 0);
      else replay();
    };
  }
})();
