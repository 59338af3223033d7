@testable import Simplex
import TestSupport
import Testing

/// A required row with no subject is placed by the artificial phase, inside a trial that can
/// undo it, unless `Tableau.artificialPhaseCannotFail` says it is sure to succeed: then nothing
/// is saved, and a failure could not be undone.
@Suite struct ArtificialPhaseTests {
    /// Over seeded random systems (as `RandomCrossCheckTests` builds them), every row the
    /// prediction calls sure is placed; rows it leaves to a trial include some that fail.
    @Test func aPhaseCalledSureSucceeds() {
        var sure = 0, failedInTrial = 0
        for seed in 0..<400 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var solver = SimplexSolver()
            let variables = solver.makeVariables(Int.random(in: 2...6, using: &random))
            for _ in 0..<Int.random(in: 4...30, using: &random) {
                let constraint = RandomCrossCheckTests.randomConstraint(variables, &random)
                var probe = solver
                let (row, tag) = probe.makeRow(constraint)
                if constraint.priority.isRequired, !row.cells.isEmpty,
                   SimplexSolver.subject(of: row, tag: tag, mentions: probe.tableau.mentions) == nil {
                    if probe.tableau.artificialPhaseCannotFail(row) {
                        #expect(probe.tableau.placeWithArtificial(row, marker: tag.marker) == nil, "seed \(seed)")
                        sure += 1
                    } else if probe.tableau.placeWithArtificial(row, marker: tag.marker) != nil {
                        failedInTrial += 1
                    }
                }
                _ = try? solver.add(constraint)
            }
        }
        #expect(sure > 100)
        #expect(failedInTrial > 10)
    }
}
