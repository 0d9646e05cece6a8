/* global window, document */
// Applies the remembered colour scheme before the first paint, so dark mode never flashes light.
(function () {
  try {
    var value = window.localStorage.getItem('propdesk-color-scheme');
    var scheme = value === 'dark' || value === 'light' ? value : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
    document.documentElement.style.colorScheme = scheme;
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
