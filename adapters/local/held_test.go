package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// TestSubmitHeldWhileASuppliedValueFitsAFieldHere: a goal that supplies a subject and a
// body, with only the subject typed, never proposes Send: the message would go out with
// its body empty. Once both are typed, Send passes.
func TestSubmitHeldWhileASuppliedValueFitsAFieldHere(t *testing.T) {
	const subject, body = "Quarterly numbers", "Please find the figures attached."
	for _, goal := range []string{
		"Write an email with the subject " + subject + " saying " + body + " and send it",
		"Send a message: subject " + subject + ", text " + body,
	} {
		p := &page{}
		p.fill("e1", "textbox", "Subject", subject).fill("e1", "textbox", "Subject", body)
		p.fill("e2", "textbox", "Message", subject).fill("e2", "textbox", "Message", body)
		p.click("button", "Send", "")
		send := byDesc(t, p.cands, `click button "Send"`)
		req := fsm.SelectionRequest{Goal: goal, URL: "http://127.0.0.1/compose", Step: 2, Candidates: p.cands,
			Trace: []fsm.TraceEntry{done(1, fsm.ActFill, "textbox Subject", subject)}}
		a := mustSelect(t, New(Options{}), req)
		if a.Choice == send {
			t.Fatalf("%q: Send proposed with the body unentered\n%s", goal, dump(req, a))
		}
		req.Trace = append(req.Trace, done(2, fsm.ActFill, "textbox Message", body))
		req.Step = 3
		if a := mustSelect(t, New(Options{}), req); a.Choice != send || verdict(a) != "passed" {
			t.Fatalf("%q: after both entries want Send to pass, got %s\n%s", goal, a.Choice, dump(req, a))
		}
	}
}
