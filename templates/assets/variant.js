/* Desktop / m_ story pages (SPEC §2): see templates/layouts/base.liquid. Mirrors common/edition.ts variantUrlFor. */
(function () {
  "use strict";
  var KEY = "pw-variant-choice";
  var RE = /\/(m_)?(photo|detail)\/articles\//;
  var chosen = null;
  try {
    chosen = sessionStorage.getItem(KEY);
  } catch (e) {
  }
  function desktop() {
    return window.matchMedia("(min-width: 1025px)").matches;
  }
  function fit(path) {
    var d = desktop();
    return path.replace(RE, function (_m, _mobile, kind) {
      return d ? "/" + kind + "/articles/" : "/m_" + kind + "/articles/";
    });
  }
  if (!chosen) {
    var here = location.pathname;
    var there = fit(here);
    if (there !== here) {
      location.replace(there + location.search + location.hash);
      return;
    }
  }
  function fixLink(a) {
    if (a.origin !== location.origin || a.hasAttribute("data-pw-variant")) return;
    var raw = a.getAttribute("href") || "";
    var to = fit(raw);
    if (to !== raw) a.setAttribute("href", to);
  }
  document.addEventListener("DOMContentLoaded", function () {
    if (chosen) return;
    var links = document.querySelectorAll("a[href*='/articles/']");
    for (var i = 0; i < links.length; i++) fixLink(links[i]);
  });
  document.addEventListener(
    "click",
    function (e) {
      var path = e.composedPath ? e.composedPath() : [e.target];
      for (var i = 0; i < path.length; i++) {
        var a = path[i];
        if (a && a.tagName === "A" && a.href) {
          if (a.hasAttribute("data-pw-variant")) {
            try {
              sessionStorage.setItem(KEY, "1");
            } catch (err) {
              }
          } else if (!chosen) fixLink(a);
          return;
        }
      }
    },
    true,
  );
})();
