// The offline page's one action (a file of its own: the server's CSP allows no inline script).
document.getElementById('retry')?.addEventListener('click', () => window.location.reload())
