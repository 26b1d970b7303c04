package local

import (
	"context"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
)

// TestPasswordNeverTypedIntoAVisibleField is the regression test of the security defect:
// "Sign in to the member area with my username and password" with the values alice and
// CallerPass-Q9! typed the password into the visible Username field. Password fields are
// never offered, so the username is filled and the goal stops there, in either value
// order.
func TestPasswordNeverTypedIntoAVisibleField(t *testing.T) {
	const goal = "Sign in to the member area with my username and password"
	const user, pass = "alice", "CallerPass-Q9!"
	d := New(Options{})
	for _, order := range [][2]string{{user, pass}, {pass, user}} {
		p := new(page)
		p.fill("u", "textbox", "Username", order[0]).near("Member sign in")
		p.fill("u", "textbox", "Username", order[1]).near("Member sign in")
		p.click("button", "Sign in", "").near("Member sign in")
		p.click("link", "Forgot your password?", "http://127.0.0.1/forgot")
		req := fsm.SelectionRequest{Goal: goal, URL: "http://127.0.0.1/login", Candidates: p.cands}
		a := mustSelect(t, d, req)
		if a.Choice != byDesc(t, p.cands, `with "alice"`) || verdict(a) != "passed" {
			t.Fatalf("order %v: want the username filled first\n%s", order, dump(req, a))
		}
		if pw := a.Probabilities[byDesc(t, p.cands, `with "CallerPass-Q9!"`)]; pw > 0.05 {
			t.Fatalf("order %v: the password fill has p=%.2f\n%s", order, pw, dump(req, a))
		}
		// After the username: nothing passes, the password has nowhere to go.
		req.Trace = []fsm.TraceEntry{done(0, fsm.ActFill, "textbox Username", user)}
		req.Candidates = new(page).
			fill("u", "textbox", "Username", pass).near("Member sign in").
			click("button", "Sign in", "").near("Member sign in").
			click("link", "Forgot your password?", "http://127.0.0.1/forgot").cands
		a = mustSelect(t, d, req)
		if a.Choice != fsm.NoMatchLabel || a.Completion >= guards.CompletionThreshold {
			t.Fatalf("order %v: want no_match after the username\n%s", order, dump(req, a))
		}
		r, err := d.AssessRisk(context.Background(), fsm.RiskRequest{Goal: goal, Candidate: fillCand("Username", pass)})
		if err != nil || r.Risk < guards.MaxRisk {
			t.Fatalf("order %v: risk of typing the password into Username %.2f (%v)", order, r.Risk, err)
		}
	}
}

// TestSecretTable: each row is a goal and a value, and whether the value is a secret that
// must never be typed into an offered field.
func TestSecretTable(t *testing.T) {
	rows := []struct {
		goal, value string
		secret      bool
	}{
		{"Sign in with my username and password", "CallerPass-Q9!", true},     // looks like one, the goal mentions one
		{"Sign in with my username and password", "alice", false},             // a plain word
		{"Sign in with my username and password", "alice@example.com", false}, // an email address is a user name
		{"Sign in with my username and password", "alice2024", false},         // two classes only
		{"Log in as bob with the password hunter22", "hunter22", true},        // the goal calls it a password
		{"Log in as bob, password: hunter22", "hunter22", true},               // "password:" before it
		{"Enter my PIN 4321", "4321", true},                                   // a pin
		{"Sign in as bob with password hunter22", "bob", false},               // the word after is the secret
		{"Search for CallerPass-Q9!", "CallerPass-Q9!", false},                // no password in the goal
		{"Type Hello World into the box", "Hello World", false},
	}
	for _, r := range rows {
		if got := isSecret(r.goal, r.value); got != r.secret {
			t.Errorf("isSecret(%q, %q) = %v, want %v", r.goal, r.value, got, r.secret)
		}
	}
	for _, w := range secretWords {
		if !mentionsSecret("type my " + w) {
			t.Errorf("secret word %q not read", w)
		}
	}
}
