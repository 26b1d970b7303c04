package local

import (
	"context"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

func TestAssessRisk(t *testing.T) {
	type riskCase struct {
		name  string
		url   string
		title string
		cand  fsm.Candidate
	}
	// Consequential: a needs_confirmation stop.
	risky := []riskCase{
		{name: "buy now", cand: clickCand("button", "Buy now", "", "")},
		{name: "place order", cand: clickCand("button", "Place order", "", "")},
		{name: "order now", cand: clickCand("button", "Order now", "", "")},
		{name: "delete account", cand: clickCand("button", "Delete account", "", "")},
		{name: "yes, delete", cand: clickCand("button", "Yes, delete it", "", "")},
		{name: "send", cand: clickCand("button", "Send", "", "")},
		{name: "pay", cand: clickCand("button", "Pay $20.00", "", "")},
		{name: "submit payment", cand: clickCand("button", "Submit payment", "", "")},
		{name: "transfer", cand: clickCand("button", "Transfer", "", "")},
		{name: "confirm", cand: clickCand("button", "Confirm", "", "")},
		{name: "unsubscribe link", cand: clickCand("link", "Unsubscribe", "http://127.0.0.1/unsubscribe?u=1", "")},
		{name: "subscribe", cand: clickCand("button", "Subscribe", "", "")},
		{name: "checkout", cand: clickCand("button", "Proceed to checkout", "", "")},
		{name: "cancel subscription", cand: clickCand("button", "Cancel my subscription", "", "")},
		{name: "publish", cand: clickCand("button", "Publish", "", "")},
		{name: "sign the petition", cand: clickCand("button", "Sign", "", "")},
		{name: "sign up", cand: clickCand("button", "Sign up", "", "")},
		{name: "resend: sending again", cand: clickCand("menuitem", "Resend invitation", "", "")},
		{name: "rebook: booking again", cand: clickCand("menuitem", "Rebook this class", "", "")},
		{name: "request: a submission", cand: clickCand("menuitem", "Request a replacement", "", "")},
		{name: "checkout link by href", cand: clickCand("link", "Continue", "http://127.0.0.1/cart/checkout", "")},
		{name: "generic button in a delete dialog", cand: clickCand("button", "OK", "", "Delete this repository?")},
		{name: "continue on the payment page", url: "http://127.0.0.1/checkout", cand: clickCand("button", "Continue", "", "")},
		{name: "navigate to a delete path", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "http://127.0.0.1/account/delete"}}},
		{name: "fill the deletion confirmation", cand: fillCand("Type DELETE to confirm", "DELETE")},
		{name: "unknown action", cand: fsm.Candidate{Operation: fsm.Operation{Action: "hover"}}},
		{name: "open an account", cand: clickCand("button", "Open an account", "", "")},
		{name: "move a file to the bin", cand: clickCand("button", "Move fell-walk.jpg to bin", "", "")},
		{name: "send to Trash", cand: clickCand("menuitem", "Send to Trash", "", "")},
		{name: "an unknown act on a record's number", cand: clickCand("clickable", "Deploy #1482 to production", "", "")},
		// Fail closed: a click with no benign reading needs confirmation.
		{name: "german buy now", cand: clickCand("button", "Jetzt kaufen", "", "")},
		{name: "turkish sell: a weekday's short form alone is no date", cand: clickCand("button", "Sat", "", "")},
		{name: "a weekday's short form and a foreign word", cand: clickCand("button", "Mon compte", "", "")},
		{name: "french buy now", cand: clickCand("button", "Acheter maintenant", "", "")},
		{name: "french delete my account", cand: clickCand("button", "Supprimer mon compte", "", "")},
		{name: "a long french name with one function word", cand: clickCand("button", "Supprimer definitivement votre compte utilisateur", "", "")},
		{name: "update password", cand: clickCand("button", "Update password", "", "")},
		{name: "submit application", cand: clickCand("button", "Submit application", "", "")},
		{name: "accept invitation", cand: clickCand("button", "Accept invitation", "", "")},
		{name: "german buy link", cand: clickCand("link", "Jetzt kaufen", "http://127.0.0.1/produkt/7/kaufen", "")},
		{name: "update password link", cand: clickCand("link", "Update password", "http://127.0.0.1/account/password", "")},
		{name: "accept invitation link", cand: clickCand("link", "Accept invitation", "http://127.0.0.1/invitations/7", "")},
		{name: "title link to an action path", cand: clickCand("link", "Your invitation", "http://127.0.0.1/invitations/7/accept", "")},
		{name: "apply now", cand: clickCand("button", "Apply now", "", "")},
		// A name that states a recurring charge starts paying it.
		{name: "an add-on a month", cand: clickCand("button", "Add Pitchside Sport · £9.99 a month", "", "")},
		{name: "a plan per year", cand: clickCand("button", "Go Premium – $49 per year", "", "")},
		{name: "a slash period", cand: clickCand("clickable", "Extra storage €2/mo", "", "")},
		// A button that names a price spends it, as a box with one adds a paid extra: a
		// one-off price too (fail-closed).
		{name: "a one-off price", cand: clickCand("button", "Add garlic bread (£3.50)", "", "")},
		{name: "a paid extra", cand: clickCand("button", "Add a 2-year repair warranty · £49", "", "")},
		{name: "credit loaded", cand: clickCand("button", "Load a £20 arcade card", "", "")},
		{name: "a record titled with an act and a number besides a price", cand: clickCand("button", "Pitch C1 · lakeside · +£5 a night", "", "")},
		{name: "a period not after the price", cand: clickCand("button", "Decrease pledge by £5 this month", "", "")},
		// A link to a fragment of this page runs the page's script: read as a button.
		{name: "act link to #", cand: clickCand("link", "Freeze membership", "#", "")},
		{name: "act link to the page's own #", url: "http://127.0.0.1/r/1/", cand: clickCand("link", "Call Kirkstall store", "http://127.0.0.1/r/1/#", "")},
		{name: "submit quiz", cand: clickCand("button", "Submit quiz", "", "")},
		{name: "unnamed button", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e1"}, Description: `click button ""`, Role: "button"}},
		{name: "non-ascii name", cand: clickCand("button", "Bestätigen", "", "")},
		{name: "agree checkbox", cand: clickCand("checkbox", "I agree to the terms", "", "Create your account")},
		{name: "unnamed box whose nearby text consents", cand: clickCand("checkbox", "", "", "I agree to the Terms of Service")},
		{name: "unnamed radio in another language", cand: clickCand("radio", "", "", "Supprimer mon compte")},
		{name: "cancel my stay", cand: clickCand("button", "Cancel my stay", "", "")},
		{name: "unnamed radio of a plan", cand: clickCand("radio", "", "", "Your plan: Basic")},
		{name: "cancel on an order", cand: clickCand("button", "Cancel", "", "Order #123")},
		{name: "link without http href", cand: clickCand("link", "Rust async examples with Tokio", "javascript:void(0)", "")},
		{name: "navigate to an update path", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "http://127.0.0.1/account/update-password"}}},
		{name: "navigate to an accept path", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "http://127.0.0.1/invitations/7/accept"}}},
		// The consequences the issue names: messages, publishing, consent, account and
		// security changes, subscriptions, orders and applications, and generic names in
		// a consequential place.
		{name: "reply", cand: clickCand("button", "Reply", "", "")},
		{name: "forward", cand: clickCand("button", "Forward", "", "")},
		{name: "retweet", cand: clickCand("button", "Retweet", "", "")},
		{name: "share", cand: clickCand("button", "Share", "", "")},
		{name: "accept terms", cand: clickCand("button", "Accept terms", "", "")},
		{name: "accept all cookies", cand: clickCand("button", "Accept all", "", "")},
		{name: "change password", cand: clickCand("button", "Change password", "", "")},
		{name: "change email", cand: clickCand("button", "Change email", "", "")},
		{name: "enable two factor", cand: clickCand("switch", "Enable 2FA", "", "")},
		{name: "renew plan", cand: clickCand("button", "Renew", "", "")},
		{name: "apply for a job", cand: clickCand("button", "Apply for this job", "", "")},
		{name: "close a request", cand: clickCand("button", "Close pull request", "", "Add a comment")},
		{name: "cancel a request", cand: clickCand("button", "Cancel request", "", "Pending")},
		{name: "trash icon", cand: clickCand("clickable", `icon "trash"`, "", "")},
		{name: "delete icon", cand: clickCand("button", `icon "delete"`, "", "Inbox")},
		{name: "submit a contact form", cand: clickCand("button", "Submit", "", "Contact us")},
		{name: "ok with a checkout title", title: "Checkout", cand: clickCand("button", "OK", "", "")},
		{name: "continue on a payment url", url: "http://127.0.0.1/cart/payment", cand: clickCand("button", "Continue", "", "")},
		{name: "save in a security form", cand: clickCand("button", "Save", "", "Change your password")},
		{name: "close glyph on a payment dialog", cand: clickCand("button", "×", "", "Confirm your payment")},
		// A price's digits make no record title: an act the lexicon does not know fails
		// closed with a price as without one.
		{name: "an unknown act with a price", cand: clickCand("button", "Hire the bouncy castle · £85", "", "")},
		{name: "an unknown act with a price after it", cand: clickCand("button", "Sponsor the Christmas jackpot · £25", "", "")},
		{name: "unnamed clickable", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e1"}, Description: `click clickable`, Role: "clickable"}},
		{name: "navigate with an action query", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "http://127.0.0.1/index.php?action=save&id=3"}}},
	}
	// Benign: reading, searching, navigating, paging, filtering, filling.
	benign := []riskCase{
		// A link to a pricing page, a plan's radio, a row that quotes a price and a
		// button that opens a list are read as before.
		{name: "a pricing link", cand: clickCand("link", "Premium from £2.49 a month", "http://127.0.0.1/pricing", "")},
		{name: "a row quoting a price", cand: clickCand("clickable", "Stripe Your invoice from Stripe – Invoice #1044 for £29.00 Mon", "", "")},
		{name: "an opener with a price", cand: func() fsm.Candidate {
			c := clickCand("button", "Delivery · £4.99", "", "")
			c.Expanded = new(bool)
			return c
		}()},
		{name: "a plan radio", cand: clickCand("radio", "Monthly · £9.99 a month", "", "")},
		{name: "act link to another page", url: "http://127.0.0.1/r/1/", cand: clickCand("link", "Freeze membership", "http://127.0.0.1/membership/freeze-info", "")},
		{name: "act link to another page's fragment", url: "http://127.0.0.1/r/1/", cand: clickCand("link", "Call us", "http://127.0.0.1/contact#phone", "")},
		{name: "submit search", cand: clickCand("button", "Submit search", "", "")},
		{name: "unnamed radio: a choice", cand: clickCand("radio", "", "", "Layout: compact")},
		{name: "unnamed checkbox in a list", cand: clickCand("checkbox", "", "", "Quarterly report.pdf 2.1 MB")},
		{name: "refresh: \"re\" and no act of its own", cand: clickCand("button", "Refresh results", "", "")},
		{name: "review: \"re\" and a reading", cand: clickCand("button", "Review your answers", "", "")},
		{name: "search", cand: clickCand("button", "Search", "", "")},
		{name: "search orders", cand: clickCand("button", "Search orders", "", "")},
		{name: "order history", cand: clickCand("link", "Order history", "http://127.0.0.1/orders", "")},
		{name: "request as a noun", cand: clickCand("link", "My requests", "http://127.0.0.1/requests", "")},
		{name: "track order", cand: clickCand("link", "Track order", "http://127.0.0.1/track", "")},
		{name: "my purchases", cand: clickCand("link", "My purchases", "http://127.0.0.1/purchases", "")},
		{name: "open result", cand: clickCand("link", "Async in Rust — examples", "http://127.0.0.1/docs/async-examples", "")},
		{name: "result titled with a verb", cand: clickCand("link", "How to delete a file in Rust", "http://127.0.0.1/docs/fs/remove_file", "")},
		{name: "next page", cand: clickCand("link", "Next page", "http://127.0.0.1/search?q=delete+account&page=2", "")},
		{name: "cancel dialog", cand: clickCand("button", "Cancel", "", "Edit profile")},
		{name: "remove filter", cand: clickCand("button", "Remove filter", "", "")},
		{name: "submit a search form", cand: clickCand("button", "Submit", "", "Search the docs")},
		{name: "demo search", cand: clickCand("button", "Search", "", "Search the catalogue")},
		{name: "demo result", cand: clickCand("link", "Rust async examples with Tokio", "http://127.0.0.1/item/tokio-tutorial", "Results for “Rust async examples”")},
		{name: "demo result with a determiner", cand: clickCand("link", "The Async Book: futures in depth", "http://127.0.0.1/item/async-book", "")},
		{name: "home", cand: clickCand("link", "Home", "http://127.0.0.1/", "Crate Shop")},
		{name: "about us", cand: clickCand("link", "About us", "http://127.0.0.1/about", "Crate Shop")},
		{name: "help", cand: clickCand("link", "Help", "http://127.0.0.1/help", "Crate Shop")},
		{name: "contact us", cand: clickCand("link", "Contact us", "http://127.0.0.1/contact", "")},
		{name: "new search", cand: clickCand("link", "New search", "http://127.0.0.1/", "")},
		{name: "load more", cand: clickCand("button", "Load more", "", "")},
		{name: "page number", cand: clickCand("link", "2", "http://127.0.0.1/search?q=rust&page=2", "")},
		{name: "previous", cand: clickCand("button", "Previous", "", "")},
		{name: "sort", cand: clickCand("button", "Sort by price", "", "")},
		{name: "apply filters", cand: clickCand("button", "Apply filters", "", "")},
		{name: "show details", cand: clickCand("button", "Show details", "", "")},
		{name: "read more", cand: clickCand("link", "Read more", "#", "")},
		{name: "back to results", cand: clickCand("link", "Back to results", "http://127.0.0.1/search?q=rust", "")},
		{name: "menu toggle", cand: clickCand("button", "Main menu", "", "")},
		{name: "tab", cand: clickCand("tab", "Reviews", "", "")},
		{name: "filter checkbox", cand: clickCand("checkbox", "In stock", "", "Filter by availability")},
		{name: "continue shopping", cand: clickCand("link", "Continue shopping", "http://127.0.0.1/", "")},
		{name: "go button of a search form", cand: clickCand("button", "Go", "", "Search")},
		{name: "close dialog", cand: clickCand("button", "Close", "", "Edit profile")},
		{name: "fill search", cand: fillCand("Search docs", "how to delete a branch")},
		{name: "fill message", cand: fillCand("Message", "hello")},
		{name: "select size", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActSelect, Target: "s", Value: "Large"},
			Name: "Size", Description: `select "Large" in combobox "Size"`}},
		// Reading, navigating, reversible state on the user's own page, and plain
		// submits whose context names nothing consequential.
		{name: "save note", cand: clickCand("button", "Save note", "", "Notes")},
		{name: "save", cand: clickCand("button", "Save", "", "")},
		{name: "add to cart", cand: clickCand("button", "Add to cart", "", "")},
		{name: "sign in", cand: clickCand("button", "Sign in", "", "")},
		{name: "continue on a form", cand: clickCand("button", "Continue", "", "Your details")},
		{name: "generic ok", cand: clickCand("button", "OK", "", "")},
		{name: "search and save", cand: clickCand("button", "Search and save", "", "")},
		{name: "unknown single word", cand: clickCand("button", "Frobnicate", "", "")},
		{name: "unknown link text", cand: clickCand("link", "Frobnicate", "http://127.0.0.1/frob", "")},
		{name: "save draft", cand: clickCand("button", "Save draft", "", "New post")},
		{name: "add to wishlist", cand: clickCand("button", "Add to wishlist", "", "")},
		{name: "plain submit", cand: clickCand("button", "Submit", "", "")},
		{name: "plain next", cand: clickCand("button", "Next", "", "Step 2 of 3")},
		{name: "ok in a dialog", cand: clickCand("button", "OK", "", "Settings saved")},
		{name: "a mail row that ends in a weekday", cand: clickCand("clickable", "Priya Raman Quarterly report draft – Here is the first cut of the numbers for Q3 Mon", "", "")},
		{name: "a day named by weekday, day and month", cand: clickCand("button", "Mon 14 Dec", "", "Pick a day")},
		{name: "a day named by weekday and ordinal", cand: clickCand("button", "Sat 3rd", "", "")},
		{name: "a day named in full with its year", cand: clickCand("clickable", "Tuesday 3 March 2026", "", "")},
		{name: "a mail row from Ed", cand: clickCand("clickable", "Ed Walker Lunch next week – are you around on Thursday", "", "")},
		{name: "checkbox", cand: clickCand("checkbox", "Remember me", "", "")},
		{name: "radio", cand: clickCand("radio", "Medium", "", "Size")},
		{name: "toggle", cand: clickCand("switch", "Dark mode", "", "")},
		{name: "star", cand: clickCand("button", "Star", "", "")},
		{name: "star icon", cand: clickCand("clickable", `icon "star"`, "", "Meeting notes")},
		{name: "expand", cand: clickCand("button", "Expand", "", "Section 2")},
		{name: "clickable tree node", cand: clickCand("clickable", "Documents", "", "")},
		{name: "link without href", cand: clickCand("link", "Page 3", "", "")},
		{name: "close x", cand: clickCand("button", "x", "", "Welcome")},
		{name: "close glyph", cand: clickCand("button", "×", "", "Welcome")},
		{name: "navigate", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "http://127.0.0.1/docs"}}},
		{name: "scroll", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollDown}}},
		{name: "back", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActBack}}},
	}
	d := New(Options{})
	check := func(c riskCase, want bool) {
		t.Run(c.name, func(t *testing.T) {
			a, err := d.AssessRisk(context.Background(), fsm.RiskRequest{Goal: "do it", URL: c.url, Title: c.title, Candidate: c.cand})
			if err != nil {
				t.Fatal(err)
			}
			if a.Risk < 0 || a.Risk > 1 || a.Model != DefaultModel {
				t.Fatalf("answer %+v", a)
			}
			if got := a.Risk >= guards.MaxRisk; got != want {
				t.Errorf("risk %.2f, want risky=%v", a.Risk, want)
			}
		})
	}
	for _, c := range risky {
		check(c, true)
	}
	for _, c := range benign {
		check(c, false)
	}
}

