// Package bidi is browsergoal's browser port for Firefox over WebDriver BiDi, the W3C
// protocol Firefox speaks natively. A *Tab implements fsm.Browser with the same semantics
// as the Chromium adapter (adapters/rod): both evaluate the same in-page library
// (adapters/pagejs), read its answers through the same Go contract (pagejs.Answer,
// pagejs.GuardVerdict, pagejs.Limits), and pass the same conformance scenarios
// (adapters/conformance) on the same fixture pages.
//
// # Attach and launch
//
// Attach opens a WebDriver BiDi session on a running Firefox started with
// --remote-debugging-port (ws://host:port/session; ws://host:port and http://host:port are
// taken as that), and drives the top-level browsing context the request's "tab" names
// (Session.Pages lists them: browsingContext.getTree). It alters nothing: no tab, window
// or viewport change, and Close removes the library's observer and listeners from the
// bound tabs and ends the session, leaving the browser running. Firefox allows one
// WebDriver session at a time: Attach fails while another client (geckodriver, Puppeteer,
// another browsergoal) holds one, and holds it off while attached. The session asks for
// unhandledPromptBehavior "ignore": browsergoal neither answers nor dismisses dialogs.
//
// Launch starts the system Firefox: LaunchOptions.Path, else $FIREFOX_PATH, else
// firefox-esr (or firefox) on PATH, else /usr/bin/firefox-esr (Debian's firefox-esr
// package). It never downloads a browser: when none is found the error (ErrNoBrowser)
// says to run "apt-get install firefox-esr". Firefox runs headless (unless Headful) with
// a fresh temporary profile whose user.js (PrepareProfile) turns off first-run pages,
// updates, telemetry, experiments, remote settings, safe-browsing downloads, captive-portal
// and connectivity probes, DNS prefetch and speculative connections (with
// RemoteSettingsEnv in its environment, without which a release build ignores the remote
// settings server preference and contacts Mozilla), and with --remote-debugging-port 0: the port it picks is read from the "WebDriver BiDi listening
// on" line it prints. It runs in its own process group; Close kills the whole group,
// waits for it and removes the profile. A launched browser's new tabs get a viewport of
// the window's size (1280×800 by default, browsingContext.setViewport), as a launched
// Chromium's pages have.
//
// # Protocol
//
// The client (conn.go, protocol.go) speaks only the commands and events used: session.new,
// subscribe and end; browsingContext.getTree, create, close, navigate, traverseHistory and
// setViewport; script.evaluate; input.performActions; and the events navigationStarted,
// fragmentNavigated, domContentLoaded, load, navigationFailed, userPromptOpened and
// -Closed, contextDestroyed, navigationCommitted (a crashed tab commits about:tabcrashed;
// a script call refused because the context became a parent-process one waits for that
// event, then records the crash itself, as the refusal can arrive first under load),
// and network.beforeRequestSent, responseCompleted and fetchError. It runs on github.com/coder/websocket. Commands are correlated with their
// answers by id; every call waits within its context's deadline (the write itself within
// a short bound of its own, since the websocket library closes the connection when a write
// is cut mid-frame). An error answer is a *CommandError with the protocol's code; a call
// that got no answer is a *CallError saying whether the command left the process.
//
// # Observation, recheck and freshness
//
// Observe, Verify and the page-side halves of the actions call the shared library by
// method name (pagejs.Call), evaluated with script.evaluate in a sandbox realm named
// "browsergoal": Firefox's isolated world, which shares the DOM with the page but none of
// its JavaScript globals (the page's scripts never see the library, its ids or counters).
// A new document has no library yet: it is installed and the call repeated. Everything the
// Chromium adapter's documentation says of what is observed and never observed (password,
// file and hidden inputs, iframes, shadow roots, invisible elements, non-http(s) links,
// pages carrying the no-agent marker),
// the stable ids, the bounds, the epoch and the recheck holds here unchanged, because it
// is the same script. The role-less clickables the library finds by its own rules
// (pointer cursor, tabindex, <a> without href, inline handlers, icon classes) need no
// DevTools-only input, so Firefox finds the same ones. The one rule Firefox lacks: the
// Chromium adapter's listener probe (adapters/rod, "Role-less clickables") also observes an
// element whose only sign is a script click listener, read through DevTools; WebDriver
// BiDi reads no listeners, so here such an element is not observed. The comparison test
// leaves those fixture pages (adapters/rod/testdata/listeners) out.
//
// Differences that remain, of layout, engine or input mechanics rather than of the rules:
// element boxes, and so whether an element near the fold intersects the viewport (and the
// order of elements once the element budget cuts), and a scrollable region's heights,
// follow Firefox's layout and fonts; Firefox ESR has no month
// and week inputs, so such a field is a text field there (type "text", filled by typing);
// and the sandbox sees the DOM through Xray wrappers, so properties a page script added
// to DOM objects are invisible to the library (it reads none). The comparison test
// (adapters/conformance) holds every fixture page to the rest.
//
// # Focus
//
// Focus reports the bound tab as focused when its browsing context still exists as a
// top-level context, no user prompt is open in it, its document's visibilityState is
// "visible", and, in a headful browser, document.hasFocus() is true. Headless Firefox
// (the moz:headless capability) keeps its tabs' visibility: a tab behind another
// reports "hidden", and a new tab comes to the front. It has no window system, so it
// cannot tell whether a person is looking at the browser or another application has the
// focus, and headless mode does not require window focus: visibility is the whole check,
// as with headless Chromium.
//
// # Actions
//
// Act performs exactly one operation, never retried, bounded by Limits.ActionTimeout and
// the goal's context; a user prompt opening ends the wait. A failure before any input was
// sent is fsm.NotExecuted (page-side refusals are *pagejs.RefusedError); a failure after
// it, including a timeout while the page handles the input, is fsm.MayHaveReached.
//
//   - click asks the library for the click point (clickPoint: scroll into view, the
//     points tried past a badge over the target's centre, the
//     covered-target and non-http(s)-link refusals, the label of a concealed checkbox or
//     radio), which arms the click guard; then one input.performActions moves the mouse
//     there (a failure is not executed), a second presses and releases the left button
//     (the point of no return), and the guard's verdict (clickVerdict) decides the
//     outcome exactly as in Chromium.
//   - fill checks and focuses the field and selects its content (prepareFill), then
//     types the value with one input.performActions of key presses, one per character
//     (Backspace for an empty value over a non-empty field), and fires change
//     (finishFill); date, time, colour and range fields get their value set by
//     prepareFill. Unlike Chromium's Input.insertText, which sends no key events, the
//     page sees a keydown, keypress and keyup for every character, as from a person
//     typing. A newline typed into a one-line field is dropped by the field, as in
//     Chromium, and is not the Enter key (its key is "\n"): it never submits a form.
//   - select and scroll are one library call each (selectOption; scrollPage, or
//     scrollRegion for a region scroll, whose operation names the region).
//   - back is browsingContext.traverseHistory(-1); "no such history entry" is a
//     refusal (not executed).
//   - navigate checks the URL is absolute http(s) (else ErrBadURL, not executed) and
//     sends browsingContext.navigate without waiting; the settle wait follows.
//
// # Settling
//
// After an action Act waits, within Limits.SettleTimeout and ctx, as the Chromium adapter
// does: until no navigation is under way (from navigationStarted to its load or failure,
// to a response of its own that brings no document (204 or 205, a network error), or
// until the document differs from the one the action started in, since a page restored
// from the back-forward cache sends no load event), no fetch or XHR the page started
// since the action is in flight (network events: requests of no navigation whose
// initiator is fetch or xmlhttprequest), and the library's page-side wait reports the
// document past "loading" and two animation frames in a row without a mutation. When a
// navigation or request began during that wait, it starts over. It never fails: an
// unsettled page is observed as it is, and a later recheck refuses a decision it
// outdates.
package bidi
