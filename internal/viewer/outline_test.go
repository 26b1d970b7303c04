package viewer

import (
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden page outlines under testdata/outline/")

// outlined are the sessions whose page structure is pinned: an action path, a hard stop,
// a stale recheck, an unknown outcome, a decision failure at risk, a failed observation.
var outlined = []string{
	"possibly_done--fill-and-submit", "needs_confirmation--demo-buy-offline", "possibly_done--stale-then-fresh",
	"partial_unknown--alert-on-click", "auth_failed--at-risk", "observe_failed--not-a-web-page",
}

// TestPageOutline pins the pages' structure, not their styling: every element with an
// id, a class or data attributes, nested as in the page, with the text of headings,
// statuses and verdicts; the diagram as the edges and states it marks. Regenerate with
// go test ./internal/viewer -update and review the diff.
func TestPageOutline(t *testing.T) {
	for _, name := range outlined {
		page := render(t, name+".jsonl", readFile(t, filepath.Join(sessionsDir, name+".jsonl")))
		got, err := outline(page)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		path := filepath.Join("testdata", "outline", name+".txt")
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test ./internal/viewer -update)", err)
		}
		if got != string(want) {
			t.Errorf("%s: the page's outline differs from %s; review and rerun with -update:\n%s", name, path, got)
		}
	}
}

// textOf names the elements whose text the outline keeps.
var textOf = []string{"h1", "h2", "h3", "h4", "status", "verdict", "ending", "dispatch"}

// outline reads our own page (well-formed enough for the lenient XML reader) into its
// structure.
func outline(page string) (string, error) {
	dec := xml.NewDecoder(strings.NewReader(page))
	dec.Strict, dec.AutoClose, dec.Entity = false, xml.HTMLAutoClose, xml.HTMLEntity
	var (
		b     strings.Builder
		depth int
		stack []bool // whether each open element is printed
		svg   int    // > 0 inside the diagram
		marks []string
		text  *strings.Builder
		keep  int // depth at which text is being kept
	)
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", err
		}
		switch el := tok.(type) {
		case xml.StartElement:
			attrs := map[string]string{}
			var data []string
			for _, a := range el.Attr {
				attrs[a.Name.Local] = a.Value
				if strings.HasPrefix(a.Name.Local, "data-") {
					data = append(data, a.Name.Local+"="+a.Value)
				}
			}
			if svg > 0 || el.Name.Local == "svg" {
				svg++
				if c := attrs["class"]; strings.Contains(c, "taken") || strings.Contains(c, "visited") {
					marks = append(marks, c+" "+attrs["id"])
				}
				stack = append(stack, false)
				continue
			}
			show := text == nil && (attrs["id"] != "" || attrs["class"] != "" || len(data) > 0 || slices.Contains(textOf, el.Name.Local))
			stack = append(stack, show)
			if !show {
				continue
			}
			fmt.Fprintf(&b, "\n%s%s", strings.Repeat("  ", depth), el.Name.Local)
			if id := attrs["id"]; id != "" {
				b.WriteString("#" + id)
			}
			for _, c := range strings.Fields(attrs["class"]) {
				b.WriteString("." + c)
			}
			for _, d := range data {
				b.WriteString(" [" + d + "]")
			}
			depth++
			if text == nil && (slices.Contains(textOf, el.Name.Local) || slices.ContainsFunc(strings.Fields(attrs["class"]), func(c string) bool { return slices.Contains(textOf, c) })) {
				text, keep = &strings.Builder{}, depth
			}
		case xml.EndElement:
			if len(stack) == 0 {
				continue
			}
			show := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if svg > 0 {
				if svg--; svg == 0 {
					fmt.Fprintf(&b, "\n%s(diagram: %s)", strings.Repeat("  ", depth), strings.Join(marks, "; "))
					marks = nil
				}
				continue
			}
			if show {
				if text != nil && keep == depth {
					fmt.Fprintf(&b, " %q", strings.Join(strings.Fields(text.String()), " "))
					text = nil
				}
				depth--
			}
		case xml.CharData:
			if text != nil {
				text.Write(el)
			}
		}
	}
	return strings.TrimPrefix(b.String(), "\n") + "\n", nil
}
