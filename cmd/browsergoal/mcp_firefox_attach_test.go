package main

import (
	"context"
	"net"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/tcpproxy"
)

// freePort returns a loopback port nothing listens on now.
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// attachedFirefox is a Firefox started as a host would, behind a loopback proxy the test
// owns (RewriteHost: Firefox checks the Host header's port), and `browsergoal mcp
// --bidi` attached through the proxy, with the note page loaded and observed.
func attachedFirefox(t *testing.T, ctx context.Context, page string, port, marionette int, flags ...string) (*mcpProc, *tcpproxy.Proxy, *ffProc) {
	t.Helper()
	ff := &ffProc{t: t, page: page, port: port, marionette: marionette}
	ws := ff.start()
	proxy, via, err := tcpproxy.Via(ws, tcpproxy.RewriteHost())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(proxy.Close)
	p := startMCP(t, ctx, append([]string{"--bidi", via}, flags...)...)
	awaitObserved(t, ctx, p, "Notes")
	return p, proxy, ff
}

// awaitObserved observes until the observation holds want (Firefox lists no titles:
// the page has loaded once its observation names it).
func awaitObserved(t *testing.T, ctx context.Context, p *mcpProc, want string) {
	t.Helper()
	var text string
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		var res *mcp.CallToolResult
		if res, _, text = p.call(t, ctx, "browser_observe", map[string]any{}); !res.IsError && strings.Contains(text, want) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("observe: %s", text)
		}
	}
}

// ffProc is the attached Firefox, which a test can kill and start again on its port.
type ffProc struct {
	t                *testing.T
	page             string
	port, marionette int
	pid              int
}

func (f *ffProc) start() string {
	ws, cmd := startFirefoxOn(f.t, f.page, f.port, f.marionette)
	f.pid = cmd.Process.Pid
	if f.port == 0 {
		_, port, _ := net.SplitHostPort(strings.TrimPrefix(ws, "ws://"))
		f.port, _ = strconv.Atoi(port)
	}
	return ws
}

// restart kills the Firefox (its whole process group) and starts a new one, with a
// fresh profile, on the same port.
func (f *ffProc) restart() {
	_ = syscall.Kill(-f.pid, syscall.SIGKILL)
	for deadline := time.Now().Add(10 * time.Second); syscall.Kill(f.pid, 0) == nil && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
	}
	f.start()
}

// awaitLost calls tool until it reports browser_lost with advice holding want, and
// returns its text and when it answered.
func awaitLost(t *testing.T, ctx context.Context, p *mcpProc, tool, want string) (string, time.Time) {
	t.Helper()
	args := map[string]any{}
	if tool == "browser_goal" {
		args["goal"] = "Press the Preview note button"
	}
	var out map[string]any
	var text string
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if _, out, text = p.call(t, ctx, tool, args); out["status"] == string(fsm.StatusBrowserLost) && strings.Contains(text, want) {
			return text, time.Now()
		}
	}
	t.Fatalf("%s after the fault: %v\n%s\n%s", tool, out, text, p.stderr.String())
	return "", time.Time{}
}

// awaitRestored calls browser_tabs until it succeeds and checks that the first success
// says the attachment is restored (and holds also); it returns when it answered.
func awaitRestored(t *testing.T, ctx context.Context, p *mcpProc, also string) time.Time {
	t.Helper()
	var text string
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		res, _, txt := p.call(t, ctx, "browser_tabs", map[string]any{})
		if text = txt; res.IsError {
			continue
		}
		if !strings.Contains(text, "is restored") || !strings.Contains(text, also) {
			t.Fatalf("the first call that worked again does not say the attachment is restored (%q):\n%s", also, text)
		}
		return time.Now()
	}
	t.Fatalf("never reattached: %s\n%s", text, p.stderr.String())
	return time.Time{}
}

