package golden

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/fake"
)

// tb is what the echo world needs of a *testing.T or a *rapid.T.
type tb interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// mustTB fails by panicking, outside any test.
type mustTB struct{}

func (mustTB) Helper()                           {}
func (mustTB) Fatal(args ...any)                 { panic(fmt.Sprint(args...)) }
func (mustTB) Fatalf(format string, args ...any) { panic(fmt.Sprintf(format, args...)) }

// place is where a page or a service echoes a string.
type place int

const (
	pTitle place = iota
	pText
	pName
	pContext
	pValue
	pOptLabel
	pOptValue
	pHrefPath
	pHrefQuery
	pURL
	pModel
	pRequestID
	pActErr
	pRiskErr
	pFocus
	places
)

// echoWorld is a goal on fake ports whose pages and services echo strings (forms of
// the supplied values, or a secret) in every place a recording holds page or service
// text: the title, visible text, names, context, field values, option labels and
// values, link paths and queries, the page URL, the model's answers and errors. The
// goal fills the first text value and presses Send, unless an error stops it.
type echoWorld struct {
	req    fsm.Request
	echoes [places][]string
	// failAct fails the click on Send; failRisk fails the first risk question.
	failAct, failRisk bool
}

func (w *echoWorld) at(p place) string { return strings.Join(w.echoes[p], " ") }

func (w *echoWorld) page(n int) fsm.Observation {
	doc := map[bool]string{true: "doc1", false: "doc2"}[n <= 2]
	u := "http://shop.test/compose/" + url.PathEscape(w.at(pURL))
	obs := fsm.Observation{
		URL: u, Title: "Compose " + w.at(pTitle), HistoryLength: 1,
		Text:     "Preview: " + w.at(pText),
		Viewport: fsm.Size{Width: 1280, Height: 720}, Scroll: fsm.Scroll{Width: 1280, Height: 720},
		Epoch: fsm.Epoch{Document: doc, URL: u},
	}
	typed := ""
	if n >= 2 && len(w.req.TextValues) > 0 {
		typed = w.req.TextValues[0]
		obs.Text += "\nMessage: " + strings.ToLower(typed)
	}
	sel := fsm.Element{ID: "e3", Role: "combobox", Name: "Size", Tag: "select", InViewport: true,
		Options: []fsm.Option{{Value: "other " + w.at(pOptValue), Label: "Other " + w.at(pOptLabel), Selected: true}}}
	for _, v := range w.req.SelectValues {
		sel.Options = append(sel.Options, fsm.Option{Value: v, Label: v})
	}
	obs.Elements = []fsm.Element{
		{ID: "e1", Role: "textbox", Name: "Message", Tag: "textarea", Value: typed, InViewport: true},
		{ID: "e2", Role: "textbox", Name: "Note " + w.at(pName), Tag: "textarea", Value: w.at(pValue), Context: "Draft " + w.at(pContext), InViewport: true},
		sel,
		{ID: "e4", Role: "link", Name: "Help " + w.at(pName), Tag: "a", InViewport: true,
			Href: "http://shop.test/help/" + url.PathEscape(w.at(pHrefPath)) + "?q=" + url.QueryEscape(w.at(pHrefQuery))},
		{ID: "e5", Role: "button", Name: "Send", Tag: "button", InViewport: true},
		{ID: "e6", Role: "button", Name: "More", Tag: "button", InViewport: true, Expanded: new(bool),
			Popup: []string{"Archive " + w.at(pName), "Print"}},
		{ID: "e7", Role: "tab", Name: "Extras", Tag: "button", InViewport: true, Selected: new(bool),
			Reveals: []fsm.Revealed{{Role: "checkbox", Name: "Gift " + w.at(pName)}, {Role: "textbox", Name: "Gift note"}}},
	}
	return obs
}

