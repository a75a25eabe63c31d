// The share pages (/s/<kind>/<code>, served by the server with link-preview tags) are the web
// app's index.html: before the app starts, this moves the address to the shared object's
// screen, which the page names in a meta tag. A file and not an inline script: the page's
// Content-Security-Policy allows scripts of the app's own origin only.
(function () {
  var meta = document.querySelector('meta[name="repwise-app-route"]');
  var route = meta && meta.getAttribute('content');
  if (route && route.charAt(0) === '/') history.replaceState(null, '', new URL('#' + route, document.baseURI).href);
})();
