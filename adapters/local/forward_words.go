package local

import (
	"slices"
	"strings"
	"unicode"

	"github.com/browsergoal/browsergoal/fsm"
)

// The words of moving a form on (forward.go): which names say only "go to the form's next
// part", and which clauses ask for that move themselves.

// forwardWords are the words a forward control's name begins with.
func forwardWords() []string { return []string{"next", "continue", "proceed"} }

// forwardAlone may follow a forward word in a name that says nothing else ("Next step").
func forwardAlone() []string { return []string{"step"} }

// forwardParts lead the name of the form's part after a forward word ("Continue to
// extras", "Proceed on to payment"); a colon does too ("Next: hand and ink").
func forwardParts() []string { return []string{"to", "on"} }

// forwardElsewhere are words that, in a part's name, say what a control pages through
// rather than a form's step: a pager's page and a calendar's period ("Next page", "Next
// month").
func forwardElsewhere() []string { return append([]string{"page", "pages"}, chargePeriods()...) }

// forwardEnds are words that, in a part's name, say the part ends the form, carries a
// purchase, leaves the form for a place of its own or is an act's own step: moving on to
// it is an act of its own, never a look ("Next: finish", "Continue to payment", "Continue
// to site", "Continue to cancellation"). A part that begins with a verb is read by the
// decider's WordNet table instead (isForward).
func forwardEnds() []string {
	return []string{
		"finish", "finished", "complete", "completion", "done", "end", "results", "result", "score",
		"confirm", "confirmation", "submit", "submission", "send", "order", "booking", "book",
		"checkout", "basket", "cart", "bag", "payment", "pay", "purchase", "buy",
		"site", "shop", "store", "home", "homepage", "account", "dashboard", "offer", "app",
		"cancellation", "verification", "declaration", "withdrawal", "signing", "signature", "summary",
	}
}

// clauseForwardLeads are the words that, leading a clause, ask to move a form on itself
// ("continue", "skip this one", "next, the extras"); "step" with a number or after "next"
// does too ("go to step 2", "the next step"). Inside a noun phrase they ask for
// something else ("next day delivery", "step-free access").
func clauseForwardLeads() []string { return append(forwardWords(), "skip") }

// goingBackWords are the words of a clause that asks to go back to an earlier part
// ("return to who's playing", "go back to the first step"), which moving on never answers.
func goingBackWords() []string { return []string{"back", "return", "previous", "earlier"} }

// readForward reads a control's name as a forward control's: ok when it says only
// "move the form on" — a forward word alone ("Next", "Next step", "Continue →"), or a
// forward word, then a colon or "to" ("on to"), then the name of a part of the form in
// ordinary words ("Next: hand and ink", "Continue to extras") — and part, that part's
// lower-case words (nil for a bare one). A forward word followed by an object or a manner
// names another act ("Next question", "Continue shopping", "Continue with Google",
// "Proceed anyway"), a capitalised word after "to" a place of its own ("Continue to
// PayPal"), and a page, a period or an end (forwardElsewhere, forwardEnds) no step to look
// on.
func readForward(name string) (part []string, ok bool) {
	ws := strings.FieldsFunc(name, func(r rune) bool { return !isWordRune(r) })
	if len(ws) == 0 || !slices.Contains(forwardWords(), strings.ToLower(ws[0])) {
		return nil, false
	}
	rest := ws[1:]
	if !slices.ContainsFunc(rest, func(w string) bool { return !slices.Contains(forwardAlone(), strings.ToLower(w)) }) {
		return nil, true
	}
	colon := strings.HasPrefix(strings.TrimSpace(name[strings.Index(name, ws[0])+len(ws[0]):]), ":")
	if !colon {
		for len(rest) > 0 && slices.Contains(forwardParts(), strings.ToLower(rest[0])) {
			rest = rest[1:]
		}
		if len(rest) == len(ws)-1 {
			return nil, false // "Next question", "Continue shopping": an object, not a part
		}
	}
	for k, w := range rest {
		lw := strings.ToLower(w)
		if slices.Contains(forwardElsewhere(), lw) || slices.Contains(forwardEnds(), lw) || (k > 0 || !colon) && unicode.IsUpper([]rune(w)[0]) {
			return nil, false
		}
		part = append(part, lw)
	}
	return part, len(part) > 0
}

// consentWords are the words of a box that agrees, consents or confirms ("I agree to the
// Terms", "I confirm these details are correct"): moving on past one either signs it or
// is refused, so no forward control is pressed to look while one is on the page.
func consentWords() []string {
	return []string{"agree", "consent", "confirm", "accept", "understand", "declare", "certify", "authorise", "authorize"}
}

// clauseMovesOn reports whether clause cl asks to move a form on itself: it leads with a
// word of moving on ("continue", "skip this one") or names a step by its number or as the
// next ("go to step 2", "go on to the next step").
func clauseMovesOn(cl *clause, v *vocab) bool {
	if slices.Contains(clauseForwardLeads(), rawLead(v, cl)) {
		return true
	}
	for k, w := range cl.raw {
		if w == "step" && (k+1 < len(cl.raw) && isDigits(cl.raw[k+1]) || k > 0 && cl.raw[k-1] == "next") {
			return true
		}
	}
	return false
}

// movesOn reports whether an executed click's target summary (role, then name) is a
// forward control's (readForward, read without the page): a press that moved a form on
// does a click step only when its clause asks to move on (asksToMoveOn).
func movesOn(target string) bool {
	role, name, ok := summaryParts(target)
	if !ok || !slices.Contains([]string{"button", "clickable", "", "generic"}, role) {
		return false
	}
	_, forward := readForward(name)
	return forward
}

// asksToMoveOn reports whether clause cl asks for the forward press e: it leads with a
// word of moving on ("continue", "skip this one") or names a step by its number or as
// the next ("go to step 2", "go on to the next step"), or e's name shows every content
// word of it ("go to extras" for "Continue to extras"); "the 1 o'clock heat" is not done
// by "Continue to heats", nor "white ink" by "Next: hand and ink", nor "next day
// delivery" by any Next.
func asksToMoveOn(e *fsm.TraceEntry, cl *clause, v *vocab) bool {
	if clauseMovesOn(cl, v) {
		return true
	}
	want := v.content(cl.bare)
	return len(want) > 0 && wordSet(strings.Join(nameWords(e.Target), " ")).count(want) == len(want)
}
