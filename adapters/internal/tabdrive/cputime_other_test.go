//go:build !unix

package tabdrive

import "time"

// processCPU cannot read the process's CPU time here.
func processCPU() (time.Duration, bool) { return 0, false }