// goalWorks runs the note goal on the reattached Firefox.
func goalWorks(t *testing.T, ctx context.Context, p *mcpProc) {
	t.Helper()
	awaitObserved(t, ctx, p, "Notes")
	res, out, text := p.call(t, ctx, "browser_goal", map[string]any{"goal": `Type "again" into the note field and press the Preview note button`, "text_values": []string{"again"}})
	if res.IsError || out["status"] != string(fsm.StatusPossiblyDone) {
		t.Fatalf("goal after the reattach: %v\n%s", out, text)
	}
}

// TestMCPAttachedFirefoxCutThenRestartReattaches: a cut WebDriver BiDi connection leaves
// Firefox holding the old session (it takes one at a time and lets no other connection
// end or rejoin it), so without --marionette every call reports browser_lost and says to
// restart Firefox, also once the endpoint answers again; once Firefox is restarted on the
// same port the server reattaches by itself, says so, and a goal works.
func TestMCPAttachedFirefoxCutThenRestartReattaches(t *testing.T) {
	ctx := launched(t, launchFlags[1].need, 4*time.Minute)
	p, proxy, ff := attachedFirefox(t, ctx, startNotePage(t), freePort(t), 0)
	cut := time.Now()
	proxy.Cut() // the endpoint keeps answering: only the connection is gone
	_, first := awaitLost(t, ctx, p, "browser_observe", "restart Firefox")
	t.Logf("cut -> first browser_lost result: %v", first.Sub(cut))
	for _, tool := range []string{"browser_tabs", "browser_goal", "browser_observe"} {
		awaitLost(t, ctx, p, tool, "restart Firefox")
	}
	time.Sleep(3 * reattachEvery) // the background reattach meets the held session, and leaves it
	awaitLost(t, ctx, p, "browser_observe", "--marionette")
	ff.restart()
	up := time.Now()
	back := awaitRestored(t, ctx, p, "")
	t.Logf("restarted Firefox listening -> first call restored: %v", back.Sub(up))
	goalWorks(t, ctx, p)
}

// TestMCPAttachedFirefoxCutHealsThroughMarionette: with --marionette (Firefox started
// with --marionette) the server ends the session its lost connection left, through
// Firefox's Marionette server, and reattaches by itself once the endpoint answers again:
// calls report browser_lost while it is gone, the first call after says the attachment
// is restored, and a goal works.
func TestMCPAttachedFirefoxCutHealsThroughMarionette(t *testing.T) {
	ctx := launched(t, launchFlags[1].need, 4*time.Minute)
	mport := freePort(t)
	p, proxy, _ := attachedFirefox(t, ctx, startNotePage(t), 0, mport, "--marionette", "127.0.0.1:"+strconv.Itoa(mport))
	down := time.Now()
	proxy.Down() // the connection cut and the endpoint unreachable
	_, first := awaitLost(t, ctx, p, "browser_observe", "reattaches by itself")
	t.Logf("cut -> first browser_lost result: %v", first.Sub(down))
	for _, tool := range []string{"browser_tabs", "browser_goal", "browser_observe"} {
		awaitLost(t, ctx, p, tool, "reattaches by itself")
	}
	healed := time.Now()
	proxy.Up()
	back := awaitRestored(t, ctx, p, "ended through Marionette")
	t.Logf("endpoint answering again -> first call restored: %v", back.Sub(healed))
	goalWorks(t, ctx, p)
}

// TestMCPMarionetteFlagIsChecked: --marionette goes with --bidi and names a loopback
// host:port (exit 2 naming the flag otherwise), before anything is attached.
func TestMCPMarionetteFlagIsChecked(t *testing.T) {
	for _, args := range [][]string{
		{"mcp", "--launch", "--marionette", "127.0.0.1:2828"},
		{"mcp", "--bidi", "ws://127.0.0.1:1/session", "--marionette", "example.com:2828"},
		{"mcp", "--bidi", "ws://127.0.0.1:1/session", "--marionette", "2828"},
	} {
		if r := runCLI(t, "", args...); r.code != 2 || !strings.Contains(r.stderr, "--marionette") {
			t.Errorf("%v: exit %d, stderr %q; want 2 naming --marionette", args, r.code, r.stderr)
		}
	}
}
