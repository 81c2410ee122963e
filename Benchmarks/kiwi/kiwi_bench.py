"""kiwisolver's side of `ReelBenchmarks solver`: solves the systems of the file written by
Sources/ReelBenchmarks/SolverBenchSystems.swift (its format is described there) and prints
one line per figure:

    cells SECONDS CHECK CPU      median time to build and solve every cell system, each in a
                                 new solver, and read its height; CHECK is the heights' sum
    chain-build SECONDS          time to add the chain's constraints and its edit variable
    chain SECONDS LAST CPU       median time of the suggestions, each followed by
                                 updateVariables() and a read of the last variable; LAST is
                                 its final value

CPU is the process's CPU time over the same run as the median (time.process_time), which a
loaded machine disturbs less than the wall-clock time.

Only kiwi's calls are timed (time.perf_counter around them, nothing subtracted): the
constraints are built as kiwi objects beforehand, as the Swift side builds its Constraint
objects beforehand. The Python-to-C++ call costs of each call are inside the times.
Usage: python3 kiwi_bench.py SYSTEMS.txt [RUNS [PART]] (PART: cells, chain or all, the default)
"""
import sys
import time

import kiwisolver as kiwi


def strength(priority):
    # kiwi's strengths are weights; required is its own constant. Priorities below 1000 are
    # used as weights as they are (kiwi cannot express levels; see docs/REFERENCE.md §21).
    return kiwi.strength.required if priority >= 1000 else float(priority)


def constraint(fields, variables):
    op, priority, constant, count = fields[0], int(fields[1]), float(fields[2]), int(fields[3])
    expression = kiwi.Expression(
        [kiwi.Term(variables[int(fields[4 + 2 * i])], float(fields[5 + 2 * i])) for i in range(count)], constant)
    made = {"<=": expression <= 0, "==": expression == 0, ">=": expression >= 0}[op]
    return made | strength(priority)


def read(path):
    with open(path) as handle:
        lines = [line.split() for line in handle if line.strip()]
    assert lines[0] == ["reel-solver-bench", "1"], "not a solver benchmark file"
    position = 1
    cells = []
    count = int(lines[position][1])
    position += 1
    for _ in range(count):
        variables = [kiwi.Variable() for _ in range(int(lines[position][1]))]
        constraints = int(lines[position][2])
        cells.append((variables, [constraint(line, variables) for line in lines[position + 1:position + 1 + constraints]]))
        position += 1 + constraints
    header = lines[position]
    variables = [kiwi.Variable() for _ in range(int(header[1]))]
    constraints = int(header[2])
    chain = [constraint(line, variables) for line in lines[position + 1:position + 1 + constraints]]
    position += 1 + constraints
    suggestions = [float(line[1]) for line in lines[position:position + int(header[5])]]
    return cells, (variables, chain, variables[int(header[3])], int(header[4]), suggestions, variables[int(header[6])])


def main():
    cells, (_, chain, edited, edit_priority, suggestions, last) = read(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    part = sys.argv[3] if len(sys.argv) > 3 else "all"
    if part in ("all", "cells"):
        run_cells(cells, runs)
    if part in ("all", "chain"):
        run_chain(chain, edited, edit_priority, suggestions, last, runs)


def run_cells(cells, runs):
    times = []
    check = 0.0
    for _ in range(runs + 1):
        check = 0.0
        start, cpu = time.perf_counter(), time.process_time()
        for cell_variables, constraints in cells:
            solver = kiwi.Solver()
            for made in constraints:
                solver.addConstraint(made)
            solver.updateVariables()
            check += cell_variables[1].value()
        times.append((time.perf_counter() - start, time.process_time() - cpu))
    times = sorted(times[1:])
    print("cells", times[len(times) // 2][0], check, times[len(times) // 2][1], flush=True)


def run_chain(chain, edited, edit_priority, suggestions, last, runs):
    start = time.perf_counter()
    solver = kiwi.Solver()
    for made in chain:
        solver.addConstraint(made)
    solver.addEditVariable(edited, strength(edit_priority))
    solver.updateVariables()
    print("chain-build", time.perf_counter() - start, flush=True)

    times = []
    value = 0.0
    for _ in range(max(3, runs // 2)):
        start, cpu = time.perf_counter(), time.process_time()
        for suggestion in suggestions:
            solver.suggestValue(edited, suggestion)
            solver.updateVariables()
            value = last.value()
        times.append((time.perf_counter() - start, time.process_time() - cpu))
    times.sort()
    print("chain", times[len(times) // 2][0], value, times[len(times) // 2][1], flush=True)


if __name__ == "__main__":
    main()
