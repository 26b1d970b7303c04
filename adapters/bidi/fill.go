package bidi

import (
	"context"
	"fmt"
	"strings"
)

// Untypable refuses a value holding a code point WebDriver reads as a key (keyCode): a
// fill is refused before anything is sent.
func (p *transport) Untypable(value string) string {
	if i := strings.IndexFunc(value, keyCode); i >= 0 {
		return fmt.Sprintf("the value holds U+%04X at byte %d: WebDriver key input reads the private-use code points as keys (Enter, Tab, …), not as text", []rune(value[i:])[0], i)
	}
	return ""
}

// InsertText types text into the focused field with trusted key input (one
// input.performActions).
func (p *transport) InsertText(ctx context.Context, text string) error {
	return p.tab().typeText(ctx, text)
}

// Backspace presses and releases WebDriver's Backspace key.
func (p *transport) Backspace(ctx context.Context) error { return p.tab().keys(ctx, backspace) }

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
