package local

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// rowMenuFit is the fit of a closed row menu ("⋯", "More actions for INV-1043") for a
// clause whose act no offered control carries: the act is behind the menu of the row
// the clause's object names, as on most of today's tables, lists and cards.
const rowMenuFit = 0.85

// menuItemFit is the fit of a control that carries the clause's act right after the
// clause's row menu was opened: it is the act in that row (leadInRow).
const menuItemFit = leadInRow

// menuWords are the words a menu opener's name is made of before its row ("More
// actions for X", "Options", "⋯" read as "more"): the name promises a list of acts,
// not an act of its own. Each row is tested in menus_test.go.
func menuWords() []string {
	return []string{"more", "actions", "action", "options", "option", "menu", "overflow", "kebab"}
}

// menuNames are the words by which a goal names a menu itself ("the three-dot button",
// "the options menu", "the ⋮"), menuWords among them.
func menuNames() []string {
	return append(menuWords(), "dots", "dot", "three-dot", "ellipsis", "hamburger")
}

// menuGlyphs are the symbols that draw a menu's opener; a goal that writes one names
// the menu ("press the ⋮ by Lisbon trip").
const menuGlyphs = "⋯⋮…☰"

// openingVerbs lead a clause that asks for a control itself ("open the actions menu",
// "tap the ⋮"): with a menu name, opening the menu is the step.
func openingVerbs() []string {
	return []string{"open", "show", "click", "tap", "press", "hit", "expand", "toggle"}
}

// rowMenuRoles are the roles a row menu's opener has: a button or a control drawn as
// one. A link goes somewhere ("More" → page 2), a tab shows a panel ("Options"), an
// option or menu item is inside a list already.
func rowMenuRoles() []string { return []string{"button", "clickable", "generic", "", iconRole, "img"} }

// lightVerbs carry no act of their own: the act is their object ("give her an award",
// "make a copy", "take a note"), so a clause they lead looks for no menu.
func lightVerbs() []string {
	return []string{"give", "get", "make", "do", "take", "put", "have", "let", "keep", "go", "be"}
}

// tellingVerbs ask for something to be told, read or checked, not done to a record
// ("summarize INV-1043", "tell me its amount", "verify the total"): no menu holds that.
func tellingVerbs() []string {
	return append(readingVerbs(), "tell", "summarize", "summarise", "describe", "explain", "verify",
		"remember", "note", "say", "list", "count", "compare", "check", "review", "look", "find", "know",
		"learn", "ask", "answer", "read", "watch", "see", "mention")
}

// rowJoiners are the words between a menu opener's words and the row it belongs to
// ("More actions for Ben", "Options on this post").
func rowJoiners() []string { return []string{"for", "on", "of"} }

// menuHead returns the menu words of a control's name before its row ("more actions"
// for "More actions for Ben Ode", "more" for "⋯"), or "" when the name is no menu
// opener's: "Load more", "More like this" and "Options and pricing" are not.
func menuHead(name string) string {
	ws := nameWords(name)
	head := 0
	for head < len(ws) && !contains(rowJoiners(), ws[head]) {
		if !contains(menuWords(), ws[head]) {
			return ""
		}
		head++
	}
	if head == 0 || (head < len(ws) && head == len(ws)-1) {
		return ""
	}
	return strings.Join(ws[:head], " ")
}

// menuOpenerName reports whether a control's name is a menu opener's (menuHead).
func menuOpenerName(name string) bool { return menuHead(name) != "" }

// menuOpener reports whether click candidate c, on the page at pageURL, is a row menu's
// opener that is closed now: named by menu words, in a role a menu button has, with no
// page to go to. A name that is only "Menu" (or "☰") is the site's navigation, not a
// row's acts.
func menuOpener(c *fsm.Candidate, pageURL string) bool {
	return c.Action == fsm.ActClick && (c.Expanded == nil || !*c.Expanded) && menuOpenerName(c.Name) && menuHead(c.Name) != "menu" &&
		contains(rowMenuRoles(), strings.ToLower(c.Role)) && !readableLink(c.Href, pageURL)
}

// readableLink reports whether href goes to a page other than pageURL (not "", a
// fragment of this page (inPage) or javascript:).
func readableLink(href, pageURL string) bool {
	return href != "" && readableHref(href) && !inPage(href, pageURL)
}

// summaryOpensMenu reports whether an executed click's target summary ("button More
// actions for Finn", "clickable ⋯": the role, then the name) names a row menu's opener:
// opening the menu is the way to the act, not the act. A link or tab named "Menu" or
// "Actions" is a page or panel of its own.
func summaryOpensMenu(target string) bool {
	role, name, ok := summaryParts(target)
	return ok && menuOpenerName(name) && menuHead(name) != "menu" && contains(rowMenuRoles(), role)
}

// asksForMenu reports whether a clause asks for a menu itself ("open the actions menu
// for Ben", "tap the three-dot button", or "click ⋯ by X" when glyph says the goal
// writes a menu glyph): a menu name after an opening verb. "Cancel it from the options
// menu" and "use the options menu to cancel it" name the menu as the means; the act is
// still to do.
func asksForMenu(v *vocab, cl *clause, glyph bool) bool {
	if !contains(openingVerbs(), rawLead(v, cl)) {
		return false
	}
	if glyph {
		return true
	}
	for _, w := range cl.raw {
		if contains(menuNames(), w) {
			return true
		}
	}
	return false
}

// rawLead is a clause's first raw word that is no filler ("please", "could you"): the
// word a clause asks with ("open the actions menu", "skip this one").
func rawLead(v *vocab, cl *clause) string {
	for _, w := range cl.raw {
		if !v.filler.has(fold(w)) && w != "please" {
			return w
		}
	}
	return ""
}
