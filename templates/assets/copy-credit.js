/*
 * "Copy credit line" on story pages (issue 20 "Licences"; templates/partials/photo-story.liquid):
 * each photo's licence block has a button[data-pw-copy] holding the credit line as the page shows it.
 * Without this script the button stays hidden and the credit line is plain text to select.
 * With it the buttons show; a click copies the credit line (the Clipboard API, else the selection
 * and execCommand("copy")) and says so in the block's role="status" (data-pw-copied, or
 * data-pw-copy-failed with the credit line left selected to copy by hand): the strings come
 * from the page, in its language.
 */
(function () {
  function say(button, text) {
    var status = button.parentNode && button.parentNode.querySelector(".licence-copy-status");
    if (status) status.textContent = text || "";
  }
  function select(button) {
    var id = button.getAttribute("aria-describedby");
    var el = id && document.getElementById(id);
    if (!el || !window.getSelection) return false;
    var range = document.createRange();
    range.selectNodeContents(el);
    var sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
    return true;
  }
  function fallback(button) {
    var ok = false;
    try {
      ok = select(button) && document.execCommand("copy");
    } catch (e) {}
    say(button, button.getAttribute(ok ? "data-pw-copied" : "data-pw-copy-failed"));
  }
  function show() {
    var buttons = document.querySelectorAll("button[data-pw-copy]");
    for (var i = 0; i < buttons.length; i++) buttons[i].hidden = false;
  }
  document.addEventListener("click", function (e) {
    var button = e.target && e.target.closest ? e.target.closest("button[data-pw-copy]") : null;
    if (!button) return;
    var text = button.getAttribute("data-pw-copy") || "";
    say(button, "");
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(
        function () { say(button, button.getAttribute("data-pw-copied")); },
        function () { fallback(button); }
      );
    } else fallback(button);
  });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
  else show();
})();