func clickCand(role, name, href, context string) fsm.Candidate {
	return fsm.Candidate{
		Label: "1", Operation: fsm.Operation{Action: fsm.ActClick, Target: "e1"},
		Description: "click " + role + ` "` + name + `"`, Role: role, Name: name, Href: href, Context: context,
	}
}

func fillCand(name, value string) fsm.Candidate {
	return fsm.Candidate{
		Label: "1", Operation: fsm.Operation{Action: fsm.ActFill, Target: "f1", Value: value},
		Description: `fill textbox "` + name + `" with "` + value + `"`, Role: "textbox", Name: name,
	}
}

// TestRecurringCharge: every period and connector row makes a price a recurring charge;
// a period after another word, or a price alone, does not.
func TestRecurringCharge(t *testing.T) {
	for _, period := range chargePeriods() {
		if !recurringCharge("Add extras £4.99 " + period) {
			t.Errorf("period %q: not a recurring charge", period)
		}
		for _, conn := range chargeConnectors() {
			if !recurringCharge("Join for $12 " + conn + " " + period) {
				t.Errorf("%q %q: not a recurring charge", conn, period)
			}
		}
	}
	for _, name := range []string{"Add garlic bread (£3.50)", "Save £5 this month", "Month view", "12 a month"} {
		if recurringCharge(name) {
			t.Errorf("%q read as a recurring charge", name)
		}
	}
}
