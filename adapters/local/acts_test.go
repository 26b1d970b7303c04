package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// listed marks the last (select) candidate as one whose options hold its value.
func (p *page) listed() *page {
	c := &p.cands[len(p.cands)-1]
	c.Option = &fsm.Option{Value: c.Value, Label: c.Value}
	return p
}

// cookieBanner is a consent dialog headed without the word "cookie", over a page.
func cookieBanner() *page {
	return new(page).click("link", "News", "http://127.0.0.1/news").
		click("clickable", "Share this page", "").near("Welcome").
		click("clickable", "Accept all", "").near("We value your privacy").
		click("clickable", "Reject all", "").near("We value your privacy").
		click("clickable", "Manage preferences", "").near("We value your privacy")
}

// TestReadingActs states the rules about what a clause's verb and nouns name.
func TestReadingActs(t *testing.T) {
	offer := new(page).click("clickable", "Close", "").near("Get 10% off").
		click("clickable", "Subscribe", "").near("Get 10% off").
		click("clickable", "No thanks", "").near("Get 10% off")
	discard := new(page).click("clickable", "Discard", "").near("Discard unsaved changes?").
		click("clickable", "Keep editing", "").near("Discard unsaved changes?")
	feed := new(page)
	for _, who := range []string{"Sofia Alvarez", "Jonas Berg"} {
		feed.click("clickable", "Follow", "").near(who+" · 2m Follow Our bakery opens").
			click("clickable", "Reply", "").near(who+" · 2m Follow Our bakery opens").
			click("clickable", "More options", "").near(who + " · 2m Follow Our bakery opens")
	}
	plans := new(page).click("clickable", "Subscribe", "").near("Basic $4.99/month").
		click("clickable", "Subscribe", "").near("Plus $9.99/month").
		click("clickable", "Subscribe", "").near("Family $14.99/month")
	product := new(page).click("clickable", "Add to cart", "").near("Blue enamel kettle").
		click("clickable", "Place order", "").near("Blue enamel kettle").
		click("clickable", "♡", "").near("Blue enamel kettle")
	settings := new(page).click("checkbox", "Dark mode", "").near("Display").
		click("button", "Delete my account", "").near("Danger zone")
	runReading(t, []readingCase{
		{name: "decline is reject", goal: "Decline the cookies", page: cookieBanner(), want: `"Reject all"`},
		{name: "a banner headed privacy is the cookie banner", goal: "Open the cookie preferences", page: cookieBanner(), want: `"Manage preferences"`},
		{name: "no thanks declines", goal: "Decline the offer", page: offer, want: `"No thanks"`},
		{name: "dismiss closes", goal: "Dismiss the offer", page: offer, want: `"Close"`},
		{name: "the X the clause already names", goal: "Close the newsletter dialog with the X", page: offer, want: `"Close"`},
		{name: "not discarding is keeping", goal: "Don't discard my changes", page: discard, want: `"Keep editing"`},
		{name: "a negated verb without an opposite clicks nothing", goal: "Do not subscribe", page: offer},
		{name: "follow names the Follow button in the person's post", goal: "Follow Sofia Alvarez", page: feed, want: `"Follow" (near "Sofia`},
		{name: "the plan's kind noun is not on its button", goal: "Subscribe to the Plus plan", page: plans, want: `(near "Plus`},
		{name: "placing an order buys", goal: "Buy the blue enamel kettle", page: product, want: `"Place order"`},
		{name: "closing an account deletes it", goal: "Close my account for good", page: settings, want: `"Delete my account"`},
		{name: "removing an account is deleting it", goal: "Remove my account and all my data", page: settings, want: `"Delete my account"`},
		{name: "hearting a post likes it", goal: "Heart Sofia Alvarez's post",
			page: new(page).click("clickable", "Like", "").near("Sofia Alvarez · 2m").click("clickable", "Reply", "").near("Sofia Alvarez · 2m").
				click("clickable", "Like", "").near("Jonas Berg · 3m"), want: `"Like" (near "Sofia`},
	})
}

