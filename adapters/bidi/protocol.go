package bidi

import "encoding/json"

// The WebDriver BiDi commands and events the adapter uses, typed: only the fields it
// sends or reads. Names follow the specification's CDDL.

type capabilities struct {
	AlwaysMatch map[string]any `json:"alwaysMatch,omitempty"`
}

type sessionNewParams struct {
	Capabilities capabilities `json:"capabilities"`
}

type sessionNewResult struct {
	SessionID    string        `json:"sessionId"`
	Capabilities capabilitySet `json:"capabilities"`
}

// capabilitySet is the matched capabilities; Firefox adds moz:headless.
type capabilitySet struct {
	BrowserName    string `json:"browserName"`
	BrowserVersion string `json:"browserVersion"`
	MozHeadless    *bool  `json:"moz:headless"`
}

// Headless reports what the browser says of its mode (false when it does not say).
func (c capabilitySet) Headless() bool { return c.MozHeadless != nil && *c.MozHeadless }

type subscribeParams struct {
	Events []string `json:"events"`
}

type getTreeParams struct {
	MaxDepth *int   `json:"maxDepth,omitempty"`
	Root     string `json:"root,omitempty"`
}

type contextInfo struct {
	Context string  `json:"context"`
	URL     string  `json:"url"`
	Parent  *string `json:"parent"`
}

type getTreeResult struct {
	Contexts []contextInfo `json:"contexts"`
}

type createParams struct {
	Type string `json:"type"`
}

type createResult struct {
	Context string `json:"context"`
}

type contextParams struct {
	Context string `json:"context"`
}

type navigateParams struct {
	Context string `json:"context"`
	URL     string `json:"url"`
	Wait    string `json:"wait"`
}

type traverseHistoryParams struct {
	Context string `json:"context"`
	Delta   int    `json:"delta"`
}

// target is script.Target: a browsing context's realm, in a named sandbox.
type target struct {
	Context string `json:"context"`
	Sandbox string `json:"sandbox,omitempty"`
}

type evaluateParams struct {
	Expression      string `json:"expression"`
	Target          target `json:"target"`
	AwaitPromise    bool   `json:"awaitPromise"`
	ResultOwnership string `json:"resultOwnership,omitempty"`
}

// evaluateResult is script.EvaluateResult: success with a remote value, or an exception.
type evaluateResult struct {
	Type             string      `json:"type"`
	Result           remoteValue `json:"result"`
	ExceptionDetails *struct {
		Text string `json:"text"`
	} `json:"exceptionDetails"`
}

// remoteValue is the part of script.RemoteValue the adapter reads: its type and, for a
// string, its value.
type remoteValue struct {
	Type  string          `json:"type"`
	Value json.RawMessage `json:"value"`
}

type performActionsParams struct {
	Context string        `json:"context"`
	Actions []sourceInput `json:"actions"`
}

// sourceInput is one input source's sequence of actions.
type sourceInput struct {
	Type       string         `json:"type"`
	ID         string         `json:"id"`
	Parameters map[string]any `json:"parameters,omitempty"`
	Actions    []inputAction  `json:"actions"`
}

// inputAction is one pointer or key action.
type inputAction struct {
	Type   string   `json:"type"`
	X      *float64 `json:"x,omitempty"`
	Y      *float64 `json:"y,omitempty"`
	Origin string   `json:"origin,omitempty"`
	Button *int     `json:"button,omitempty"`
	Value  string   `json:"value,omitempty"`
}

// navigationEvent is the payload of the navigation events the adapter follows.
type navigationEvent struct {
	Context    string  `json:"context"`
	Navigation *string `json:"navigation"`
	URL        string  `json:"url"`
}

// promptEvent is the payload of browsingContext.userPromptOpened and -Closed.
type promptEvent struct {
	Context string `json:"context"`
	Type    string `json:"type"`
}

type setViewportParams struct {
	Context  string   `json:"context"`
	Viewport viewport `json:"viewport"`
}

type viewport struct {
	Width  int `json:"width"`
	Height int `json:"height"`
}
