/* Desktop / m_ story pages (SPEC §2): see templates/layouts/base.liquid. Mirrors common/edition.ts variantUrlFor. */
(function () {
  var K = "pw-variant-choice", L = location, d = matchMedia("(min-width: 1025px)").matches, S, chosen;
  try { S = sessionStorage; chosen = S.getItem(K); } catch (e) {}
  function fit(p) {
    return p.replace(/\/(m_)?(photo|detail)\/articles\//, function (m, x, k) { return (d ? "/" : "/m_") + k + "/articles/"; });
  }
  function fix(a) {
    var h = a.getAttribute("href") || "";
    if (a.origin === L.origin && !a.hasAttribute("data-pw-variant") && fit(h) !== h) a.setAttribute("href", fit(h));
  }
  if (chosen) return;
  if (fit(L.pathname) !== L.pathname) return L.replace(fit(L.pathname) + L.search + L.hash);
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("a[href*='/articles/']").forEach(fix);
  });
  addEventListener("click", function (e) {
    var a = e.composedPath().find(function (n) { return n.tagName === "A" && n.href; });
    if (!a) return;
    if (a.hasAttribute("data-pw-variant")) try { S.setItem(K, "1"); } catch (e) {}
    else fix(a);
  }, true);
})();
