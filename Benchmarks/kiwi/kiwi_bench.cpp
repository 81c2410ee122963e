// kiwi's C++ side of `ReelBenchmarks solver`: the same file and the same figures as
// kiwi_bench.py (see there), through kiwi's C++ API (the headers of kiwisolver's source
// distribution, which Scripts/setup unpacks under .build-tools/kiwi-src), so no Python call
// costs are inside the times. Timed with std::chrono::steady_clock around kiwi's calls.
// Build (Scripts/bench does): c++ -O2 -std=c++17 -I .build-tools/kiwi-src/kiwisolver-1.5.1
//   -o .build/kiwi-bench Benchmarks/kiwi/kiwi_bench.cpp
// Usage: kiwi-bench SYSTEMS.txt [RUNS [PART]] (PART: cells, chain or all, the default)
#include <kiwi/kiwi.h>

#include <algorithm>
#include <utility>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The process's CPU time in seconds, which a loaded machine disturbs less than the wall clock.
double cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// The run with the median wall-clock time: (wall, cpu).
std::pair<double, double> median(std::vector<std::pair<double, double>> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

double strength(int priority) { return priority >= 1000 ? kiwi::strength::required : double(priority); }

kiwi::Constraint read_constraint(std::istream &in, const std::vector<kiwi::Variable> &variables) {
    std::string op;
    int priority = 0, count = 0;
    double constant = 0;
    in >> op >> priority >> constant >> count;
    std::vector<kiwi::Term> terms;
    for (int i = 0; i < count; ++i) {
        int variable = 0;
        double coefficient = 0;
        in >> variable >> coefficient;
        terms.emplace_back(variables.at(variable), coefficient);
    }
    kiwi::Expression expression(terms, constant);
    kiwi::RelationalOperator relation = op == "<=" ? kiwi::OP_LE : op == "==" ? kiwi::OP_EQ : kiwi::OP_GE;
    return kiwi::Constraint(expression, relation, strength(priority));
}

struct Cell {
    std::vector<kiwi::Variable> variables;
    std::vector<kiwi::Constraint> constraints;
};

}  // namespace

int main(int argc, char **argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: kiwi-bench SYSTEMS.txt [RUNS]\n");
        return 2;
    }
    std::ifstream in(argv[1]);
    int runs = argc > 2 ? std::atoi(argv[2]) : 7;
    std::string part = argc > 3 ? argv[3] : "all";
    std::string word;
    int version = 0, count = 0;
    in >> word >> version;
    if (word != "reel-solver-bench" || version != 1) {
        std::fprintf(stderr, "kiwi-bench: %s is not a solver benchmark file\n", argv[1]);
        return 2;
    }
    in >> word >> count;
    std::vector<Cell> cells(count);
    for (Cell &cell : cells) {
        int variables = 0, constraints = 0;
        in >> word >> variables >> constraints;
        cell.variables.resize(variables);
        for (int i = 0; i < constraints; ++i) cell.constraints.push_back(read_constraint(in, cell.variables));
    }
    int variables = 0, constraints = 0, edited = 0, edit_priority = 0, suggestion_count = 0, last = 0;
    in >> word >> variables >> constraints >> edited >> edit_priority >> suggestion_count >> last;
    std::vector<kiwi::Variable> chain_variables(variables);
    std::vector<kiwi::Constraint> chain;
    for (int i = 0; i < constraints; ++i) chain.push_back(read_constraint(in, chain_variables));
    std::vector<double> suggestions(suggestion_count);
    for (double &value : suggestions) in >> word >> value;
    if (!in) {
        std::fprintf(stderr, "kiwi-bench: %s ends early\n", argv[1]);
        return 2;
    }

    std::vector<std::pair<double, double>> times;
    double check = 0;
    for (int run = 0; run <= runs && part != "chain"; ++run) {
        check = 0;
        auto start = std::chrono::steady_clock::now();
        double cpu = cpu_seconds();
        for (Cell &cell : cells) {
            kiwi::Solver solver;
            for (const kiwi::Constraint &constraint : cell.constraints) solver.addConstraint(constraint);
            solver.updateVariables();
            check += cell.variables[1].value();
        }
        if (run > 0) times.emplace_back(seconds_since(start), cpu_seconds() - cpu);
    }
    if (part != "chain") std::printf("cells %.9f %.6f %.9f\n", median(times).first, check, median(times).second);
    if (part == "cells") return 0;

    auto start = std::chrono::steady_clock::now();
    kiwi::Solver solver;
    for (const kiwi::Constraint &constraint : chain) solver.addConstraint(constraint);
    solver.addEditVariable(chain_variables[edited], strength(edit_priority));
    solver.updateVariables();
    std::printf("chain-build %.9f\n", seconds_since(start));

    times.clear();
    double value = 0;
    for (int run = 0; run < std::max(3, runs / 2); ++run) {
        start = std::chrono::steady_clock::now();
        double cpu = cpu_seconds();
        for (double suggestion : suggestions) {
            solver.suggestValue(chain_variables[edited], suggestion);
            solver.updateVariables();
            value = chain_variables[last].value();
        }
        times.emplace_back(seconds_since(start), cpu_seconds() - cpu);
    }
    std::printf("chain %.9f %.6f %.9f\n", median(times).first, value, median(times).second);
    return 0;
}
