// Behaviour of the stand-in form pages. The pages allow no inline script (script-src 'self'),
// so everything the page needs to know comes from data attributes on <body>.
(function () {
  'use strict';
  var body = document.body;
  var formId = body.getAttribute('data-form-id') || '';
  var embedded = window.parent !== window;

  // The parent's origin: given by the server (from the parent_origin parameter or the Referer of
  // the first load), else the referrer's origin. Messages are never sent to '*'.
  function parentOrigin() {
    var given = body.getAttribute('data-parent-origin');
    if (given) return given;
    try {
      return document.referrer ? new URL(document.referrer).origin : '';
    } catch {
      return '';
    }
  }
  var target = parentOrigin();

  function post(message) {
    if (!embedded || !target || target === 'null') return;
    window.parent.postMessage(message, target);
  }

  // Height: a plain object, never a string, so it can never be mistaken for the completion marker.
  var lastHeight = 0;
  function reportHeight() {
    var height = Math.ceil(body.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: 'itin-form:height', formId: formId, height: height });
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(body);
  window.addEventListener('load', reportHeight);
  reportHeight();

  // Completion: present only on the page answering a successful submit.
  var completion = body.getAttribute('data-completion');
  if (completion) post(completion);

  // After a failed submit, move focus to the list of problems so it is read out first.
  var summary = document.getElementById('error-summary');
  if (summary) summary.focus();

  // One submit at a time: a second click while the first is on its way would be refused anyway.
  var form = document.querySelector('form[data-standin-form]');
  if (form) {
    var submitting = false;
    form.addEventListener('submit', function (event) {
      if (submitting) {
        event.preventDefault();
        return;
      }
      submitting = true;
      var button = form.querySelector('button[type="submit"]');
      if (button) {
        button.setAttribute('aria-disabled', 'true');
        var busy = button.getAttribute('data-busy-label');
        if (busy) button.textContent = busy;
      }
    });
  }
})();
