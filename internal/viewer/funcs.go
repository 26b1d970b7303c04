package viewer

import (
	"encoding/json"
	"fmt"
	"html/template"
	"regexp"
	"slices"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// defaultDigestPrefix is how digests begin in a session whose header names no prefix.
const defaultDigestPrefix = "redacted-"

// digestPattern finds the digests a redacted session holds in place of values: its
// header's prefix and hex digits.
func digestPattern(prefix string) *regexp.Regexp {
	if prefix == "" {
		prefix = defaultDigestPrefix
	}
	return regexp.MustCompile(regexp.QuoteMeta(prefix) + `[0-9a-f]{6,64}`)
}

// funcs are the templates' helpers; digests are marked by digest.
func funcs(digest *regexp.Regexp) template.FuncMap {
	text := func(s string) template.HTML { return markDigests(digest, s) }
	return template.FuncMap{
		"txt":   text,
		"p2":    func(f float64) string { return fmt.Sprintf("%.2f", f) },
		"pct":   func(f float64) string { return fmt.Sprintf("%.1f", min(max(f, 0), 1)*100) },
		"kv":    func(v any) template.HTML { return keyValues(digest, v) },
		"json":  compactJSON,
		"op":    opText,
		"join":  strings.Join,
		"label": stateLabel,
		"deref": func(b *bool) bool { return b != nil && *b },
	}
}

// markDigests escapes s and marks every digest of a redacted value, so the reader sees
// that it stands for a value, never the value.
func markDigests(digest *regexp.Regexp, s string) template.HTML {
	esc := template.HTMLEscapeString(s)
	return template.HTML(digest.ReplaceAllStringFunc(esc, func(d string) string {
		return `<span class="digest" title="the digest of a redacted value">` + d + `</span>`
	}))
}

// opText describes an operation compactly: "fill e3 \"value\"".
func opText(op fsm.Operation) string {
	s := string(op.Action)
	if op.Target != "" {
		s += " " + op.Target
	}
	if op.Direction != "" {
		s += " " + op.Direction
	}
	if op.Value != "" {
		s += fmt.Sprintf(" %q", op.Value)
	}
	return s
}

// stateLabel names what a state's time was spent on, for the waterfall.
func stateLabel(s fsm.State) string {
	switch s {
	case fsm.Observing:
		return "observe"
	case fsm.Proposing:
		return "propose"
	case fsm.Selecting:
		return "decision: selection"
	case fsm.AssessingRisk:
		return "decision: risk"
	case fsm.Rechecking:
		return "recheck"
	case fsm.Dispatching:
		return "dispatch (with its settle)"
	}
	return string(s)
}

func compactJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

// keyValues renders a decoded JSON value readably: objects as definition lists, arrays
// as ordered lists, scalars as text (digests marked).
func keyValues(digest *regexp.Regexp, v any) template.HTML {
	var b strings.Builder
	writeKV(&b, digest, v, 0)
	return template.HTML(b.String())
}

// maxDepth bounds the nesting drawn; deeper values are printed as JSON.
const maxDepth = 8

func writeKV(b *strings.Builder, digest *regexp.Regexp, v any, depth int) {
	text := func(s string) template.HTML { return markDigests(digest, s) }
	if depth > maxDepth {
		b.WriteString(string(text(compactJSON(v))))
		return
	}
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b.WriteString(`<dl class="kv">`)
		for _, k := range keys {
			b.WriteString("<dt>" + string(text(k)) + "</dt><dd>")
			writeKV(b, digest, x[k], depth+1)
			b.WriteString("</dd>")
		}
		b.WriteString("</dl>")
	case []any:
		b.WriteString(`<ol class="kv">`)
		for _, it := range x {
			b.WriteString("<li>")
			writeKV(b, digest, it, depth+1)
			b.WriteString("</li>")
		}
		b.WriteString("</ol>")
	case string:
		b.WriteString(string(text(x)))
	case nil:
		b.WriteString("null")
	default:
		b.WriteString(string(text(fmt.Sprint(x))))
	}
}
