package local

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

var update = flag.Bool("update", false, "rewrite the expected output of the explain scripts")

// A script is a text file under testdata/explain: the request above a "----" line, the
// decider's explanation (reading, plan, score table, choice) below it.
//
//	goal: Forward the email from Evy to Cathrine
//	url: http://127.0.0.1/inbox
//	done: fill textbox Subject = Quarterly numbers      (an executed trace entry)
//	fill textbox "Subject" = Quarterly numbers          (a candidate; labels 1, 2, … in order)
//	click button "Send"
//	click link "Pricing" -> http://127.0.0.1/pricing near "Plans"
//	click switch "Dark mode" checked=true               (a box's, radio's or switch's state)
//	click combobox "Cabin" popup=["Economy","Business"] (a closed list's hidden items)
//	navigate https://example.org/pricing
//	----
//	goal: …
//
// go test -run TestExplainScripts -update rewrites the part below "----"; review the diff.
func TestExplainScripts(t *testing.T) {
	files, err := filepath.Glob("testdata/explain/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	d := New(Options{})
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			b, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			in, want, _ := strings.Cut(string(b), "----\n")
			req, err := parseScript(in)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			got := d.Explain(req).String()
			if *update {
				if err := os.WriteFile(file, []byte(in+"----\n"+got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if got != want {
				t.Errorf("%s: explanation differs (run with -update and review the diff)\n--- got\n%s--- want\n%s", file, got, want)
			}
		})
	}
}

func parseScript(in string) (fsm.SelectionRequest, error) {
	req := fsm.SelectionRequest{URL: "http://127.0.0.1/", Step: 1}
	p := &page{}
	sc := bufio.NewScanner(strings.NewReader(in))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		key, rest, _ := strings.Cut(line, " ")
		switch key {
		case "", "#":
		case "goal:":
			req.Goal = rest
		case "url:":
			req.URL = rest
		case "text:": // a line of the page's visible text
			req.PageText = strings.TrimPrefix(req.PageText+"\n"+rest, "\n")
		case "done:":
			act, tail, _ := strings.Cut(rest, " ")
			target, value, _ := strings.Cut(tail, " = ")
			req.Trace = append(req.Trace, done(len(req.Trace)+1, fsm.Action(act), target, value))
			req.Step = len(req.Trace) + 1
		case "fill", "select":
			var role, name, value string
			if _, err := fmt.Sscanf(rest, "%s %q", &role, &name); err != nil {
				return req, fmt.Errorf("line %d: want `%s ROLE \"NAME\" = VALUE`: %w", n, key, err)
			}
			_, value, _ = strings.Cut(rest, " = ")
			target := fmt.Sprintf("f-%s", strings.ToLower(name))
			if key == "fill" {
				p.fill(target, role, name, value)
			} else {
				p.sel(target, name, value)
			}
		case "click":
			var role, name string
			if _, err := fmt.Sscanf(rest, "%s %q", &role, &name); err != nil {
				return req, fmt.Errorf("line %d: want `click ROLE \"NAME\" [-> HREF] [near \"TEXT\"]`: %w", n, err)
			}
			href := ""
			if _, h, ok := strings.Cut(rest, " -> "); ok {
				href, _, _ = strings.Cut(h, " ")
			}
			p.click(role, name, href)
			// "checked=true" or "checked=false" after the name: a box's, radio's or
			// switch's state.
			for _, st := range []bool{true, false} {
				if strings.Contains(rest, fmt.Sprintf(" checked=%v", st)) {
					c := &p.cands[len(p.cands)-1]
					c.Checked = &st
					c.Description += fmt.Sprintf(" (checked=%v)", st)
				}
			}
			if _, pj, ok := strings.Cut(rest, " popup="); ok {
				// popup=[…] after the name: the hidden items of the closed list it opens.
				end := strings.Index(pj, "]")
				c := &p.cands[len(p.cands)-1]
				closed := false
				if end < 0 || json.Unmarshal([]byte(pj[:end+1]), &c.Popup) != nil {
					return req, fmt.Errorf("line %d: popup wants a JSON list of strings", n)
				}
				c.Expanded = &closed
			}
			if _, near, ok := strings.Cut(rest, " near "); ok {
				var ctx string
				if err := json.Unmarshal([]byte(near), &ctx); err != nil {
					return req, fmt.Errorf("line %d: near wants a quoted text: %w", n, err)
				}
				p.near(ctx)
			}
		case "navigate":
			p.navigate(rest)
		default:
			return req, fmt.Errorf("line %d: unknown line %q", n, line)
		}
	}
	req.Candidates = p.cands
	return req, sc.Err()
}
