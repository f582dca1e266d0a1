/* global document, HTMLFormElement */
// The sandbox card issuer's hand-off back to the merchant: submits the page's form as soon as it has loaded. Served
// from the issuer's own origin (its CSP allows scripts from 'self' only); without JavaScript the form's visible
// Continue button does the same.
(function () {
  'use strict';
  var form = document.querySelector('form[data-auto-submit]');
  if (form instanceof HTMLFormElement) form.submit();
})();
