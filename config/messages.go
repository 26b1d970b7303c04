package config

// The plain-language lines for each setting's state. The MCP server refuses with the
// "disabled" and "no permission" lines, and the settings page shows the line of the
// current state, so the two say the same words.
const (
	// MsgComputerDisabled is the refusal while agent.mcp.computer.enabled is false.
	MsgComputerDisabled = "the computer tools are disabled (" + KeyComputerEnabled + " is false)."
	// MsgComputerEnabled is the state line while the computer tools are on.
	MsgComputerEnabled = "the computer tools are enabled (" + KeyComputerEnabled + " is true or not set)."
	// MsgTypeSafeDisabled is browser_goal's refusal while the TypeSafe mode is off.
	MsgTypeSafeDisabled = "browser_goal is refused: the TypeSafe browser mode is disabled (" + KeyTypeSafeEnabled + " is not true in config.json). The ordinary tools (browser_observe, browser_step, browser_navigate, browser_back, browser_tabs, browser_screenshot) do not need it."
	// MsgTypeSafeEnabled is the state line while the TypeSafe mode is on.
	MsgTypeSafeEnabled = "browser_goal is available: the TypeSafe browser mode is enabled (" + KeyTypeSafeEnabled + " is true)."
	// MsgTypeSafeKeyKept says what turning the mode off does to the saved key.
	MsgTypeSafeKeyKept = "Turning the mode off keeps the saved key; remove it with Remove saved TypeSafe key or browsergoal key remove."
	// MsgNoPermission is the refusal while the session has no computer-use permission.
	MsgNoPermission = "the session has no computer-use permission (start the server with --allow-computer-use, or set " + KeyPermission + ` to "allow").`
	// MsgPermissionAllow is the state line of a config that grants the permission.
	MsgPermissionAllow = "the session's computer-use permission is granted by the config (" + KeyPermission + ` is "allow").`
	// MsgPermissionDeny is the state line of a config that denies the permission.
	MsgPermissionDeny = "the session's computer-use permission is revoked (" + KeyPermission + ` is "deny"): a deny always wins, over --allow-computer-use and over an "allow" in the other file.`
	// MsgPermissionUnset is the state line of a config that leaves the permission to the flag.
	MsgPermissionUnset = "the config leaves the session's computer-use permission to the server: granted with --allow-computer-use, else refused."
)
