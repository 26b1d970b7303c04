package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-n", "0"}, "-n must be 1–20"},
		{[]string{"-n", "21"}, "-n must be 1–20"},
		{[]string{"-seed", "-1"}, "-seed must be an integer 0–18446744073709551615"},
		{[]string{"-seed", "x"}, "-seed must be an integer"},
		{[]string{"-family", "nope"}, "-family: unknown family \"nope\"; the families are"},
		{[]string{"-decider", "gpt"}, "--decider must be jev or local"},
		{[]string{"stray"}, "unexpected argument"},
		{[]string{"-html", "/nonexistent/dir/out.html"}, "-html /nonexistent/dir/out.html: its directory does not exist"},
		{[]string{"-suite", "heldout,nope"}, "-suite: unknown suite \"nope\"; the suites are tuning, calibration, heldout"},
		{[]string{"-suite", "heldout,heldout"}, "named twice"},
		{[]string{"-task", "no-such-task"}, "-task: \"no-such-task\" matches no task"},
		{[]string{"-family", "mail", "-task", "ja-"}, "-task: \"ja-\" matches no task"},
	} {
		var out, errb bytes.Buffer
		code := run(context.Background(), c.args, &out, &errb, func(string) string { return "" })
		if code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, code, errb.String(), c.want)
		}
	}
}

func TestList(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"-list", "-family", "mail", "-seed", "3"}, &out, &errb, func(string) string { return "" }); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 5 || !strings.HasPrefix(lines[0], "mail/") || strings.Contains(out.String(), "{{") {
		t.Fatalf("-list printed:\n%s", out.String())
	}
}

func TestListSuites(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"-list", "-suite", "calibration,heldout", "-family", "stop"}, &out, &errb, func(string) string { return "" }); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"calibration\tstop/", "heldout\tstop/"} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("-list printed no %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "\tweb/") {
		t.Fatalf("-family stop listed another family:\n%s", out.String())
	}
}

func TestListTasks(t *testing.T) {
	var out, errb bytes.Buffer
	args := []string{"-list", "-suite", "tuning", "-task", "ja-,jk-ground"}
	if code := run(context.Background(), args, &out, &errb, func(string) string { return "" }); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 3 || !strings.Contains(out.String(), "/jk-ground\t") {
		t.Fatalf("-task listed:\n%s", out.String())
	}
	for _, l := range lines {
		if id := l[strings.Index(l, "/")+1:]; !strings.HasPrefix(id, "ja-") && !strings.HasPrefix(id, "jk-ground\t") {
			t.Errorf("-task ja-,jk-ground listed %q", l)
		}
	}
}
