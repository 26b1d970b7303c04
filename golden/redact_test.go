package golden

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal/fsm"
)

// issueWorld is issue 21's goal: a message typed and echoed back by the page in every
// place, in its exact, lower- and upper-case forms.
func issueWorld() *echoWorld {
	const v = "VerySecretText-42"
	w := &echoWorld{req: fsm.Request{Goal: "Write the message '" + v + "' and send it", TextValues: []string{v}, MaxSteps: 4, TimeoutMS: 10_000}}
	for p := range places {
		w.echoes[p] = []string{[]string{v, strings.ToLower(v), strings.ToUpper(v)}[int(p)%3]}
	}
	return w
}

func count(session []byte, v string) int {
	return bytes.Count(session, []byte(v)) + bytes.Count(bytes.ToLower(session), []byte(strings.ToLower(v))) - bytes.Count(session, []byte(strings.ToLower(v)))
}

// TestARedactedSessionHoldsNoSuppliedValue: the issue's case. Unredacted, the value is
// in the file many times; redacted (either mode), in no form, and every form of it got
// the one digest.
func TestARedactedSessionHoldsNoSuppliedValue(t *testing.T) {
	const v = "VerySecretText-42"
	plain := issueWorld().run(t, Options{})
	t.Logf("unredacted: %d occurrences of %q (any case)", count(plain, v), v)
	if count(plain, v) < 10 {
		t.Fatalf("the unredacted session should hold the value everywhere:\n%s", plain)
	}
	digest := regexp.MustCompile(`redacted-[0-9a-f]{12}`)
	for _, mode := range []Redaction{RedactValues, RedactAll} {
		got := issueWorld().run(t, Options{Redaction: mode})
		if n := count(got, v); n != 0 {
			t.Errorf("%s: the value is in the redacted session %d times:\n%s", mode, n, got)
		}
		s, err := ReadSessions(bytes.NewReader(got))
		if err != nil {
			t.Fatal(err)
		}
		h := s[0].Header
		if !h.Redacted || h.Redaction != mode || h.DigestPrefix != DefaultDigestPrefix {
			t.Errorf("%s: header %+v", mode, h)
		}
		d := s[0].Request.TextValues[0]
		if !digest.MatchString(d) || s[0].Request.Goal != "Write the message '"+d+"' and send it" {
			t.Errorf("%s: the request: %+v", mode, s[0].Request)
		}
		// Every form of the value got its digest: no other digest stands for it.
		for _, e := range s[0].Events {
			if e.Kind == KindObserve && e.Observation.Elements[0].Value != "" && e.Observation.Elements[0].Value != d {
				t.Errorf("%s: the typed field holds %q, want the value's digest %q", mode, e.Observation.Elements[0].Value, d)
			}
			if e.Kind == KindSelect && !strings.Contains(e.Selection.Goal, d) {
				t.Errorf("%s: the selection request's goal %q lacks the digest", mode, e.Selection.Goal)
			}
		}
		want := map[Redaction]string{RedactValues: "Message: ", RedactAll: "Xxxxxxx: "}[mode] + d
		if !strings.Contains(string(got), want) {
			t.Errorf("%s: the page's echo \"Message: verysecrettext-42\" should read %q", mode, want)
		}
	}
}

var allKinds = []Kind{KindHeader, KindRequest, KindClock, KindHost, KindFocus, KindObserve, KindSelect, KindRisk, KindVerify, KindAct, KindStep, KindResult}

// TestTheAPIKeyIsNeverRecorded: a key that the goal, the page and the services all
// echo is in no line of any kind, redacted or not.
func TestTheAPIKeyIsNeverRecorded(t *testing.T) {
	const key = "ts_live_K3yS3cr3t-0123456789abcdef"
	seen := map[Kind]bool{}
	for _, mode := range []Redaction{RedactNone, RedactValues, RedactAll} {
		for _, fail := range []string{"", "act", "risk"} {
			w := &echoWorld{req: fsm.Request{Goal: "Send it; my key is " + key, TextValues: []string{"hello"}, MaxSteps: 4, TimeoutMS: 10_000},
				failAct: fail == "act", failRisk: fail == "risk"}
			for p := range places {
				w.echoes[p] = []string{key}
			}
			got := w.run(t, Options{Redaction: mode, Secrets: []string{key}})
			for _, line := range bytes.Split(bytes.TrimSpace(got), []byte("\n")) {
				k := Kind(regexp.MustCompile(`"kind":"(\w+)"`).FindSubmatch(line)[1])
				seen[k] = true
				if bytes.Contains(line, []byte(key)) || bytes.Contains(line, []byte("K3yS3cr3t")) {
					t.Errorf("mode %q, fail %q: a %s line holds the key:\n%s", mode, fail, k, line)
				}
			}
			if mode == RedactNone && !bytes.Contains(got, []byte("my key is [redacted]")) {
				t.Errorf("the goal should read \"my key is [redacted]\":\n%s", got)
			}
		}
	}
	for _, k := range allKinds {
		if !seen[k] {
			t.Errorf("no %s line was checked", k)
		}
	}
}

