package conformance_test

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/browsergoal/browsergoal/adapters/bidi"
	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/fsm"
)

// comparedPages lists the fixture pages both adapters must observe identically: every
// page under the fixture directory (and its subdirectories), so a page added for either
// adapter is compared too. big.html is taken at 300 elements (its default is 10,000).
// The listeners directory is left out: its pages hold elements whose only sign is a
// script listener, which Chromium observes through adapters/rod's listener probe and
// Firefox cannot (WebDriver BiDi reads no listeners), the one documented difference
// between the adapters' observations (adapters/bidi's package documentation).
func comparedPages(t *testing.T) []string {
	var pages []string
	err := filepath.WalkDir(conformance.Fixtures, func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() == "listeners" {
			return filepath.SkipDir
		}
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".html") {
			return err
		}
		rel, err := filepath.Rel(conformance.Fixtures, path)
		if err != nil {
			return err
		}
		page := "/" + filepath.ToSlash(rel)
		if page == "/big.html" {
			page += "?n=300"
		}
		pages = append(pages, page)
		return nil
	})
	if err != nil || len(pages) == 0 {
		t.Fatalf("list the fixture pages: %v (%d found)", err, len(pages))
	}
	return pages
}

// same is what must agree between the two browsers: everything an element says except
// its box, whether it intersects the viewport and a scrollable region's heights (all
// follow each engine's layout and font metrics: an element near the fold can be in view
// in one and not the other), and
// the page's text, counts and title.
type same struct {
	Title    string
	Text     string
	Dropped  int
	Elements []fsm.Element
}

func comparable(obs fsm.Observation, base string) string {
	s := same{Title: obs.Title, Text: obs.Text, Dropped: obs.Dropped}
	for _, e := range obs.Elements {
		e.Box, e.InViewport = fsm.Rect{}, false
		if e.Region != nil { // a region's heights follow layout and fonts, like its box
			e.Region = &fsm.Region{Top: e.Region.Top}
		}
		e.Href = strings.TrimPrefix(e.Href, base)
		s.Elements = append(s.Elements, e)
	}
	b, _ := json.MarshalIndent(s, "", "  ")
	return string(b)
}

// TestChromiumAndFirefoxObserveAlike observes each fixture page in headless Chromium
// (adapters/rod) and headless Firefox (adapters/bidi): the same elements in the same
// order with the same ids, roles, names, states, values and contexts, the same
// exclusions and the same text. Only the boxes may differ.
func TestChromiumAndFirefoxObserveAlike(t *testing.T) {
	if _, err := rod.FindChromium(""); err != nil && os.Getenv("CI") == "" {
		t.Skip(err)
	}
	if _, err := bidi.FindFirefox(""); err != nil && os.Getenv("CI") == "" {
		t.Skip(err)
	}
	srv := conformance.NewServer(conformance.Fixtures)
	defer srv.Close()
	// One budget for the whole comparison: the fixtures grow, and a loaded machine (CI
	// runs two packages' browsers at once) needs several seconds a page.
	ctx, cancel := context.WithTimeout(context.Background(), 9*time.Minute)
	defer cancel()
	chromium, err := rod.Launch(ctx, rod.LaunchOptions{Logger: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	defer chromium.Close()
	firefox, err := bidi.Launch(ctx, bidi.LaunchOptions{Logger: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	defer firefox.Close()
	for _, page := range comparedPages(t) {
		t.Run(strings.TrimPrefix(page, "/"), func(t *testing.T) {
			ct, err := chromium.NewTab(ctx, srv.URL+page)
			if err != nil {
				t.Fatal(err)
			}
			defer ct.Close(ctx)
			ft, err := firefox.NewTab(ctx, srv.URL+page)
			if err != nil {
				t.Fatal(err)
			}
			defer ft.Close(ctx)
			co, err := ct.Observe(ctx)
			if err != nil {
				t.Fatal(err)
			}
			fo, err := ft.Observe(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if c, f := comparable(co, srv.URL), comparable(fo, srv.URL); c != f {
				t.Errorf("Chromium and Firefox observe %s differently:\n%s", page, lineDiff(c, f))
			}
		})
	}
}

// lineDiff lists the lines that differ, side by side by position.
func lineDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	var out []string
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			out = append(out, "chromium: "+strings.TrimSpace(x)+"\n firefox: "+strings.TrimSpace(y))
		}
		if len(out) >= 20 {
			break
		}
	}
	return strings.Join(out, "\n")
}
