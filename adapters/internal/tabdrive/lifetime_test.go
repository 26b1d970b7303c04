package tabdrive

import (
	"context"
	"testing"
)

func TestLifetimeReleasesTheBoundTabsOnce(t *testing.T) {
	var l Lifetime
	if l.Closed() {
		t.Fatal("a new session is closed")
	}
	released := 0
	for range 2 {
		l.Bind(func(ctx context.Context) {
			if _, ok := ctx.Deadline(); !ok {
				t.Error("the release is not bounded")
			}
			released++
		})
	}
	release, first := l.Close()
	if !first || !l.Closed() {
		t.Fatal("the first Close did not close")
	}
	release()
	if released != 2 {
		t.Errorf("released %d tabs, want 2", released)
	}
	if _, again := l.Close(); again {
		t.Error("a second Close closed again")
	}
}
