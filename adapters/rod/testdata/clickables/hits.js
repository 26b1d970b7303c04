// Counts each handler a fixture page runs, by name, for the tests to read (window.hits).
window.hits = {};
window.hit = (name) => { window.hits[name] = (window.hits[name] || 0) + 1; };
// on attaches a listener with addEventListener, as the pages' own scripts do.
window.on = (sel, type, fn) => { for (const el of document.querySelectorAll(sel)) el.addEventListener(type, fn); };
