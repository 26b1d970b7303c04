// browsergoal's settle probes: what an adapter waits on, after an action, before it
// observes the page again.
//
// Evaluated right after act.js, in the same isolated world, it adds settleState (the
// document's readiness and epoch, answered at once) and settle (one awaited wait for the
// page to go quiet) to the library.
(() => {
  'use strict';
  const lib = globalThis[Symbol.for('browsergoal.v1')];
  if (!lib || lib.settle) return 'present';
  const { epoch, frame } = lib.internal;

  const settleState = () => ({ ready: document.readyState, epoch: epoch() });

  // Elements whose coming and going settle ignores: they are never rendered.
  const UNSHOWN = new Set(['script', 'style', 'link', 'meta', 'noscript', 'template', 'base', 'title']);
  // moved reports whether a mutation record changes what an observation could see: a
  // node (text or rendered element) added or removed, text changed, or an attribute
  // other than style given another value, outside <head>. Inline style is left out so
  // that a script-driven animation does not keep the page from settling.
  const moved = (r) => {
    const head = document.head;
    if (head && head.contains(r.target)) return false;
    if (r.type === 'characterData') return true;
    if (r.type === 'attributes') return r.attributeName !== 'style' && r.oldValue !== r.target.getAttribute(r.attributeName);
    for (const list of [r.addedNodes, r.removedNodes]) {
      for (const n of list) {
        if (shown(n)) return true;
      }
    }
    return false;
  };
  // shown reports whether a node added or removed can be seen: text, or an element
  // that is rendered.
  const shown = (n) => n.nodeType === 3 || (n.nodeType === 1 && !UNSHOWN.has(n.localName));

  // answeredWhileTyping reports whether the page showed something new while a value was
  // typed (act.js keeps the mutations of a fill): nodes added outside the field, as a
  // field whose suggestions follow each key at once adds them. Nodes only removed (a list
  // hidden until a typing timer runs out) are no answer.
  const answeredWhileTyping = (typed) => typed.records.some((r) => r.type === 'childList' &&
    !typed.field.contains(r.target) && !(document.head && document.head.contains(r.target)) &&
    Array.prototype.some.call(r.addedNodes, shown));

  // QUIET_FRAMES is how many animation frames in a row must pass without a mutation.
  const QUIET_FRAMES = 2;

  // TYPING_MS bounds how long settle waits, after a fill into a field that shows
  // suggestions (act.js, suggests), for the page to answer the typing: its typing timer
  // (a 300 ms debounce) runs out before the suggestions appear.
  const TYPING_MS = 500;

  // settle resolves once the document is past "loading" and QUIET_FRAMES animation
  // frames in a row have passed with no mutation that moved (see moved), or after ms
  // milliseconds ({quiet: false}). After a fill into a field that shows suggestions it
  // first waits for a mutation that moved, at most TYPING_MS from the fill's end (the
  // frames before it do not count as quiet), unless the page answered while the value
  // was typed (answeredWhileTyping). One call waits the whole time: nothing is polled.
  const settle = async (ms) => {
    const end = performance.now() + ms;
    const typed = lib.internal.typed;
    lib.internal.typed = undefined;
    let answered = typed === undefined || answeredWhileTyping(typed);
    let changed = false;
    const mo = new MutationObserver((records) => { changed = changed || records.some(moved); });
    mo.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeOldValue: true });
    try {
      let calm = 0;
      while (calm < QUIET_FRAMES) {
        if (performance.now() >= end) return { quiet: false, frames: calm, ready: document.readyState };
        await frame();
        changed = changed || mo.takeRecords().some(moved);
        answered = answered || changed || performance.now() - typed.at >= TYPING_MS;
        calm = changed || !answered || document.readyState === 'loading' ? 0 : calm + 1;
        changed = false;
      }
      return { quiet: true, frames: calm, ready: document.readyState };
    } finally {
      mo.disconnect();
    }
  };

  Object.assign(lib, { settleState, settle });
  return 'installed';
})()
