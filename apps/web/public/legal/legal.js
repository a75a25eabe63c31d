// Shows one language of a bilingual legal page: ?lang=en or ?lang=zh-Hans, else the
// browser's language. Without script both languages stay visible.
(function () {
  var requested = new URLSearchParams(window.location.search).get('lang');
  var browserZh = (navigator.language || '').toLowerCase().indexOf('zh') === 0;
  var lang = requested === 'en' || requested === 'zh-Hans' ? requested : browserZh ? 'zh-Hans' : 'en';
  document.documentElement.lang = lang;
  document.querySelectorAll('section[lang]').forEach(function (section) {
    section.hidden = section.getAttribute('lang') !== lang;
    if (!section.hidden) document.title = section.getAttribute('data-title') || document.title;
  });
  document.querySelectorAll('.lang-switch a').forEach(function (link) {
    link.setAttribute('aria-current', String(link.getAttribute('hreflang') === lang));
  });
})();
