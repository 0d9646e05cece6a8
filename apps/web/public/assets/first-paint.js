/* global window, document, location, Element */
// Runs in the head, before the first paint and before the app's scripts have downloaded.
(function () {
  var root = document.documentElement;

  // The remembered colour scheme, so dark mode never flashes light.
  try {
    var value = window.localStorage.getItem('propdesk-color-scheme');
    var scheme = value === 'dark' || value === 'light' ? value : 'light';
    root.setAttribute('data-mantine-color-scheme', scheme);
    root.style.colorScheme = scheme;
  } catch {
    root.setAttribute('data-mantine-color-scheme', 'light');
  }

  preloadLanguage();
  holdEarlyClicks();

  function preloadLanguage() {
    // The words of the language the app will open in (the rule of openingLanguage in
    // lib/i18n/activate.ts: the address's, the reader's last choice, the browser's, English),
    // fetched beside the app's scripts: the first render waits for them. A wrong guess costs
    // only the download; the app loads what it needs either way.
    try {
      var meta = document.querySelector('meta[name="propdesk-language-chunks"]');
      if (!meta) return;
      var chunks = JSON.parse(meta.getAttribute('content'));
      var offered = function (code) {
        return typeof code === 'string' && Object.prototype.hasOwnProperty.call(chunks, code);
      };
      var guess = location.pathname.split('/')[2];
      if (!offered(guess)) {
        try {
          guess = window.localStorage.getItem('propdesk.language');
        } catch {
          guess = null;
        }
      }
      if (!offered(guess)) {
        guess = 'en';
        var wishes = navigator.languages || [];
        for (var i = 0; i < wishes.length; i++) {
          var primary = String(wishes[i]).split('-')[0].toLowerCase();
          if (offered(primary)) {
            guess = primary;
            break;
          }
        }
      }
      (chunks[guess] || []).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      });
    } catch {
      // Without the guess, the app fetches its words itself once its scripts have run.
    }
  }

  function holdEarlyClicks() {
    // A page the server rendered shows its buttons before its scripts have adopted them: a click
    // on one (or a form's submit) until then is held, and replayed once the page is hydrated
    // (main.tsx calls window.propdeskHydrated). Links and text go on as the browser does them.
    var held = [];
    var hydrated = false;
    var CONTROL =
      'button, [role="button"], [role="tab"], [role="menuitem"], [role="checkbox"], ' +
      '[role="radio"], [role="switch"], [aria-haspopup], label, select, input';
    var hold = function (event) {
      if (hydrated || !document.getElementById('propdesk-state')) return;
      var target = event.target instanceof Element ? event.target : null;
      var control = target && (event.type === 'submit' ? target : target.closest(CONTROL));
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held.indexOf(control) < 0) held.push(control);
    };
    document.addEventListener('click', hold, true);
    document.addEventListener('submit', hold, true);
    window.propdeskHydrated = function () {
      hydrated = true;
      var pending = held;
      held = [];
      pending.forEach(function (control) {
        if (!control.isConnected) return;
        if (control.tagName === 'FORM') control.requestSubmit();
        else control.click();
      });
    };
  }
})();
