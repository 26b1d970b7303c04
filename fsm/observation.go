package fsm

// Observation is one fresh, compact observation of the attached tab's main frame. A
// browser adapter produces it; it is never reused across steps.
type Observation struct {
	// URL is the page's absolute URL, Title its document title.
	URL   string `json:"url"`
	Title string `json:"title"`
	// Viewport is the layout viewport's size in CSS pixels.
	Viewport Size `json:"viewport"`
	// Scroll is the document's scroll position and extent.
	Scroll Scroll `json:"scroll"`
	// HistoryLength is the tab's session history length (back is offered only above 1).
	HistoryLength int `json:"history_length"`
	// Text is a bounded excerpt of the visible main-frame text (headings, status
	// messages), for completion evidence. Password values never appear in it.
	Text string `json:"text,omitempty"`
	// Elements are the visible, actionable elements, viewport first, then document order.
	Elements []Element `json:"elements"`
	// Dropped counts actionable elements left out by the observation's bound.
	Dropped int `json:"dropped"`
	// NonHTTPLinks counts the visible links the adapter left out because their resolved
	// href is not http(s) (javascript:, mailto:, file:, …): Proposing reports them as
	// dropped (non_http_link).
	NonHTTPLinks int `json:"non_http_links,omitempty"`
	// Epoch identifies the page state this observation saw; see Epoch.
	Epoch Epoch `json:"epoch"`
}

// Size is a width and height in CSS pixels.
type Size struct {
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

// Scroll is the document's scroll offset (X, Y) and its scrollable extent (Width, Height).
type Scroll struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

// CanScrollDown reports whether the page can scroll further down (by more than a pixel).
func (o *Observation) CanScrollDown() bool {
	return o.Scroll.Y+o.Viewport.Height < o.Scroll.Height-1
}

// CanScrollUp reports whether the page is scrolled down from the top.
func (o *Observation) CanScrollUp() bool { return o.Scroll.Y > 1 }

// Epoch tells cheaply whether a page changed since an observation: the page life's
// document id (new on every navigation or reload), the URL, and counters of structural
// DOM mutations and of input/change events.
type Epoch struct {
	Document  string `json:"document"`
	URL       string `json:"url"`
	Mutations int64  `json:"mutations"`
	Inputs    int64  `json:"inputs"`
}

// Element is one visible, actionable element of the main frame.
type Element struct {
	// ID is stable for the node within one page life and never reused for another node.
	ID string `json:"id"`
	// Role is the ARIA role (explicit or implicit); Name the accessible name.
	Role string `json:"role"`
	Name string `json:"name"`
	// Tag is the lower-case tag name; Type the input type, when there is one.
	Tag  string `json:"tag"`
	Type string `json:"type,omitempty"`
	// Value is an ordinary field's current value.
	Value string `json:"value,omitempty"`
	// Options are a select's options.
	Options []Option `json:"options,omitempty"`
	// Popup names the items of the list or menu that a closed control (a combobox or a
	// control with aria-haspopup) opens, while the page keeps that list hidden.
	Popup []string `json:"popup,omitempty"`
	// Reveals are the controls a closed tab, disclosure or collapsed section keeps hidden
	// (the panel its aria-controls names, the content of its closed details): what
	// clicking it would show.
	Reveals []Revealed `json:"reveals,omitempty"`
	// Multiple marks a multi-select.
	Multiple bool `json:"multiple,omitempty"`
	// Checked, Expanded and Selected (aria-selected) are the element's states, when it
	// has them; a toggle button's aria-pressed is its Checked.
	Checked  *bool `json:"checked,omitempty"`
	Expanded *bool `json:"expanded,omitempty"`
	Selected *bool `json:"selected,omitempty"`
	// Disabled controls are observed and flagged, never offered.
	Disabled bool `json:"disabled,omitempty"`
	// ReadOnly fields are never filled.
	ReadOnly bool `json:"readonly,omitempty"`
	// Editable marks a contenteditable host (text typed into it reaches the page).
	Editable bool `json:"editable,omitempty"`
	// MaxLength is a field's maxlength in UTF-16 code units, as browsers count (0: none).
	MaxLength int `json:"max_length,omitempty"`
	// Min, Max and Step are the min, max and step attributes of a date, time, month,
	// week or range input, verbatim (empty when absent).
	Min  string `json:"min,omitempty"`
	Max  string `json:"max,omitempty"`
	Step string `json:"step,omitempty"`
	// Region is set on a scrollable region (a list, text box or panel with overflow auto
	// or scroll holding more content than fits): its vertical scroll state.
	Region *Region `json:"region,omitempty"`
	// RegionOnly marks an element observed only because it is a scrollable region: it is
	// offered scroll operations, never a click or a fill.
	RegionOnly bool `json:"region_only,omitempty"`
	// Href is a link's absolute href.
	Href string `json:"href,omitempty"`
	// Context is nearby text: the closest heading, legend or table row.
	Context string `json:"context,omitempty"`
	// Box is the bounding box in viewport coordinates.
	Box Rect `json:"box"`
	// InViewport is true when the box intersects the viewport.
	InViewport bool `json:"in_viewport"`
}

// Revealed is one control a closed tab or section keeps hidden: its role and its name as
// it would read once shown.
type Revealed struct {
	Role string `json:"role"`
	Name string `json:"name"`
	// Values are, on a candidate, for a hidden text field, the caller's text values
	// (Request.TextValues) that could be typed into it once it is shown.
	Values []string `json:"values,omitempty"`
}

// Region is a scrollable region's vertical scroll state in CSS pixels: its offset
// (scrollTop), the height of its content (scrollHeight) and of its visible part
// (clientHeight).
type Region struct {
	Top          float64 `json:"top"`
	ScrollHeight float64 `json:"scroll_height"`
	ClientHeight float64 `json:"client_height"`
}

// CanScrollDown reports whether the region can scroll further down (by more than a pixel).
func (r *Region) CanScrollDown() bool { return r.Top+r.ClientHeight < r.ScrollHeight-1 }

// CanScrollUp reports whether the region is scrolled down from its top.
func (r *Region) CanScrollUp() bool { return r.Top > 1 }

// ScrollOffset is the vertical scroll offset a scroll operation starts from: the
// target region's for a region scroll (0 when the observation has no such region),
// the page's otherwise.
func (o *Observation) ScrollOffset(op Operation) float64 {
	if op.Target == "" {
		return o.Scroll.Y
	}
	if e := o.ElementByID(op.Target); e != nil && e.Region != nil {
		return e.Region.Top
	}
	return 0
}

// Option is one option of a select.
type Option struct {
	Value    string `json:"value"`
	Label    string `json:"label"`
	Selected bool   `json:"selected,omitempty"`
	Disabled bool   `json:"disabled,omitempty"`
}

// Rect is a box in CSS pixels.
type Rect struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

// ElementByID returns the observed element with the given id, or nil.
func (o *Observation) ElementByID(id string) *Element {
	for i := range o.Elements {
		if o.Elements[i].ID == id {
			return &o.Elements[i]
		}
	}
	return nil
}