// TestRedactAllKeepsStructure: --redact=all masks the page's text letter by letter and
// keeps the roles, tags, boxes and lengths; the goal keeps its words.
func TestRedactAllKeepsStructure(t *testing.T) {
	w := issueWorld()
	for p := range pModel { // the page's places
		w.echoes[p] = append(w.echoes[p], "Private Words 2024")
	}
	plain, err := ReadSessions(bytes.NewReader(w.run(t, Options{})))
	if err != nil {
		t.Fatal(err)
	}
	raw := w.run(t, Options{Redaction: RedactAll})
	masked, err := ReadSessions(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	for _, word := range []string{"Private", "Words", "2024", "Compose", "Preview", "Help", "Draft"} {
		if bytes.Contains(raw, []byte(word)) {
			t.Errorf("--redact=all left the page's %q", word)
		}
	}
	if !strings.HasPrefix(masked[0].Request.Goal, "Write the message 'redacted-") {
		t.Errorf("the goal is the caller's: %q", masked[0].Request.Goal)
	}
	a, b := plain[0].Events, masked[0].Events
	if len(a) != len(b) {
		t.Fatalf("%d events unredacted, %d masked", len(a), len(b))
	}
	for i := range a {
		if a[i].Kind != KindObserve {
			continue
		}
		po, mo := a[i].Observation, b[i].Observation
		if len(po.Elements) != len(mo.Elements) {
			t.Fatalf("elements differ")
		}
		for j := range po.Elements {
			pe, me := po.Elements[j], mo.Elements[j]
			if pe.ID != me.ID || pe.Role != me.Role || pe.Tag != me.Tag || pe.Box != me.Box || len(pe.Options) != len(me.Options) {
				t.Errorf("element %d: %+v became %+v", j, pe, me)
			}
			if me.Name != "" && !strings.Contains(me.Name, "redacted-") && utf8.RuneCountInString(pe.Name) != utf8.RuneCountInString(me.Name) {
				t.Errorf("element %d: name %q masked as %q (another length)", j, pe.Name, me.Name)
			}
		}
		if got := mo.Title; !strings.HasPrefix(got, "Xxxxxxx ") {
			t.Errorf("the title %q is not masked", got)
		}
	}
	rep, err := Replay(context.Background(), masked[0])
	if err != nil || rep.Redaction != RedactAll || rep.Result.Status != masked[0].Result.Status {
		t.Fatalf("replaying the masked session: %+v, %v", rep, err)
	}
}

// TestARedactedReplaySaysSoPlainly: a redacted session whose decisions depended on
// the replaced text does not replay; Replay says why, and it is not a divergence. One
// whose offers only came in another order replays.
func TestARedactedReplaySaysSoPlainly(t *testing.T) {
	w := issueWorld()
	// A field holding another case of the value holds the same digest: replay would
	// find the value already set there.
	w.echoes[pValue] = nil
	s, err := ReadSessions(bytes.NewReader(w.run(t, Options{Redaction: RedactValues})))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Replay(context.Background(), s[0])
	if err != nil || rep.Redaction != RedactValues {
		t.Fatalf("the redacted issue session should replay: %+v, %v", rep, err)
	}
	// A quantity typed into a number field: its digest is no number, so the replay
	// offers no fill.
	w = &echoWorld{req: fsm.Request{Goal: "Set the quantity to 42 and send it", TextValues: []string{"42"}, MaxSteps: 4, TimeoutMS: 10_000}}
	raw := w.run(t, Options{Redaction: RedactValues})
	raw = bytes.ReplaceAll(raw, []byte(`"tag":"textarea","value":""`), []byte(`"tag":"input","type":"number"`))
	raw = bytes.ReplaceAll(raw, []byte(`"name":"Message","tag":"textarea"`), []byte(`"name":"Message","tag":"input","type":"number"`))
	s, err = ReadSessions(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Replay(context.Background(), s[0])
	var re *RedactedReplayError
	var de *DivergenceError
	if !errors.As(err, &re) || errors.As(err, &de) || !strings.Contains(err.Error(), "byte-exact replay does not hold for a redacted recording") {
		t.Fatalf("Replay = %v, want a *RedactedReplayError (and no *DivergenceError)", err)
	}
	t.Log(err)
}

// TestADigestHoldsNoSuppliedValue: a supplied value that is part of "redacted-" moves
// the session's digests to another prefix, which the header names.
func TestADigestHoldsNoSuppliedValue(t *testing.T) {
	w := &echoWorld{req: fsm.Request{Goal: "Type Dacted", TextValues: []string{"Dacted"}, MaxSteps: 4, TimeoutMS: 10_000}}
	w.echoes[pHrefQuery] = []string{"dacted"}
	raw := w.run(t, Options{Redaction: RedactValues})
	s, err := ReadSessions(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	if p := s[0].Header.DigestPrefix; p != "digest-" || !strings.HasPrefix(s[0].Request.TextValues[0], p) {
		t.Fatalf("digest prefix %q, text value %q", p, s[0].Request.TextValues[0])
	}
	body := raw[bytes.IndexByte(raw, '\n'):] // the header's own keys say "redacted"
	if bytes.Contains(bytes.ToLower(body), []byte("dacted")) {
		t.Errorf("the session holds the value:\n%s", raw)
	}
}
