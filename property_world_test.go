package browsergoal_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"pgregory.net/rapid"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/guards"
	"github.com/browsergoal/browsergoal/internal/fake"
)

// gate flags since the latest selection, copied onto each action.
type gateFlags struct{ passed, risked, verified bool }

func (w *world) browser() *fake.Browser {
	w.flags = &gateFlags{}
	return &fake.Browser{
		Log: w.log, Clock: w.clock,
		ObserveF: func(ctx context.Context, n int) (fsm.Observation, error) {
			if w.fault("observe_err", 25) {
				return fsm.Observation{}, errors.New("cdp: target closed")
			}
			if w.fault("observe_cancel", 60) {
				w.cancel()
				return fsm.Observation{}, ctx.Err()
			}
			if w.docs == 0 || w.fault("new_doc", 3) {
				w.docs++
			}
			w.obs = w.randomObservation()
			return w.obs, nil
		},
		FocusF: func(context.Context) (fsm.FocusState, error) {
			if w.fault("unfocused", 40) {
				return fsm.FocusState{Focused: false, Reason: "another tab is active"}, nil
			}
			if w.fault("focus_err", 80) {
				return fsm.FocusState{}, errors.New("focus check failed")
			}
			switch {
			case w.fault("browser_lost", 120):
				return fsm.FocusState{}, fsm.BrowserLost("the browser's connection closed", errors.New("use of closed network connection"))
			case w.fault("tab_crashed", 120):
				return fsm.FocusState{}, fsm.TabCrashed("the tab's renderer crashed")
			case w.fault("tab_closed", 120):
				return fsm.FocusState{}, fsm.TabClosed("the tab was closed")
			}
			return fsm.FocusState{Focused: true}, nil
		},
		VerifyF: func(context.Context, fsm.Epoch, fsm.Operation, *fsm.Element) (fsm.Freshness, error) {
			if w.fault("verify_err", 50) {
				return fsm.Freshness{}, errors.New("verify failed")
			}
			if w.churn || w.fault("stale", 6) {
				return fsm.Freshness{Fresh: false, Reason: "page changed"}, nil
			}
			w.flags.verified = true
			return fsm.Freshness{Fresh: true}, nil
		},
		ActF: func(ctx context.Context, op fsm.Operation) error {
			var target *fsm.Element
			if op.Target != "" {
				target = w.obs.ElementByID(op.Target)
				if target == nil {
					w.rt.Fatalf("act on %q, which the latest observation does not have", op.Target)
				}
			}
			w.acts = append(w.acts, actRecord{
				op: op, identity: fsm.Identity(op, &w.obs), target: target,
				passed: w.flags.passed, risked: w.flags.risked, verified: w.flags.verified,
			})
			w.clock.Advance(time.Duration(rapid.IntRange(0, 2000).Draw(w.rt, "act_ms")) * time.Millisecond)
			switch rapid.IntRange(0, 19).Draw(w.rt, "act_outcome") {
			case 14, 15:
				return fsm.NotExecuted(errors.New("element is covered"))
			case 16, 17:
				return fsm.MayHaveReached(errors.New("renderer did not answer"))
			case 18:
				return errors.New("websocket closed")
			case 19:
				w.cancel()
				return fsm.MayHaveReached(ctx.Err())
			}
			return nil
		},
	}
}

func (w *world) randomObservation() fsm.Observation {
	rt := w.rt
	doc := fmt.Sprintf("doc%d", w.docs)
	o := fsm.Observation{
		URL: "http://127.0.0.1/" + doc, Title: doc,
		Viewport:      fsm.Size{Width: 800, Height: 600},
		Scroll:        fsm.Scroll{Y: rapid.SampledFrom([]float64{0, 300, 1400}).Draw(rt, "scroll_y"), Width: 800, Height: rapid.SampledFrom([]float64{600, 2000}).Draw(rt, "scroll_h")},
		HistoryLength: rapid.IntRange(1, 3).Draw(rt, "history"),
		Epoch:         fsm.Epoch{Document: doc, URL: "http://127.0.0.1/" + doc},
	}
	kinds := []string{"text", "search", "email", "number", "password", "file", "hidden", "checkbox", "radio", "submit", "date", "textarea", "select", "button", "link", "editable"}
	n := rapid.IntRange(0, 10).Draw(rt, "elements")
	for i := 0; i < n; i++ {
		kind := rapid.SampledFrom(kinds).Draw(rt, "kind")
		e := fsm.Element{ID: fmt.Sprintf("e%d", i+1), Name: "field " + kind, InViewport: rapid.Bool().Draw(rt, "in_viewport")}
		switch kind {
		case "textarea", "button":
			e.Tag, e.Role = kind, kind
		case "select":
			e.Tag, e.Role = "select", "combobox"
			e.Options = []fsm.Option{{Value: "L", Label: "Large"}, {Value: "S", Label: "Small", Selected: true}, {Value: "blue", Label: "Blue", Disabled: rapid.Bool().Draw(rt, "opt_disabled")}}
		case "link":
			e.Tag, e.Role, e.Href = "a", "link", "http://127.0.0.1/next"
		case "editable":
			e.Tag, e.Role, e.Editable = "div", "textbox", true
		default:
			e.Tag, e.Type, e.Role = "input", kind, "textbox"
		}
		if rapid.IntRange(0, 7).Draw(rt, "disabled") == 7 {
			e.Disabled = true
		}
		if kind == "text" && rapid.Bool().Draw(rt, "prefilled") {
			e.Value = rapid.SampledFrom(textPool).Draw(rt, "prefill")
		}
		o.Elements = append(o.Elements, e)
	}
	return o
}

