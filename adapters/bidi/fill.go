package bidi

import (
	"context"
	"fmt"
	"strings"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// fill empties the field and enters the exact value. Text fields and contenteditable
// hosts are focused with their content selected (prepareFill), then typed into with
// trusted key input (one input.performActions), then sent a change event (finishFill).
// Date, time, colour and range fields get their value set by prepareFill. A value holding
// a code point WebDriver reads as a key (keyCode) is refused before anything is sent.
func (t *Tab) fill(ctx context.Context, id, value string) error {
	if i := strings.IndexFunc(value, keyCode); i >= 0 {
		return fsm.NotExecuted(&pagejs.RefusedError{Action: "fill", Reason: fmt.Sprintf(
			"the value holds U+%04X at byte %d: WebDriver key input reads the private-use code points as keys (Enter, Tab, …), not as text", []rune(value[i:])[0], i)})
	}
	var a pagejs.Answer
	if err := t.call(ctx, "prepareFill", &a, id, value); err != nil {
		if started(err) {
			return fsm.MayHaveReached(err)
		}
		return fsm.NotExecuted(err)
	}
	if err := a.Step("fill"); err != nil {
		return err
	}
	if a.Done {
		return nil
	}
	var err error
	switch {
	case value != "":
		err = t.typeText(ctx, value)
	case !a.Empty:
		err = t.keys(ctx, backspace)
	}
	if err != nil {
		return fsm.MayHaveReached(fmt.Errorf("type into the field: %w", err))
	}
	var done pagejs.Answer
	if err := t.call(ctx, "finishFill", &done, id); err != nil {
		return fsm.MayHaveReached(err)
	}
	if !done.OK {
		return fsm.MayHaveReached(&pagejs.RefusedError{Action: "fill", Reason: done.Reason})
	}
	if done.Value != value {
		t.log.Info().Int("want_len", len(value)).Int("got_len", len(done.Value)).
			Msg("the field holds a different value after fill (the page rewrote it)")
	}
	return nil
}

// keyCode reports a code point of the Basic Multilingual Plane's private-use area, where
// WebDriver puts its key codes (U+E000–U+E05D: U+E007 Enter, U+E004 Tab, …): typed as a
// key action it would press that key instead of entering the character. The whole area
// is refused, as the browser may read more of it as keys.
func keyCode(r rune) bool { return r >= 0xE000 && r <= 0xF8FF }

// backspace is WebDriver's Backspace key.
const backspace = "\uE003"

// keys presses and releases each key in turn, in one input.performActions.
func (t *Tab) keys(ctx context.Context, keys ...string) error {
	acts := make([]inputAction, 0, 2*len(keys))
	for _, k := range keys {
		acts = append(acts, inputAction{Type: "keyDown", Value: k}, inputAction{Type: "keyUp", Value: k})
	}
	return t.s.c.call(ctx, "input.performActions", performActionsParams{Context: t.id, Actions: []sourceInput{
		{Type: "key", ID: "browsergoal-keyboard", Actions: acts},
	}}, nil)
}

// typeText types value into the focused field.
func (t *Tab) typeText(ctx context.Context, value string) error {
	var ks []string
	for _, r := range value {
		ks = append(ks, string(r))
	}
	return t.keys(ctx, ks...)
}
