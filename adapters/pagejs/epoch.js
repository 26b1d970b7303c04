// browsergoal's page epoch and element identity, for every browser adapter.
//
// Evaluated after visible.js, text.js and roles.js, in the same isolated world (pagejs.Library
// joins the files into one script). It starts counting structural mutations and input
// events for this document, keeps the registry of element ids the observation hands out,
// and adds epoch, idOf, resolve, prune, stop and parked to the shared parts object that observe.js
// takes. When the library is already installed it does nothing. The epoch policy is
// described in the package documentation (doc.go).
(() => {
  'use strict';
  if (globalThis[Symbol.for('browsergoal.v1')]) return 'present';
  const parts = globalThis[Symbol.for('browsergoal.v1.parts')];
  // Attribute changes that count as structural mutations (see doc.go). class and style are
  // presentation and are left out; the recheck tests the target's visibility directly.
  const ATTRS = ['disabled', 'hidden', 'inert', 'href', 'type', 'role', 'value', 'name',
    'checked', 'selected', 'readonly', 'contenteditable', 'tabindex', 'open', 'placeholder',
    'multiple', 'for', 'title', 'alt', 'aria-label', 'aria-labelledby', 'aria-hidden',
    'aria-disabled', 'aria-checked', 'aria-expanded', 'aria-selected', 'aria-pressed',
    'aria-readonly'];

  const randomID = () => {
    const b = new Uint8Array(12);
    crypto.getRandomValues(b);
    return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  };

  const st = { doc: randomID(), mutations: 0, changes: 0, pruned: -1, inputs: 0, next: 1, ids: new WeakMap(), nodes: new Map() };

  // Elements that are never rendered: adding or removing them (analytics scripts, style
  // sheets, templates) does not change the page a decision saw.
  const UNRENDERED = new Set(['script', 'style', 'link', 'meta', 'noscript', 'template', 'base', 'title']);
  const hasElement = (list) => {
    for (let i = 0; i < list.length; i++) {
      if (list[i].nodeType === 1 && !UNRENDERED.has(list[i].localName)) return true;
    }
    return false;
  };
  const count = (records) => {
    // Every record counts as a change (see changes), whatever it changed.
    st.changes += records.length;
    const head = document.head;
    for (const r of records) {
      if (head && head.contains(r.target)) continue;
      if (r.type === 'attributes') {
        if (r.oldValue !== r.target.getAttribute(r.attributeName)) st.mutations++;
      } else if (r.type === 'childList' && (hasElement(r.addedNodes) || hasElement(r.removedNodes))) {
        st.mutations++;
      }
    }
  };
  const mo = new MutationObserver(count);
  mo.observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ATTRS });
  const onInput = () => { st.inputs++; };
  addEventListener('input', onInput, true);
  addEventListener('change', onInput, true);
  // A document put into the back/forward cache is no longer the tab's: while it is
  // there, every call answers Parked (see pagejs.Call) and the adapter looks again. Only
  // the browser's own events count: a page cannot park the library by dispatching one.
  const onHide = (e) => { if (e.isTrusted) st.parked = e.persisted; };
  const onShow = (e) => { if (e.isTrusted) st.parked = false; };
  addEventListener('pagehide', onHide, true);
  addEventListener('pageshow', onShow, true);
  const parked = () => st.parked === true;

  const epoch = () => {
    count(mo.takeRecords());
    return { document: st.doc, url: location.href, mutations: st.mutations, inputs: st.inputs };
  };

  // ---- identity --------------------------------------------------------------------

  const idOf = (el) => {
    let id = st.ids.get(el);
    if (id === undefined) {
      id = 'e' + st.next++;
      st.ids.set(el, id);
    }
    // The registry keeps its reference while it still holds el (prune drops a
    // disconnected node's): a new WeakRef per element per observation is garbage.
    const ref = st.nodes.get(id);
    if (ref === undefined || ref.deref() !== el) st.nodes.set(id, new WeakRef(el));
    return id;
  };
  const resolve = (id) => {
    const ref = st.nodes.get(id);
    const el = ref && ref.deref();
    return el && el.isConnected && el.ownerDocument === document ? el : null;
  };
  // changes counts the observer's records of every kind, in the head and of unrendered
  // elements too: while it stays the same, no element was added, removed or moved, and
  // none changed an attribute of ATTRS (what the candidate query matches on).
  const changes = () => {
    count(mo.takeRecords());
    return st.changes;
  };
  // prune drops the registry's disconnected nodes: only a change (see changes) takes a
  // node out of the document, so with none since the last prune there is none to drop.
  const prune = () => {
    const at = changes();
    if (at === st.pruned) return;
    st.pruned = at;
    for (const [id, ref] of st.nodes) {
      const el = ref.deref();
      if (!el || !el.isConnected) st.nodes.delete(id);
    }
  };

  // stop ends the counting (the library's uninstall).
  const stop = () => {
    mo.disconnect();
    removeEventListener('input', onInput, true);
    removeEventListener('change', onInput, true);
    removeEventListener('pagehide', onHide, true);
    removeEventListener('pageshow', onShow, true);
  };

  Object.assign(parts, { epoch, idOf, resolve, prune, changes, stop, parked });
  return 'installed';
})()
