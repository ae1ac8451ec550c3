/*
 * Desktop and mobile story pages (SPEC §2, §9; DESIGN §3.3): widths over
 * 1024 px read the photo/ and detail/ pages, narrower ones m_photo/ and
 * m_detail/. Loaded as a small classic script in the head of story, home and
 * search pages (no inline script: CSP script-src 'self'), it
 *  - moves a reader on the wrong variant of a story page to the right one
 *    before anything is drawn, wherever they came from;
 *  - points story links (the home page's, the search results' inside shadow
 *    roots too) at the variant of this width, so phones go to m_ pages directly;
 *  - keeps the reader's own choice: after the page's "desktop version" /
 *    "mobile version" link (data-pw-variant) it stays out of the way for the session.
 * Mirrors common/edition.ts variantUrlFor (isDesktopWidth: width > 1024).
 */
(function () {
  "use strict";
  var KEY = "pw-variant-choice";
  var RE = /\/(m_)?(photo|detail)\/articles\//;
  var chosen = null;
  try {
    chosen = sessionStorage.getItem(KEY);
  } catch (e) {
    /* storage blocked: no remembered choice */
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
    if (to !== raw) a.setAttribute("href", to); // keeps the address as written (root-relative stays root-relative)
  }
  document.addEventListener("DOMContentLoaded", function () {
    if (chosen) return;
    var links = document.querySelectorAll("a[href*='/articles/']");
    for (var i = 0; i < links.length; i++) fixLink(links[i]);
  });
  // links drawn later (search results, in shadow roots): fixed when followed
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
              /* storage blocked */
            }
          } else if (!chosen) fixLink(a);
          return;
        }
      }
    },
    true,
  );
})();
