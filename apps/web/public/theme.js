// The site's theme (decision 0012), applied before the first paint: the app's shell loads this
// file synchronously from <head>. The choice is saved in localStorage under 'theme': 'light' or
// 'dark'; none follows the system. The app's toggle saves it and fires 'launchpad:theme'; this
// script alone turns it into the `dark` class on <html> (index.css does the rest) and the
// browser's theme colour. The prerendered pages carry it inline, minified, as the start of their
// one script in <head>, before hydrate.js (scripts/prerender.mjs).
(function () {
  var root = document.documentElement;
  var systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  // Without light-dark() the palette has no dark values (index.css): stay light.
  var supported = window.CSS && CSS.supports('color', 'light-dark(#000, #fff)');

  function savedChoice() {
    try {
      return localStorage.getItem('theme');
    } catch {
      return null; // storage blocked: follow the system
    }
  }

  function apply() {
    var choice = savedChoice();
    var dark = supported && (choice === 'dark' || (choice !== 'light' && systemDark.matches));
    root.classList.toggle('dark', Boolean(dark));
    // Said outright, so parts that follow the site (the code editor's 'Match site') need not
    // guess from the system's setting when a light choice overrides a dark system.
    root.classList.toggle('light', !dark);
    // Each theme-color meta names the scheme it is for; a saved choice overrides the system's.
    document.querySelectorAll('meta[name="theme-color"][data-scheme]').forEach(function (meta) {
      var scheme = meta.getAttribute('data-scheme');
      meta.media =
        choice === 'light' || choice === 'dark'
          ? scheme === (dark ? 'dark' : 'light')
            ? 'all'
            : 'not all'
          : '(prefers-color-scheme: ' + scheme + ')';
    });
  }

  apply();
  systemDark.addEventListener('change', apply);
  window.addEventListener('launchpad:theme', apply);
  // Another tab changed the choice.
  window.addEventListener('storage', function (event) {
    if (event.key === 'theme' || event.key === null) apply();
  });
})();
