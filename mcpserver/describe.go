package mcpserver

import (
	"fmt"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// The descriptions teach the calling model how to use the tools. The status lines come
// from fsm.Guide, the same rows as the README's statuses table.

func instructions() string {
	return "browsergoal runs bounded browser goals on a Chromium or Firefox tab. Prefer one bounded browser_goal " +
		"over repeated browser_step calls. Use browser_tabs to list, open, select and close tabs, browser_navigate and browser_back to move a tab, browser_screenshot to see it. Never put API keys in arguments."
}

// statusGuide lists every status with its meaning and the next step.
func statusGuide() string {
	var b strings.Builder
	for _, g := range fsm.Guide() {
		fmt.Fprintf(&b, "- %s: %s. Next: %s.\n", g.Status, strings.ReplaceAll(g.Meaning, "`", ""), strings.ReplaceAll(g.Next, "`", ""))
	}
	return b.String()
}

func goalDescription() string {
	return fmt.Sprintf(`Run one bounded browser goal on the attached tab: observe, choose among typed operations generated from the page and your exact values, check confidence and a separate risk question, recheck, act once, repeat within the budgets. This is the preferred tool: delegate one narrow goal instead of calling browser_step repeatedly.

Values are used verbatim and nothing else can be entered: put every text to type in text_values, every option in select_values, every URL in navigate_urls (absolute http/https). The decision model cannot invent text, URLs, scripts, passwords or file inputs. allow_back defaults to false; max_steps is %d–%d (default %d); timeout_ms is %d–%d (default %d). "preview": true decides the first proposal and performs nothing (it still sends the observation to the decision service).

Page content (visible text, URL, title, labels, values, your goal and values) is sent to the TypeSafe decision service when the jev decider is used; do not use it on sensitive pages unless that disclosure is authorized. DOM dispatch is not verified task completion.

The result's status:
%s`, fsm.MinSteps, fsm.MaxSteps, fsm.DefaultSteps, fsm.MinTimeoutMS, fsm.MaxTimeoutMS, fsm.DefaultTimeoutMS, statusGuide())
}

func stepDescription() string {
	return `Perform exactly one click, fill or select on an element of the tab's latest observation (from browser_observe, or the observation a previous browser_step returned). Kept for compatibility and deliberate single actions; when browser_goal is available, prefer one bounded goal.

The value is used verbatim; it must fit the field (a select value must equal exactly one option's value or label). Before dispatch the same rechecks as a goal run: the host's enablement and permission, the tab's focus, and freshness (the page unchanged since that observation, the element still the same node, visible and enabled); a stale element is refused, nothing is done. An action whose outcome is unknown (partial_unknown) is never replayed, and the same action is not dispatched twice on the same page until you call browser_observe again (a deliberate retry). The result carries the status, the executed trace entry and the fresh post-action observation.

Statuses: executed (done; the new observation is attached), stale_decision, replay_refused, action_failed, partial_unknown, focus_lost, browser_lost, tab_crashed, tab_closed, mode_disabled, permission_revoked, cancelled.`
}

func observeDescription() string {
	return "Observe the tab: one fresh, compact observation of the main frame (URL, title, a bounded excerpt of visible text, and the visible actionable elements with their ids, roles, names and values). Password and file inputs, iframes and shadow roots are never observed. Element ids are what browser_step takes. Calling it also permits a deliberate retry of a step already dispatched on this page. Read-only."
}

func tabsDescription() string {
	return `Manage the browser's page tabs. action "list" (the default) lists them with their ids, titles and URLs (a crashed or closed tab is never listed), so that you can pass the right "tab" to the other tools. "open" opens a new tab in front, at "url" (one absolute http(s) URL, checked exactly as browser_navigate's; omitted: about:blank). "select" brings "tab" to front. An opened or selected tab becomes the tab of every call that names none. "close" closes "tab" (after the calls running or waiting on it). Every action answers with the tabs after it. Needs the computer tools and the session's permission, not the TypeSafe mode.`
}

func screenshotDescription() string {
	return "Capture the tab's viewport as a PNG image, for you to look at; the tab must be in front (else focus_lost: select it with browser_tabs). Read-only: nothing is sent to the page, and the image is never sent to any decision service (browser_goal decides on the text observation only). Needs the computer tools and the session's permission, not the TypeSafe mode."
}
