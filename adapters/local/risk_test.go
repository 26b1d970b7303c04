package local

import (
	"context"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

func TestAssessRisk(t *testing.T) {
	type riskCase struct {
		name string
		url  string
		cand fsm.Candidate
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
		{name: "checkout link by href", cand: clickCand("link", "Continue", "http://127.0.0.1/cart/checkout", "")},
		{name: "generic button in a delete dialog", cand: clickCand("button", "OK", "", "Delete this repository?")},
		{name: "continue on the payment page", url: "http://127.0.0.1/checkout", cand: clickCand("button", "Continue", "", "")},
		{name: "navigate to a delete path", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "http://127.0.0.1/account/delete"}}},
		{name: "fill the deletion confirmation", cand: fillCand("Type DELETE to confirm", "DELETE")},
		{name: "unknown action", cand: fsm.Candidate{Operation: fsm.Operation{Action: "hover"}}},
	}
	// Benign: reading, searching, navigating, filling.
	benign := []riskCase{
		{name: "search", cand: clickCand("button", "Search", "", "")},
		{name: "search orders", cand: clickCand("button", "Search orders", "", "")},
		{name: "order history", cand: clickCand("link", "Order history", "http://127.0.0.1/orders", "")},
		{name: "track order", cand: clickCand("link", "Track order", "http://127.0.0.1/track", "")},
		{name: "my purchases", cand: clickCand("link", "My purchases", "http://127.0.0.1/purchases", "")},
		{name: "open result", cand: clickCand("link", "Async in Rust — examples", "http://127.0.0.1/docs/async-examples", "")},
		{name: "result titled with a verb", cand: clickCand("link", "How to delete a file in Rust", "http://127.0.0.1/docs/fs/remove_file", "")},
		{name: "next page", cand: clickCand("link", "Next page", "http://127.0.0.1/search?q=delete+account&page=2", "")},
		{name: "add to cart", cand: clickCand("button", "Add to cart", "", "")},
		{name: "sign in", cand: clickCand("button", "Sign in", "", "")},
		{name: "cancel dialog", cand: clickCand("button", "Cancel", "", "Edit profile")},
		{name: "remove filter", cand: clickCand("button", "Remove filter", "", "")},
		{name: "submit a search form", cand: clickCand("button", "Submit", "", "Search the docs")},
		{name: "fill search", cand: fillCand("Search docs", "how to delete a branch")},
		{name: "fill message", cand: fillCand("Message", "hello")},
		{name: "select size", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActSelect, Target: "s", Value: "Large"},
			Name: "Size", Description: `select "Large" in combobox "Size"`}},
		{name: "navigate", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "http://127.0.0.1/docs"}}},
		{name: "scroll", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollDown}}},
		{name: "back", cand: fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActBack}}},
	}
	d := New(Options{})
	check := func(c riskCase, want bool) {
		t.Run(c.name, func(t *testing.T) {
			a, err := d.AssessRisk(context.Background(), fsm.RiskRequest{Goal: "do it", URL: c.url, Candidate: c.cand})
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