func (w *world) decider() *fake.Decider {
	classes := append(fsm.DecisionFailures(), fsm.StatusCancelled)
	return &fake.Decider{
		Log: w.log,
		SelectF: func(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
			*w.flags = gateFlags{}
			w.answer = nil
			labels := req.Labels()
			for _, c := range req.Candidates {
				if c.Action == fsm.ActFill && !suppliedVerbatim(w.req, c.Operation) {
					w.rt.Fatalf("offered a value the caller did not supply: %+v", c)
				}
			}
			if w.fault("select_err", 12) {
				class := rapid.SampledFrom(classes).Draw(w.rt, "select_class")
				if class == fsm.StatusCancelled {
					w.cancel()
				}
				if w.fault("too_large", 3) {
					return fsm.SelectionAnswer{}, &fsm.DecisionError{Class: fsm.StatusBadRequest, Err: fsm.ErrRequestTooLarge}
				}
				return fsm.SelectionAnswer{}, &fsm.DecisionError{Class: class, Message: "injected"}
			}
			if w.churn && len(labels) > 1 {
				a := fake.Answer(labels, labels[0], 0.97, 0)
				w.answer, w.flags.passed = &a, true
				return a, nil
			}
			choice := rapid.SampledFrom(labels).Draw(w.rt, "choice")
			p := rapid.SampledFrom([]float64{0.5, 0.74, 0.76, 0.9, 0.97, 1}).Draw(w.rt, "p")
			completion := rapid.SampledFrom([]float64{0, 0, 0, 0.5, 0.79, 0.8, 0.95}).Draw(w.rt, "completion")
			a := fake.Answer(labels, choice, p, completion)
			if w.fault("malformed", 15) {
				switch rapid.IntRange(0, 3).Draw(w.rt, "malformed_kind") {
				case 0:
					delete(a.Probabilities, labels[0])
				case 1:
					a.Probabilities["bogus"] = 0
				case 2:
					a.Probabilities[choice] = 3
				case 3:
					a.Choice = "not-offered"
				}
				return a, nil
			}
			if guards.ValidateSelection(labels, a) == nil {
				w.answer = &a
				w.flags.passed = guards.ClassifySelection(a) == guards.VerdictGatesPassed
			}
			return a, nil
		},
		RiskF: func(ctx context.Context, req fsm.RiskRequest) (fsm.RiskAnswer, error) {
			if !w.flags.passed {
				w.rt.Fatalf("risk asked before a selection passed the gates")
			}
			if w.fault("risk_err", 12) {
				return fsm.RiskAnswer{}, &fsm.DecisionError{Class: rapid.SampledFrom(classes).Draw(w.rt, "risk_class"), Message: "injected"}
			}
			r := 0.0
			if !w.churn {
				r = rapid.SampledFrom([]float64{0, 0.05, 0.099, 0.1, 0.5, 1.5}).Draw(w.rt, "risk")
			}
			w.flags.risked = r < guards.MaxRisk
			return fsm.RiskAnswer{Risk: r}, nil
		},
	}
}

func (w *world) host() *fake.Host {
	return &fake.Host{Log: w.log, StateF: func(ctx context.Context) (fsm.HostState, error) {
		st := fsm.HostState{ComputerEnabled: true, TypeSafeEnabled: true, Permitted: true}
		switch rapid.IntRange(0, 99).Draw(w.rt, "host") {
		case 99:
			st.TypeSafeEnabled = false
		case 98:
			st.ComputerEnabled = false
		case 97, 96:
			st.Permitted = false
		case 95:
			return st, errors.New("credential store unavailable")
		}
		return st, nil
	}}
}
