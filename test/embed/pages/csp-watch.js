// Records every CSP and Trusted Types violation of the page, and the watched game's end.
window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  violations.push(`${e.violatedDirective}: ${e.blockedURI || ''} ${e.sample || ''}`.trim());
});
document.addEventListener('domino-game-end', (e) => {
  document.querySelector('#result').textContent = 'Game over: ' + JSON.stringify(e.detail);
});
