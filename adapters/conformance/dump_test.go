package conformance_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/adapters/bidi"
	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/adapters/rod"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/goalbench"
)

// TestObservationDump is the identity check of a change to the in-page library that
// must not change what is observed: with BROWSERGOAL_OBSDUMP=FILE it observes every
// page it knows twice through the adapter's Observe (Chromium, or Firefox with
// BROWSERGOAL_OBSDUMP_BROWSER=firefox) and writes one sorted line per page and
// observation, "URL<TAB>n<TAB>observation JSON", with the servers' ports and the epoch's
// document id and counters left out. Run it in two trees (main's and the branch's) and
// compare the files with diff. Without the variable it is skipped.
//
// The pages: every fixture page, rows.html and shapes.html's four shapes at 100, 2,000
// and 10,000 elements, golden's pages, and every route of every goalbench site and
// suite site with the first instance (seed 1) of the site's first task.
func TestObservationDump(t *testing.T) {
	out := os.Getenv("BROWSERGOAL_OBSDUMP")
	if out == "" {
		t.Skip("BROWSERGOAL_OBSDUMP is not set")
	}
	urls, hosts, done := dumpPages(t)
	defer done()
	open := dumpBrowser(t, os.Getenv("BROWSERGOAL_OBSDUMP_BROWSER"))
	norm := func(s string) string {
		for i, h := range hosts {
			s = strings.ReplaceAll(s, h, fmt.Sprintf("HOST%d", i))
		}
		return s
	}
	var lines []string
	for _, u := range urls {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		tab, err := open(ctx, u)
		if err != nil {
			lines = append(lines, norm(u)+"\t-\topen: "+err.Error())
			cancel()
			continue
		}
		time.Sleep(400 * time.Millisecond)
		for k := 0; k < 2; k++ {
			rec := "error: "
			obs, err := tab.Observe(ctx)
			if err != nil {
				rec += err.Error()
			} else {
				obs.Epoch.Document, obs.Epoch.Mutations, obs.Epoch.Inputs = "", 0, 0
				b, _ := json.Marshal(obs)
				rec = string(b)
			}
			lines = append(lines, fmt.Sprintf("%s\t%d\t%s", norm(u), k, norm(rec)))
		}
		_ = tab.Close(ctx)
		cancel()
	}
	sort.Strings(lines)
	if err := os.WriteFile(out, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d pages observed into %s", len(urls), out)
}

// dumpTab is what TestObservationDump uses of an adapter's tab.
type dumpTab interface {
	Observe(ctx context.Context) (fsm.Observation, error)
	Close(ctx context.Context) error
}

// dumpBrowser launches the browser named ("firefox", else Chromium), closed at the end
// of the test, and returns how a tab is opened in it.
func dumpBrowser(t *testing.T, name string) func(ctx context.Context, url string) (dumpTab, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if name == "firefox" {
		s, err := bidi.Launch(ctx, bidi.LaunchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() })
		return func(ctx context.Context, url string) (dumpTab, error) { return s.NewTab(ctx, url) }
	}
	s, err := rod.Launch(ctx, rod.LaunchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return func(ctx context.Context, url string) (dumpTab, error) { return s.NewTab(ctx, url) }
}

// dumpPages starts the servers and lists the pages' URLs, with the servers' host:port
// (left out of the dump) and a function that stops them.
func dumpPages(t *testing.T) (urls, hosts []string, done func()) {
	const golden = "../../golden/testdata"
	fix := httptest.NewServer(http.FileServer(http.Dir(conformance.Fixtures)))
	gold := httptest.NewServer(http.FileServer(http.Dir(golden)))
	gb, err := goalbench.StartServer()
	if err != nil {
		t.Fatal(err)
	}
	done = func() { fix.Close(); gold.Close(); _ = gb.Close() }
	urls = append(htmlUnder(t, conformance.Fixtures, fix.URL), htmlUnder(t, golden, gold.URL)...)
	for _, n := range []int{100, 2000, 10000} {
		urls = append(urls, fmt.Sprintf("%s/rows.html?n=%d", fix.URL, n))
		for _, shape := range []string{"list", "table", "cards", "divrows"} {
			urls = append(urls, fmt.Sprintf("%s/shapes.html?shape=%s&n=%d", fix.URL, shape, n))
		}
	}
	urls = append(urls, goalbenchPages(t, gb)...)
	for _, u := range []string{fix.URL, gold.URL, gb.URL()} {
		hosts = append(hosts, strings.TrimPrefix(u, "http://"))
	}
	return urls, hosts, done
}

// htmlUnder lists the .html files under dir as URLs of base.
func htmlUnder(t *testing.T, dir, base string) []string {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".html") {
			rel, err := filepath.Rel(dir, p)
			if err != nil {
				return err
			}
			out = append(out, base+"/"+filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// goalbenchPages opens one run per site (the first instance of its first task, seed
// 1) and lists every route of the site in it: each task's start, then every other
// page of the site's folder.
func goalbenchPages(t *testing.T, gb *goalbench.Server) []string {
	bases := map[string]string{}
	seen := map[string]bool{}
	var out []string
	add := func(site, route string) {
		if base, ok := bases[site]; ok && !seen[site+"|"+route] {
			seen[site+"|"+route] = true
			out = append(out, base+route)
		}
	}
	for _, name := range goalbench.SuiteNames() {
		tasks, err := goalbench.Suite(name)
		if err != nil {
			t.Fatal(err)
		}
		for i := range tasks {
			if _, ok := bases[tasks[i].Site]; !ok {
				in, err := tasks[i].Instantiate(1, 0)
				if err != nil {
					t.Fatal(err)
				}
				_, bases[tasks[i].Site] = gb.Open(in)
			}
			add(tasks[i].Site, tasks[i].Start)
		}
	}
	const dir = "../../goalbench"
	for _, u := range htmlUnder(t, dir, "") {
		parts := strings.Split(strings.TrimSuffix(strings.TrimPrefix(u, "/"), ".html"), "/")
		var site, route string
		switch {
		case len(parts) == 3 && parts[0] == "sites":
			site, route = parts[1], parts[2]
		case len(parts) == 5 && parts[0] == "suites" && parts[2] == "sites":
			site, route = parts[1]+":"+parts[3], parts[4]
		default:
			continue
		}
		if route == "index" {
			route = ""
		}
		add(site, route)
	}
	return out
}
