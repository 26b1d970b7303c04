package golden

import (
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"

	"github.com/browsergoal/browsergoal/fsm"
)

// valueRunes are what random values are made of: ASCII letters and digits, punctuation,
// spaces, and letters whose case folding is unusual (ß, the Kelvin sign, dotted and
// dotless i, Greek sigma).
var valueRunes = []rune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.'@/&?=ßKİıΣσςé")

// vocabulary is every string of unredacted sessions of the echo world with placeholder
// values: the format's own words (kinds, statuses, actions, roles, labels), the engine's
// prose and the pages' fixed words. A random value that is part of one of them is not a
// test of redaction (a value "fill" is in every fill operation's action) and is drawn
// again.
var vocabulary = sync.OnceValue(func() []string {
	var out []string
	for n := range fsm.MaxCandidates + 1 { // candidate labels
		out = append(out, strconv.Itoa(n+1))
	}
	// A redacted header's keys and modes.
	out = append(out, "redacted", "redaction", "digest_prefix", string(RedactValues), string(RedactAll))
	for _, fail := range []string{"", "act", "risk"} {
		w := &echoWorld{req: fsm.Request{Goal: "Qqqq", TextValues: []string{"Qqqq"}, SelectValues: []string{"Qqqq2"}, NavigateURLs: []string{"http://shop.test/go"}, MaxSteps: 4, TimeoutMS: 10_000},
			failAct: fail == "act", failRisk: fail == "risk"}
		everyString(mustTB{}, w.run(mustTB{}, Options{}), func(_, s string) { out = append(out, normal(s)) })
	}
	return out
})

func structural(v string) bool {
	v = normal(v)
	for _, s := range vocabulary() {
		if containsNormal(s, v) {
			return true
		}
	}
	return false
}

// variant is one form of v a page may echo: exact, lower or upper case, or with its
// white space changed.
func variant(v string, form int) string {
	switch form {
	case 1:
		return strings.ToLower(v)
	case 2:
		return strings.ToUpper(v)
	case 3:
		return "\t" + strings.ReplaceAll(v, " ", " \n  ") + " "
	}
	return v
}

// TestNoSuppliedValueSurvivesRedaction is the property: for random values (text and
// select values, and a navigate URL carrying one in its path and query) and pages and
// services that echo them in random forms and places (text, titles, names, context,
// field values, option labels and values, link paths and queries, the page URL, the
// model's answers, errors), a redacted session holds no supplied value in any form,
// exact or case-folded, in either mode; a value shorter than four runes holds as no
// whole token.
func TestNoSuppliedValueSurvivesRedaction(t *testing.T) {
	value := rapid.Custom(func(t *rapid.T) string {
		v := rapid.StringOfN(rapid.RuneFrom(valueRunes), 1, 24, -1).Draw(t, "v")
		return strings.Join(strings.Fields(v), " ")
	}).Filter(func(v string) bool { return v != "" && utf8.RuneCountInString(v) <= 24 && !structural(v) })
	rapid.Check(t, func(rt *rapid.T) {
		vals := rapid.SliceOfNDistinct(value, 1, 5, normal).Draw(rt, "values")
		nText := rapid.IntRange(1, len(vals)).Draw(rt, "text values")
		w := &echoWorld{req: fsm.Request{Goal: "Type it", TextValues: vals[:nText], SelectValues: vals[nText:], MaxSteps: 4, TimeoutMS: 10_000}}
		if rapid.Bool().Draw(rt, "navigate") {
			v := rapid.SampledFrom(vals).Draw(rt, "navigate value")
			w.req.NavigateURLs = []string{"http://shop.test/go/" + url.PathEscape(v) + "?q=" + url.QueryEscape(v)}
			w.echoes[pText] = append(w.echoes[pText], w.req.NavigateURLs[0])
		}
		if rapid.Bool().Draw(rt, "goal quotes a value") {
			w.req.Goal += " '" + rapid.SampledFrom(vals).Draw(rt, "quoted") + "' now"
		}
		for p := range places {
			for range rapid.IntRange(0, 2).Draw(rt, "echoes") {
				v := rapid.SampledFrom(vals).Draw(rt, "echoed")
				w.echoes[p] = append(w.echoes[p], variant(v, rapid.IntRange(0, 3).Draw(rt, "form")))
			}
		}
		w.failAct, w.failRisk = rapid.Bool().Draw(rt, "fail act"), rapid.Bool().Draw(rt, "fail risk")
		mode := rapid.SampledFrom([]Redaction{RedactValues, RedactAll}).Draw(rt, "mode")
		got := w.run(rt, Options{Redaction: mode})
		everyString(rt, got, func(kind, s string) {
			for _, v := range vals {
				if contains(s, v) {
					rt.Fatalf("mode %s: a %s line holds the value %q in %q", mode, kind, v, s)
				}
				if q := url.QueryEscape(v); q != v && utf8.RuneCountInString(v) >= shortRunes && strings.Contains(s, q) {
					rt.Fatalf("mode %s: a %s line holds the value %q escaped in %q", mode, kind, v, s)
				}
			}
		})
	})
}
