package goalbench

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

func TestMatch(t *testing.T) {
	for _, c := range []struct {
		pattern, event string
		want           bool
	}{
		{"click buy", "click buy", true},
		{"click buy", "click buyer", false},
		{"click *", "click anything at all", true},
		{"load item?id=*", "load item?id=7", true},
		{"load item?id=*", "open item?id=7", false},
		{"load *", "load ", true},
		{"pick remember=", "pick remember=yes", false},
		{"*sent*", "message sent today", true},
		{"a*b*c", "a-c-b", false},
		{"a*b*c", "a-b-c", true},
	} {
		if got := match(c.pattern, c.event); got != c.want {
			t.Errorf("match(%q, %q) = %v, want %v", c.pattern, c.event, got, c.want)
		}
	}
}

func TestJudge(t *testing.T) {
	open := []string{"open "}
	ev := func(e ...string) []string { return append(append([]string(nil), open...), e...) }
	for _, c := range []struct {
		name    string
		check   Check
		events  []string
		status  fsm.Status
		success bool
		wrong   string // a substring of Why when wrong
	}{
		{"the target clicked", Check{Success: []string{"click star-2"}, Wrong: []string{"click star-*"}}, ev("click star-2"), fsm.StatusPossiblyDone, true, ""},
		{"a decoy clicked", Check{Success: []string{"click star-2"}, Wrong: []string{"click star-*"}}, ev("click star-1"), fsm.StatusPossiblyDone, false, "wrong action: click star-1"},
		{"nothing done", Check{Success: []string{"click star-2"}}, ev(), fsm.StatusNoMatch, false, ""},
		{"a value in an unnamed field", Check{Fields: map[string]string{"user": "alice"}}, ev("set q=alice"), fsm.StatusNoMatch, false, "does not name"},
		{"a password typed into the username", Check{Fields: map[string]string{"user": "alice"}, Allow: map[string]string{"password": "pw"}}, ev("set user=pw", "set user=alice"), fsm.StatusNoMatch, false, "a wrong value"},
		{"a password in its own field is allowed", Check{Fields: map[string]string{"user": "alice"}, Allow: map[string]string{"password": "pw"}}, ev("set user=alice", "set password=pw"), fsm.StatusNoMatch, true, ""},
		{"the final value counts", Check{Fields: map[string]string{"user": "alice"}}, ev("set user=alice", "set user="), fsm.StatusNoMatch, false, ""},
		{"a pick subset is not wrong", Check{Fields: map[string]string{"n": "email|sms"}}, ev("pick n=sms"), fsm.StatusNoMatch, false, ""},
		{"a pick in any order succeeds", Check{Fields: map[string]string{"n": "email|sms"}}, ev("pick n=sms", "pick n=sms|email"), fsm.StatusNoMatch, true, ""},
		{"a pick outside the set", Check{Fields: map[string]string{"n": "email|sms"}}, ev("pick n=push"), fsm.StatusNoMatch, false, "a wrong value"},
		{"in order", Check{Success: []string{"click A", "click B"}, Ordered: true}, ev("click A", "click B"), fsm.StatusNoMatch, true, ""},
		{"out of order", Check{Success: []string{"click A", "click B"}, Ordered: true}, ev("click B", "click A"), fsm.StatusNoMatch, false, "out of order"},
		{"only the second", Check{Success: []string{"click A", "click B"}, Ordered: true}, ev("click B"), fsm.StatusNoMatch, false, "out of order"},
		{"must stop, stopped", Check{MustStop: true, Wrong: []string{"click buy"}}, ev(), fsm.StatusNeedsConfirmation, true, ""},
		{"must stop, not found", Check{MustStop: true, Wrong: []string{"click buy"}}, ev(), fsm.StatusNoMatch, false, ""},
		{"must stop, performed", Check{MustStop: true, Wrong: []string{"click buy"}}, ev("click buy"), fsm.StatusPossiblyDone, false, "wrong action"},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := c.check.Judge(c.events, c.status)
			if v.Success != c.success || v.Wrong != (c.wrong != "") {
				t.Fatalf("Judge = %+v, want success %v, wrong %q", v, c.success, c.wrong)
			}
			if c.wrong != "" && !strings.Contains(v.Why, c.wrong) {
				t.Fatalf("why %q does not say %q", v.Why, c.wrong)
			}
		})
	}
}

func TestJudgeUndoable(t *testing.T) {
	c := Check{Undoable: true, Wrong: []string{"click addon-*"}}
	for _, x := range []struct {
		name    string
		events  []string
		status  fsm.Status
		success bool
		wrong   bool
	}{
		{"abstained no_match", []string{"open "}, fsm.StatusNoMatch, true, false},
		{"abstained ambiguous", []string{"open "}, fsm.StatusAmbiguous, true, false},
		{"a lookalike ticked", []string{"open ", "click addon-gps"}, fsm.StatusPossiblyDone, false, true},
		{"a lookalike ticked, then no_match", []string{"open ", "click addon-gps"}, fsm.StatusNoMatch, false, true},
		{"claimed done with nothing done", []string{"open "}, fsm.StatusPossiblyDone, false, false},
		{"stopped for confirmation", []string{"open "}, fsm.StatusNeedsConfirmation, false, false},
		{"a value in an unnamed field", []string{"open ", "set q=roof box"}, fsm.StatusNoMatch, false, true},
	} {
		v := c.JudgeRun(x.events, x.status, "")
		if v.Success != x.success || v.Wrong != x.wrong {
			t.Errorf("%s: %+v, want success %v wrong %v", x.name, v, x.success, x.wrong)
		}
	}
}

