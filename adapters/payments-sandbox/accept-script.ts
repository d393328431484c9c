/**
 * The sandbox gateway's browser script: the same `Accept.dispatchData(secureData, callback)`
 * API as Authorize.Net's Accept.js, so the payment page works unchanged with either gateway.
 * It posts the card straight to the gateway's token endpoint and answers the callback with an
 * opaque, single-use token, or with Accept.js-style error messages.
 */
export function acceptScript(tokenUrl: string): string {
  return `(function () {
  'use strict';
  function fail(code, text) {
    return { messages: { resultCode: 'Error', message: [{ code: code, text: text }] } };
  }
  window.Accept = {
    dispatchData: function (secureData, callback) {
      var card = secureData && secureData.cardData;
      var auth = secureData && secureData.authData;
      if (!auth || !auth.clientKey || !auth.apiLoginID) {
        callback(fail('E_WC_19', 'An error occurred during processing. Please try again.'));
        return;
      }
      if (!card) {
        callback(fail('E_WC_05', 'Please provide valid credit card number.'));
        return;
      }
      fetch(${JSON.stringify(tokenUrl)}, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'omit',
        body: JSON.stringify({ clientKey: auth.clientKey, apiLoginID: auth.apiLoginID, cardData: card })
      })
        .then(function (response) { return response.json(); })
        .then(callback, function () {
          callback(fail('E_WC_14', 'Accept.js encryption failed.'));
        });
    }
  };
})();
`;
}
