package goalbench

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// Common pools for the variation.
var (
	brands    = []string{"Acme", "Northwind", "Globex", "Initech", "Umbrella Travel", "Contoso"}
	usernames = []string{"alice", "bob.m", "cwong", "dana_k", "eve2024", "frank.o"}
	passwords = []string{"CallerPass-Q9!", "Tr0ub4dor&3", "hunter2-Blue!", "S3cret#Maple", "pa55-Word-77"}
	emails    = []string{"alice@example.com", "bob.miller@example.org", "chen.wong@example.net", "dana@example.com", "eve.adams@example.org"}
	people    = []string{"Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson", "Linus Torvalds", "Barbara Liskov", "Ken Thompson", "Margaret Hamilton"}
)

// Tasks returns every task of the benchmark, family by family.
func Tasks() []Task {
	var all []Task
	for _, f := range [][]Task{
		signinTasks(), searchTasks(), formTasks(), dateTasks(), selectTasks(), dropdownTasks(),
		checkboxTasks(), radioTasks(), tabTasks(), accordionTasks(), treeTasks(), pagerTasks(),
		tableTasks(), mailTasks(), feedTasks(), dialogTasks(), autocompleteTasks(), sequenceTasks(), stopTasks(),
	} {
		all = append(all, f...)
	}
	return all
}

// Families lists the families in the order their tasks come.
func Families(tasks []Task) []string {
	var out []string
	for _, t := range tasks {
		if !slices.Contains(out, t.Family) {
			out = append(out, t.Family)
		}
	}
	return out
}

// Filter keeps the tasks of the named families; it refuses a name that is not a family,
// naming the families there are.
func Filter(tasks []Task, families []string) ([]Task, error) {
	if len(families) == 0 {
		return tasks, nil
	}
	known := Families(tasks)
	for _, f := range families {
		if !slices.Contains(known, f) {
			return nil, fmt.Errorf("-family: unknown family %q; the families are %s", f, strings.Join(known, ", "))
		}
	}
	var out []Task
	for _, t := range tasks {
		if slices.Contains(families, t.Family) {
			out = append(out, t)
		}
	}
	return out, nil
}

// Subset picks one task per family, chosen by seed: the fixed subset `make test` runs.
func Subset(tasks []Task, seed uint64) []Task {
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	var out []Task
	for _, f := range Families(tasks) {
		var fam []Task
		for _, t := range tasks {
			if t.Family == f {
				fam = append(fam, t)
			}
		}
		out = append(out, fam[rng.IntN(len(fam))])
	}
	return out
}