// run records the goal with opts and returns the recording.
func (w *echoWorld) run(t tb, opts Options) []byte {
	t.Helper()
	first := ""
	if len(w.req.TextValues) > 0 {
		first = w.req.TextValues[0]
	}
	script := fake.Script(fake.Op(fsm.ActFill, first), fake.Named("Send"))
	dec := &fake.Decider{
		SelectF: func(ctx context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
			ans, err := script(ctx, req)
			ans.Model, ans.RequestID = "model "+w.at(pModel), "req "+w.at(pRequestID)
			return ans, err
		},
		RiskF: func(context.Context, fsm.RiskRequest) (fsm.RiskAnswer, error) {
			if w.failRisk {
				return fsm.RiskAnswer{}, &fsm.DecisionError{Class: fsm.StatusBadRequest, Message: "rejected " + w.at(pRiskErr), RequestID: "req " + w.at(pRequestID)}
			}
			return fsm.RiskAnswer{Risk: 0.01, Model: "model " + w.at(pModel), RequestID: "req " + w.at(pRequestID)}, nil
		},
	}
	br := &fake.Browser{
		ObserveF: func(_ context.Context, n int) (fsm.Observation, error) { return w.page(n), nil },
		FocusF: func(context.Context) (fsm.FocusState, error) {
			return fsm.FocusState{Focused: true, Reason: w.at(pFocus)}, nil
		},
		VerifyF: func(context.Context, fsm.Epoch, fsm.Operation, *fsm.Element) (fsm.Freshness, error) {
			return fsm.Freshness{Fresh: true, Reason: w.at(pFocus)}, nil
		},
		ActF: func(_ context.Context, op fsm.Operation) error {
			if w.failAct && op.Action == fsm.ActClick {
				return &fsm.ActError{Reached: false, Err: errors.New("covered by " + w.at(pActErr))}
			}
			return nil
		},
	}
	var buf bytes.Buffer
	rec := NewRecorder(&buf, opts)
	ex, err := browsergoal.New(browsergoal.Config{Decider: dec, Clock: &fake.Clock{T: time.Unix(1_700_000_000, 0), Step: time.Millisecond}, Recorder: rec})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ex.Run(context.Background(), w.req, br); err != nil {
		t.Fatalf("run: %v", err)
	}
	if rec.Err() != nil || rec.Sessions() != 1 {
		t.Fatalf("recorder: %v, %d sessions", rec.Err(), rec.Sessions())
	}
	return buf.Bytes()
}

// everyString calls f with every string of a recorded session (values and object
// keys), decoded.
func everyString(t tb, session []byte, f func(kind, s string)) {
	t.Helper()
	for _, line := range bytes.Split(bytes.TrimSpace(session), []byte("\n")) {
		var v any
		if err := json.Unmarshal(line, &v); err != nil {
			t.Fatalf("a line that is not JSON: %v\n%s", err, line)
		}
		kind := v.(map[string]any)["kind"].(string)
		var walk func(any)
		walk = func(v any) {
			switch v := v.(type) {
			case string:
				f(kind, v)
			case []any:
				for _, x := range v {
					walk(x)
				}
			case map[string]any:
				for k, x := range v {
					f(kind, k)
					walk(x)
				}
			}
		}
		walk(v)
	}
}

// normal is the test's own case-folded, white-space-normalised form.
func normal(s string) string {
	return strings.Map(func(r rune) rune { return unicode.ToLower(unicode.ToUpper(r)) }, strings.Join(strings.Fields(s), " "))
}

// contains reports whether s holds v in normal form: anywhere for four runes or more,
// else as a whole token.
func contains(s, v string) bool { return containsNormal(normal(s), normal(v)) }

// containsNormal is contains on strings in normal form.
func containsNormal(s, v string) bool {
	if v == "" {
		return false
	}
	if utf8.RuneCountInString(v) >= 4 {
		return strings.Contains(s, v)
	}
	alnum := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	first, _ := utf8.DecodeRuneInString(v)
	last, _ := utf8.DecodeLastRuneInString(v)
	for i := 0; ; {
		j := strings.Index(s[i:], v)
		if j < 0 {
			return false
		}
		a, b := i+j, i+j+len(v)
		before, _ := utf8.DecodeLastRuneInString(s[:a])
		after, _ := utf8.DecodeRuneInString(s[b:])
		if (a == 0 || !alnum(first) || !alnum(before)) && (b == len(s) || !alnum(last) || !alnum(after)) {
			return true
		}
		_, size := utf8.DecodeRuneInString(s[a:])
		i = a + size
	}
}
