/**
 * Language of a static page (SPEC §2 login page and the other static pages):
 * an external script because the Content-Security-Policy forbids inline
 * scripts (script-src 'self'). Runs in <head>, before the widgets.
 * - <html lang>: `?lang=en|zh`, else the edition prefix (/en → en), else zh
 * - document.title: the <html data-title-zh|data-title-en> of that language
 * - every element with data-zh / data-en: its text in that language
 * - every a[data-pw-home]: the edition's home (/cn/index.html, /en/index.html,
 *   /ann/index.html; the English edition is chosen by /en or ?lang=en)
 */
(function () {
  "use strict";
  var query = new URLSearchParams(location.search).get("lang");
  var path = location.pathname;
  var edition = /^\/ann(\/|$)/.test(path) ? "ann" : /^\/en(\/|$)/.test(path) || query === "en" ? "en" : "zh";
  var lang = query === "en" || query === "zh" ? query : edition === "en" ? "en" : "zh";
  var home = edition === "en" ? "/en/index.html" : edition === "ann" ? "/ann/index.html" : "/cn/index.html";
  var root = document.documentElement;
  root.lang = lang;
  var title = root.getAttribute("data-title-" + lang);
  if (title) document.title = title;

  function apply() {
    var texts = document.querySelectorAll("[data-" + lang + "]");
    for (var i = 0; i < texts.length; i++) texts[i].textContent = texts[i].getAttribute("data-" + lang);
    var homes = document.querySelectorAll("a[data-pw-home]");
    for (var j = 0; j < homes.length; j++) homes[j].setAttribute("href", home);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", apply);
  else apply();
})();
