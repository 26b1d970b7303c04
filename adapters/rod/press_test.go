package rod

import (
	"testing"
	"time"
)

// TestPressLeavesBehindTheMove: the sendWatch sees the tab's real mouse move leave (so
// that MoveAndPress sends the press behind it rather than after its answer), a move of
// another session matches nothing, and a click with the press sent behind the move is
// delivered exactly once.
func TestPressLeavesBehindTheMove(t *testing.T) {
	tab := openTab(t, "/overlay.html?none")
	left, forget := tab.s.sends.await(mouseMoveOf(tab.page.SessionID))
	defer forget()
	other, forgetOther := tab.s.sends.await(mouseMoveOf("another-session"))
	defer forgetOther()
	if err := (*transport)(tab).MoveMouse(testCtx(t), 5, 5); err != nil {
		t.Fatal(err)
	}
	select {
	case <-left:
	case <-time.After(time.Second):
		t.Fatal("the move was sent but not seen leaving")
	}
	select {
	case <-other:
		t.Fatal("another session's wait matched the move")
	default:
	}
	obs := observe(t, tab)
	if err := tab.Act(testCtx(t), click(element(t, obs, "button", "Search").ID)); err != nil {
		t.Fatal(err)
	}
	if n := evalMain(t, tab, "window.searchClicks").Int(); n != 1 {
		t.Fatalf("Search saw %d clicks, want 1", n)
	}
}