// TestNegatedVerbNeverChosen: whatever else the page offers, "Don't discard my changes"
// never gives the Discard button a passing choice, even when nothing else fits.
func TestNegatedVerbNeverChosen(t *testing.T) {
	p := new(page).click("clickable", "Discard", "").near("Discard unsaved changes?").
		click("link", "Help", "http://127.0.0.1/help")
	req := fsm.SelectionRequest{Goal: "Don't discard my changes", URL: "http://127.0.0.1/", Candidates: p.cands}
	a := mustSelect(t, New(Options{}), req)
	if a.Probabilities[byDesc(t, p.cands, `"Discard"`)] > 0.05 {
		t.Fatalf("Discard must not be a choice\n%s", dump(req, a))
	}
}

// TestNoThanksIsNoOutcome: "No thanks" on the page is a refusal, not a status message
// that the goal is done.
func TestNoThanksIsNoOutcome(t *testing.T) {
	p := new(page).click("clickable", "Subscribe", "").near("Get 10% off").
		click("clickable", "No thanks", "").near("Get 10% off")
	req := fsm.SelectionRequest{Goal: "Decline the offer", URL: "http://127.0.0.1/", PageText: "Get 10% off. Subscribe No thanks",
		Candidates: p.cands}
	if a := mustSelect(t, New(Options{}), req); a.Completion >= 0.8 {
		t.Fatalf("completion %.2f before any action\n%s", a.Completion, dump(req, a))
	}
}

// TestQuestionAsksToSee: a question ("which checks failed?", "how do I …?") asks to see
// something; a control whose name leads with another act ("Re-run failed jobs", "Cancel
// trip") is never its answer, while a control that shows or opens the thing, or whose
// first word the question says (an item's title: "Sprint retro, …"), may be.
func TestQuestionAsksToSee(t *testing.T) {
	checks := new(page).click("button", "Re-run failed jobs", "").near("Add retries to webhook delivery #482").
		click("tab", "Checks 4", "").near("Add retries to webhook delivery #482").
		click("link", "Files changed", "http://127.0.0.1/pr/482/files")
	trips := new(page).click("button", "Cancel trip", "").near("Lisbon, 4–9 March").
		click("link", "Trip details", "http://127.0.0.1/trips/lisbon")
	shop := new(page).click("button", "Add to basket", "").near("Kettle £30").
		click("button", "Add to basket", "").near("Toaster £45")
	cases := []struct {
		goal, page, decoy string
		p                 *page
	}{
		{"which checks failed?", "checks", `"Re-run failed jobs"`, checks},
		{"what failed in the jobs?", "checks", `"Re-run failed jobs"`, checks},
		{"where is my Lisbon trip?", "trips", `"Cancel trip"`, trips},
		{"which of these is cheapest?", "shop", `(near "Kettle £30")`, shop},
	}
	d := New(Options{})
	for _, c := range cases {
		req := fsm.SelectionRequest{Goal: c.goal, URL: "http://127.0.0.1/", Candidates: c.p.cands}
		a := mustSelect(t, d, req)
		if bad := byDesc(t, c.p.cands, c.decoy); a.Choice == bad && verdict(a) == "passed" {
			t.Errorf("%q on the %s page: %s passes at p=%.2f\n%s", c.goal, c.page, c.decoy, a.Probabilities[bad], dump(req, a))
		}
	}
	runReading(t, []readingCase{{name: "an item's title the question says",
		goal: "what's the sprint retro on Friday about? open it",
		page: new(page).click("button", "Sprint retro, Fri 11 December, 14:00 to 15:00", "").near("My calendars").
			click("button", "Dentist", "").near("Other calendars"),
		want: `"Sprint retro, Fri 11 December, 14:00 to 15:00"`},
		{name: "the act a later clause says", goal: "which jobs failed? re-run them", page: checks,
			want: `"Re-run failed jobs"`},
		{name: "a link goes where the answer is", goal: "who's on the team?",
			page: new(page).click("link", "Meet the team", "http://127.0.0.1/team").click("link", "Pricing", "http://127.0.0.1/pricing"),
			want: `"Meet the team"`},
	})
}
