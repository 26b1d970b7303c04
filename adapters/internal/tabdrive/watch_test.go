package tabdrive

import "testing"

func TestWatchCountsOnlyWhatBeganAfterTheMark(t *testing.T) {
	w := NewWatch()
	w.Request("old", "doc1")
	mark := w.Mark()
	before := w.Activity(mark)
	if before.Busy() {
		t.Fatalf("a request started before the mark counts: %+v", before)
	}
	w.Request("new", "doc1")
	a := w.Activity(mark)
	if a.Requests != 1 || a.Gen == before.Gen {
		t.Fatalf("after a request: %+v", a)
	}
	select {
	case <-before.Changed:
	default:
		t.Error("the request start did not wake the waiters")
	}
	w.Done("new")
	w.Done("unknown")
	if a := w.Activity(mark); a.Busy() {
		t.Errorf("after the request ended: %+v", a)
	}
	w.Request("next", "doc1")
	w.KeepLoader("doc2") // a new document: the old one's requests went with it
	if a := w.Activity(0); a.Requests != 0 {
		t.Errorf("the old document's requests are still counted: %+v", a)
	}
	w.Update(func(s *State) { s.Loading = true })
	if a := w.Activity(mark); !a.Loading || !a.Busy() {
		t.Errorf("a navigation under way is not busy: %+v", a)
	}
}

func TestWatchDialog(t *testing.T) {
	w := NewWatch()
	opened := w.DialogOpened()
	w.OpenDialog()
	select {
	case <-opened:
	default:
		t.Fatal("the dialog's opening did not close the channel")
	}
	if !w.Dialog() {
		t.Error("no dialog after it opened")
	}
	w.CloseDialog()
	if w.Dialog() {
		t.Error("a dialog after it closed")
	}
}
