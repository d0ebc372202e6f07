// Loads the app's JavaScript into a prerendered public page once the page has painted (decision
// 0011). The HTML carries the content and its stylesheet, so the first paint needs nothing more;
// requested with the HTML, the app's modules share a slow mobile connection with it and push that
// paint back. scripts/prerender.mjs inlines this file after theme.js as the pages' one script in
// <head> (a script file would be one more request before the first paint; the
// Content-Security-Policy allows it by its hash), in place of the module script, its
// modulepreload links and the stylesheet link, whose addresses the script tag carries in data
// attributes.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = script.getAttribute('data-modulepreload').split(' ').filter(Boolean);

  function loadApp() {
    // The page carries only the rules its first view uses (scripts/prerender.mjs); the whole
    // stylesheet comes first, before what the app will show (menus, dialogs, other pages) needs it.
    var stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = script.getAttribute('data-stylesheet');
    document.head.appendChild(stylesheet);
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }

  // When: once the browser reports the first contentful paint, the moment Lighthouse measures
  // (a request started before it counts against it). The browser reports it once the frame is on
  // screen, so the modules are asked for after it. Not the load event: it waits for images (later
  // than needed) and is no paint (it can come before one). Not a frame callback and a task after
  // it: that task may run before the frame is shown. Without paint timing, that is the fallback.
  function afterFirstPaint() {
    if (
      !window.PerformanceObserver ||
      !PerformanceObserver.supportedEntryTypes ||
      PerformanceObserver.supportedEntryTypes.indexOf('paint') === -1
    ) {
      requestAnimationFrame(function () {
        setTimeout(loadApp, 0);
      });
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      var painted = list.getEntries().some(function (paint) {
        return paint.name === 'first-contentful-paint';
      });
      if (!painted) return;
      observer.disconnect();
      loadApp();
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  // Not before the document is parsed: React must never take over half a page.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterFirstPaint);
  } else {
    afterFirstPaint();
  }
})();
