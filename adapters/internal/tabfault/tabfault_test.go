package tabfault

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal/fsm"
)

var errSession = errors.New("session gone")

// tab returns a tab whose session is lost when lost is set, and gone when err is errSession.
func tab(lost *error) (*Tab, *fsm.Latch) {
	l := fsm.NewLatch()
	return New(func() error { return *lost }, l, func(err error) bool { return errors.Is(err, errSession) }), l
}

func status(err error) fsm.Status {
	if be, ok := fsm.AsBrowserError(err); ok {
		return be.Class
	}
	return ""
}

func TestClassifyPutsTheSessionBeforeTheTab(t *testing.T) {
	var lost error
	ft, latch := tab(&lost)
	other := errors.New("evaluation failed")
	if err := ft.Classify(nil); err != nil {
		t.Fatalf("nil classified as %v", err)
	}
	if err := ft.Classify(other); err != other {
		t.Fatalf("an error with no fault behind it became %v", err)
	}
	if got := status(ft.Classify(fmt.Errorf("call: %w", errSession))); got != fsm.StatusTabClosed {
		t.Fatalf("a call the protocol says hit a gone tab is %q, want tab_closed", got)
	}
	latch.Set(fsm.TabCrashed("crashed"))
	if got := status(ft.Classify(other)); got != fsm.StatusTabCrashed {
		t.Fatalf("after the tab's crash: %q", got)
	}
	select {
	case <-ft.Faulted():
	default:
		t.Fatal("Faulted not closed once the tab's latch is set")
	}
	lost = Lost("DevTools", errors.New("EOF"))
	if got := status(ft.Fault()); got != fsm.StatusBrowserLost {
		t.Fatalf("the session's loss must come first, got %q", got)
	}
}

func TestUnansweredTellsATimeoutFromTheGoalsEnd(t *testing.T) {
	var lost error
	ft, _ := tab(&lost)
	live := context.Background()
	err := ft.Unanswered(live, context.DeadlineExceeded, "focus", "tab", time.Second)
	if got := status(err); got != fsm.StatusBrowserLost {
		t.Fatalf("a call out of its own bound: %v", err)
	}
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	err = ft.Unanswered(ended, context.DeadlineExceeded, "focus", "tab", time.Second)
	if status(err) != "" || !errors.Is(err, context.DeadlineExceeded) || err.Error() != "focus: context deadline exceeded" {
		t.Fatalf("a call cut by the goal's own end must stay that: %v", err)
	}
	if got := status(ft.Unanswered(live, errSession, "focus", "browser", time.Second)); got != fsm.StatusTabClosed {
		t.Fatalf("a gone tab: %q", got)
	}
}
