package browsergoal_test

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// The faults a production host meets, each during a decision (the decider blocks) and
// during a dispatch (the click's handler keeps the renderer busy), in real Chromium and
// Firefox: the goal ends at once in the fault's own status (partial_unknown, naming it,
// when the action was in flight) and nothing reaches the page after it.
var faultCases = []faultCase{
	{"chromium", "kill", fsm.StatusBrowserLost},
	{"chromium", "crash", fsm.StatusTabCrashed},
	{"chromium", "cut", fsm.StatusBrowserLost},
	{"firefox", "kill", fsm.StatusBrowserLost},
	{"firefox", "crash", fsm.StatusTabCrashed},
	{"firefox", "cut", fsm.StatusBrowserLost},
	{"firefox", "close", fsm.StatusTabClosed},
}

type faultCase struct {
	browser, via string
	want         fsm.Status
}

// open binds a tab for the case and returns it with the function that injects the fault.
func (c faultCase) open(t testing.TB, w *faultWorld) (faultTab, func()) {
	if c.browser == "firefox" {
		return firefoxTab(t, w, c.via)
	}
	return chromiumTab(t, w, c.via)
}

func TestBrowserFaultsEndTheGoalNamed(t *testing.T) {
	if testing.Short() {
		t.Skip("launches a browser per case")
	}
	w := newFaultWorld(t)
	for _, c := range faultCases {
		for _, during := range []string{"decision", "dispatch"} {
			t.Run(c.browser+"/"+c.via+"/"+during, func(t *testing.T) {
				tab, inject := c.open(t, w)
				checkFaulted(t, runFaulted(t, w, tab, during, inject), during, c.want)
			})
		}
	}
}

// BenchmarkFaultToResult measures the time from the fault to the goal's result, per
// fault and moment (reported as ms/fault; the machine is shared, numbers are noisy).
func BenchmarkFaultToResult(b *testing.B) {
	w := newFaultWorld(b)
	for _, c := range faultCases {
		for _, during := range []string{"decision", "dispatch"} {
			b.Run(c.browser+"/"+c.via+"/"+during, func(b *testing.B) {
				var total float64
				for i := 0; i < b.N; i++ {
					b.StopTimer()
					tab, inject := c.open(b, w)
					b.StartTimer()
					out := runFaulted(b, w, tab, during, inject)
					total += float64(out.took.Microseconds()) / 1000
				}
				b.ReportMetric(total/float64(b.N), "ms/fault")
			})
		}
	}
}