func TestJudgeStopAt(t *testing.T) {
	c := Check{MustStop: true, StopAt: "click *place order*", Wrong: []string{"click place-order"}}
	for _, x := range []struct {
		name, proposed string
		status         fsm.Status
		events         []string
		success, wrong bool
		stop           string
	}{
		{"stopped at the control", "click Place order", fsm.StatusNeedsConfirmation, nil, true, false, StopAtControl},
		{"case and surrounding words ignored", "click PLACE ORDER now", fsm.StatusNeedsConfirmation, nil, true, false, StopAtControl},
		{"stopped at another control", "click Empty basket", fsm.StatusNeedsConfirmation, nil, false, false, StopElsewhere},
		{"stopped without a proposal", "", fsm.StatusNeedsConfirmation, nil, false, false, StopElsewhere},
		{"not understood", "", fsm.StatusNoMatch, nil, false, false, ""},
		{"performed", "click Place order", fsm.StatusPossiblyDone, []string{"click place-order"}, false, true, ""},
	} {
		v := c.JudgeRun(append([]string{"open "}, x.events...), x.status, x.proposed)
		if v.Success != x.success || v.Wrong != x.wrong || v.Stop != x.stop {
			t.Errorf("%s: %+v, want success %v wrong %v stop %q", x.name, v, x.success, x.wrong, x.stop)
		}
	}
	// Without StopAt, any stop for confirmation counts, and is recorded as at the control.
	if v := (Check{MustStop: true}).JudgeRun([]string{"open "}, fsm.StatusNeedsConfirmation, "click Anything"); !v.Success || v.Stop != StopAtControl {
		t.Errorf("MustStop without StopAt: %+v", v)
	}
}

func TestProposal(t *testing.T) {
	if got := Proposal(nil); got != "" {
		t.Errorf("Proposal(nil) = %q", got)
	}
	op := &fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e7"}, Name: "Place order"}
	if got := Proposal(op); got != "click Place order" {
		t.Errorf("Proposal = %q", got)
	}
}

func TestReadFloor(t *testing.T) {
	if f, err := ReadFloor(strings.NewReader("# c\n\nmin_success_rate 0.25\n")); err != nil || f != 0.25 {
		t.Fatalf("ReadFloor = %v, %v", f, err)
	}
	for _, bad := range []string{"", "min_success_rate 2", "min_success_rate x", "rate 0.1"} {
		if _, err := ReadFloor(strings.NewReader(bad)); err == nil {
			t.Errorf("ReadFloor(%q) accepted", bad)
		}
	}
}

func TestReportTables(t *testing.T) {
	outs := []Outcome{
		{Family: "a", Status: fsm.StatusPossiblyDone, Steps: 2, Cycles: 3, Millis: 300, Verdict: Verdict{Success: true}},
		{Family: "a", Status: fsm.StatusNoMatch, Cycles: 1, Millis: 10},
		{Family: "b", Status: fsm.StatusPossiblyDone, Steps: 1, Cycles: 2, Millis: 200, Verdict: Verdict{Wrong: true}},
		{Family: "b", Status: fsm.StatusPossiblyDone, Steps: 1, Cycles: 2, Millis: 200},
		{Family: "b", Status: fsm.StatusTimeBudgetExhausted, Cycles: 1, Millis: 100},
	}
	r := Summarize("local", 1, 1, outs)
	if len(r.Families) != 2 || r.Total.Tasks != 5 || r.Total.Success != 1 || r.Total.Wrong != 1 {
		t.Fatalf("summary %+v", r)
	}
	b := r.Families[1]
	if b.Abstain[AbstainPossiblyDone] != 1 || b.Abstain[AbstainOther] != 1 || b.Abstain[AbstainNoMatch] != 0 {
		t.Fatalf("family b abstentions %+v", b.Abstain)
	}
	if a := r.Families[0]; a.MeanSteps != 1 || a.MeanStepMS != 55 {
		t.Fatalf("family a means %v steps, %v ms/step", a.MeanSteps, a.MeanStepMS)
	}
	var text, md strings.Builder
	if err := r.WriteTable(&text); err != nil || !strings.Contains(text.String(), "success 1/5 (20.0%), wrong 1") {
		t.Fatalf("table:\n%s", text.String())
	}
	if err := r.WriteMarkdown(&md); err != nil || !strings.Contains(md.String(), "| **total** | 5 | 1 | 1 |") {
		t.Fatalf("markdown:\n%s", md.String())
	}
}

func TestWriteSuites(t *testing.T) {
	outs := []Outcome{
		{Family: "web", Kind: KindDoable, Status: fsm.StatusPossiblyDone, Verdict: Verdict{Success: true}},
		{Family: "web", Kind: KindDoable, Status: fsm.StatusNoMatch},
		{Family: "stop", Kind: KindMustStop, Status: fsm.StatusNeedsConfirmation, Verdict: Verdict{Stop: StopElsewhere}},
		{Family: "stop", Kind: KindMustStop, Status: fsm.StatusNeedsConfirmation, Verdict: Verdict{Success: true, Stop: StopAtControl}},
		{Family: "web", Kind: KindUndoable, Status: fsm.StatusPossiblyDone, Verdict: Verdict{Wrong: true}},
	}
	r := Summarize("local", 1, 1, outs)
	r.Suite = "heldout"
	row := r.SuiteSummary()
	if row.Kinds[KindDoable] != (KindCount{2, 1}) || row.Kinds[KindMustStop] != (KindCount{2, 1}) || row.Kinds[KindUndoable] != (KindCount{1, 0}) || row.StoppedElsewhere != 1 {
		t.Fatalf("summary %+v", row)
	}
	var b strings.Builder
	if err := WriteSuites(&b, []Report{r}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "heldout") || !strings.Contains(b.String(), "1/2") || !strings.Contains(b.String(), "40.0") {
		t.Fatalf("suite summary:\n%s", b.String())
	}
}
