// kiwisolver's C++ core, without Python, on the layout check's exported systems: what
// scripts/kiwi-side-by-side.py's `kiwi_worker` does, statement for statement, so that the two
// differ only by the interpreter. Built by that script against the headers of kiwisolver's
// source distribution (downloaded from PyPI into a build folder, never into the repository):
//
//     g++ -O2 -std=c++17 -I KIWI_SOURCE scripts/kiwi-driver.cpp -o kiwi-driver
//     kiwi-driver SYSTEMS.txt VALUES.txt SCALE
//
// SYSTEMS.txt is the export in the plain form the script writes (`write_plain_systems`):
//     systems N
//     system VARIABLES ITEMS CONSTRAINTS PARAMETERS DEVICES
//     c RELATION PRIORITY CONSTANT TERMS (VARIABLE COEFFICIENT)…      one per constraint
//     p INDEX…                                                         the parameters' constraints
//     d CONSTANT…                                                      one per device
// Prints `kiwi-seconds SECONDS REJECTED CONFLICTED` (processor time of building and solving
// alone) and writes one line of frame values per device solve to VALUES.txt.
#include <kiwi/kiwi.h>

#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

namespace {

struct Term {
    int variable;
    double coefficient;
};

struct PlainConstraint {
    std::string relation;
    double priority;
    double constant;
    std::vector<Term> terms;
};

struct System {
    int variables = 0;
    int items = 0;
    std::vector<PlainConstraint> constraints;
    std::vector<int> parameters;
    std::vector<std::vector<double>> devices;
};

double scale = 7.5;

double strength(double priority) {
    if (priority >= 1000) return kiwi::strength::required;
    return std::pow(10.0, scale * priority / 1000.0);
}

double processorSeconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

/// An edit: the variable moved per device and the sign its value takes from the constant.
struct Edit {
    kiwi::Variable variable;
    double sign = 1.0;
};

struct Built {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> frames;
    std::vector<Edit> edits;
    int rejected = 0;
};

/// The system in a new solver: with `constants` (one device's parameter values) as plain
/// constants, else with an edit variable per parameter (as the script's `kiwi_build`).
void build(const System& system, const std::vector<double>* constants, Built& built) {
    std::vector<kiwi::Variable> variables;
    variables.reserve(system.variables);
    for (int index = 0; index < system.variables; ++index) variables.emplace_back("v" + std::to_string(index));
    std::vector<int> parameterPosition(system.constraints.size(), -1);
    for (size_t position = 0; position < system.parameters.size(); ++position)
        parameterPosition[system.parameters[position]] = int(position);
    built.edits.assign(system.parameters.size(), Edit{kiwi::Variable(), 1.0});
    std::vector<bool> edited(system.variables, false);
    const double editStrength = std::pow(10.0, scale + 0.5);
    for (size_t index = 0; index < system.constraints.size(); ++index) {
        const PlainConstraint& plain = system.constraints[index];
        std::vector<kiwi::Term> terms;
        for (const Term& term : plain.terms) terms.emplace_back(variables[term.variable], term.coefficient);
        double constant = plain.constant;
        int position = parameterPosition[index];
        if (position >= 0 && constants != nullptr) {
            constant = (*constants)[position];
        } else if (position >= 0) {
            bool single = plain.terms.size() == 1 && plain.terms[0].coefficient == 1 && plain.relation == "==";
            if (single && !edited[plain.terms[0].variable]) {
                // `v + c == 0`: v itself is the edit variable (the root's width or height).
                edited[plain.terms[0].variable] = true;
                double editAt = plain.priority >= 1000 ? editStrength : strength(plain.priority);
                built.solver.addEditVariable(variables[plain.terms[0].variable], editAt);
                built.edits[position] = Edit{variables[plain.terms[0].variable], -1.0};
                continue;
            }
            kiwi::Variable parameter("p" + std::to_string(index));
            built.solver.addEditVariable(parameter, editStrength);
            built.edits[position] = Edit{parameter, 1.0};
            terms.emplace_back(parameter, 1.0);
            constant = 0.0;
        }
        kiwi::Expression expression(terms, constant);
        kiwi::RelationalOperator relation = plain.relation == "<=" ? kiwi::OP_LE
            : plain.relation == ">=" ? kiwi::OP_GE : kiwi::OP_EQ;
        try {
            built.solver.addConstraint(kiwi::Constraint(expression, relation, strength(plain.priority)));
        } catch (const kiwi::UnsatisfiableConstraint&) {
            built.rejected += 1;
        }
    }
    built.frames.assign(variables.begin(), variables.begin() + 4 * system.items);
}

bool read(std::istream& input, std::vector<System>& systems) {
    std::string word;
    size_t count = 0;
    if (!(input >> word >> count) || word != "systems") return false;
    systems.resize(count);
    for (System& system : systems) {
        size_t constraints = 0, parameters = 0, devices = 0;
        if (!(input >> word >> system.variables >> system.items >> constraints >> parameters >> devices) || word != "system")
            return false;
        system.constraints.resize(constraints);
        for (PlainConstraint& constraint : system.constraints) {
            size_t terms = 0;
            if (!(input >> word >> constraint.relation >> constraint.priority >> constraint.constant >> terms) || word != "c")
                return false;
            constraint.terms.resize(terms);
            for (Term& term : constraint.terms) input >> term.variable >> term.coefficient;
        }
        system.parameters.resize(parameters);
        if (!(input >> word) || word != "p") return false;
        for (int& parameter : system.parameters) input >> parameter;
        system.devices.assign(devices, std::vector<double>(parameters));
        for (std::vector<double>& device : system.devices) {
            if (!(input >> word) || word != "d") return false;
            for (double& constant : device) input >> constant;
        }
        if (!input) return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: kiwi-driver SYSTEMS.txt VALUES.txt SCALE\n";
        return 2;
    }
    scale = std::stod(argv[3]);
    std::ifstream input(argv[1]);
    std::vector<System> systems;
    if (!read(input, systems)) {
        std::cerr << "kiwi-driver: cannot read the systems in " << argv[1] << "\n";
        return 2;
    }
    std::ofstream values(argv[2]);
    values << std::setprecision(17);
    double seconds = 0;
    int rejected = 0, conflicted = 0;
    std::vector<double> frameValues;
    for (const System& system : systems) {
        double start = processorSeconds();
        auto built = std::make_unique<Built>();
        build(system, nullptr, *built);
        auto record = [&](const Built& solved) {
            seconds += processorSeconds() - start;
            for (size_t index = 0; index < solved.frames.size(); ++index)
                values << (index ? " " : "") << solved.frames[index].value();
            values << "\n";
            start = processorSeconds();
        };
        if (built->rejected) {
            // After a rejection kiwi's tableau is not consistent: each device is built afresh
            // with its own constants, as the layout check does with a conflict.
            conflicted += 1;
            rejected += built->rejected;
            for (const std::vector<double>& device : system.devices) {
                built = std::make_unique<Built>();
                build(system, &device, *built);
                built->solver.updateVariables();
                record(*built);
            }
        } else {
            for (const std::vector<double>& device : system.devices) {
                for (size_t position = 0; position < built->edits.size(); ++position)
                    built->solver.suggestValue(built->edits[position].variable, built->edits[position].sign * device[position]);
                built->solver.updateVariables();
                record(*built);
            }
        }
        built.reset();
        seconds += processorSeconds() - start;
    }
    std::printf("kiwi-seconds %.6f %d %d\n", seconds, rejected, conflicted);
    return 0;
}
