import LayoutSolver
import Support
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout

/// The layout check solves each device's scene from the previous device's system
/// (`LayoutEngine.solve(_:from:isCancelled:)`). Seeded documents with conditions, screens
/// whose root size each device imposes, wrapping text, stacks and conflicts on some devices
/// only: the layouts agree with solving every scene afresh in what is ambiguous, what
/// conflicts and, where the frame is determined, the frame.
@Suite struct LayoutSolvedFromPreviousTests {
    @Test(arguments: 0..<120 as Range<UInt64>)
    func solvingFromThePreviousDeviceGivesTheFreshAnswer(seed: UInt64) {
        var random = RandomLayoutDocument(seed: seed)
        let text = random.document()
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
        let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: LayoutValueAnalyses(), limit: LayoutCheck.constraintLimit)
        let reused = LayoutCheck.layouts(document: document, tree: tree, constraints: constraints, reusesSystems: true, isCancelled: { false })
        let fresh = LayoutCheck.layouts(document: document, tree: tree, constraints: constraints, reusesSystems: false, isCancelled: { false })
        guard let reused, let fresh else {
            Issue.record("nothing was cancelled, yet no layouts")
            return
        }
        #expect(reused.count == DevicePreset.all.count)
        Self.expectAgreement(reused, fresh, in: document, text: text)
    }

    /// The check, which keeps no system for a next version, hands each system over to the device
    /// solved from it (changed in place); the server keeps them. Only who holds the storage
    /// differs, so every device's frames, ambiguity, conflicts and way of solving are the same.
    @Test(arguments: 0..<60 as Range<UInt64>)
    func handingSystemsOverGivesTheSameLayoutsAsKeepingThem(seed: UInt64) throws {
        var random = RandomLayoutDocument(seed: seed)
        let text = random.document()
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
        let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: LayoutValueAnalyses(), limit: LayoutCheck.constraintLimit)
        let handedOver = try #require(LayoutCheck.layouts(document: document, tree: tree, constraints: constraints, isCancelled: { false }))
        var systems: SolvedLayoutSystems?
        let kept = try #require(LayoutCheck.layouts(
            document: document, tree: tree, constraints: constraints, keepsSystems: true, systems: &systems, isCancelled: { false }))
        #expect(handedOver.count == kept.count)
        for (one, other) in zip(handedOver, kept) {
            #expect(one.solution.frames == other.solution.frames, "\(one.preset.identifier)\n\(text)")
            #expect(one.solution.ambiguity == other.solution.ambiguity, "\(one.preset.identifier)\n\(text)")
            #expect(one.solution.conflicts == other.solution.conflicts, "\(one.preset.identifier)\n\(text)")
            #expect(one.solve == other.solve, "\(one.preset.identifier)\n\(text)")
        }
    }

    /// An edited version is solved from the systems of the version before it
    /// (`LayoutCheck.layoutsAndSystems`): a text made longer, a constraint added, or another
    /// document altogether; each agrees with solving the edited version afresh.
    @Test(arguments: 0..<60 as Range<UInt64>)
    func solvingFromTheEarlierVersionGivesTheFreshAnswer(seed: UInt64) {
        var random = RandomLayoutDocument(seed: seed)
        let before = random.document()
        var other = RandomLayoutDocument(seed: seed + 1_000)
        let edits = [
            before.replacingOccurrences(of: "Title", with: "A title made long enough by an edit to wrap on every phone"),
            before.replacingOccurrences(of: "layout:id=\"v1\"", with: "layout:id=\"v1\" layout:width=\"[phone] 120\""),
            other.document(),
        ]
        let tree = XMLSyntaxTree.parse(before)
        guard let (layouts, systems) = LayoutCheck.layoutsAndSystems(document: ReactantDocument(tree: tree, path: "/w/Screen.ui.xml"), tree: tree)
        else {
            Issue.record("the first version was not laid out")
            return
        }
        // Only conflict-free systems are kept: none when every device conflicts.
        #expect((systems == nil) == layouts.allSatisfy { !$0.solution.conflicts.isEmpty })
        for after in edits {
            let tree = XMLSyntaxTree.parse(after)
            let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
            let reused = LayoutCheck.layoutsAndSystems(document: document, tree: tree, reusing: systems)?.layouts
            let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: LayoutValueAnalyses(), limit: LayoutCheck.constraintLimit)
            let fresh = LayoutCheck.layouts(document: document, tree: tree, constraints: constraints, reusesSystems: false, isCancelled: { false })
            guard let reused, let fresh else {
                Issue.record("nothing was cancelled, yet no layouts")
                return
            }
            Self.expectAgreement(reused, fresh, in: document, text: before + "\n→\n" + after)
        }
    }

    /// A version that conflicts on every device keeps the systems it was solved from
    /// (`SolvedLayoutSystems` holds only conflict-free ones), and the version after it, solved
    /// from those, agrees with a fresh solve. The title's edges make it 375 − 16 = 359 wide on
    /// the iPhone, so the width of 5000 contradicts them everywhere.
    @Test func aConflictingVersionKeepsTheSystemsBeforeIt() {
        func text(_ extra: String, subtitle: String) -> String {
            """
            <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" type="Screen" rootView="true">
                <Label field="title" text="Title" layout:top="[ipad] super inset(24)" layout:leading="super inset(16)" layout:trailing="super"\(extra)/>
                <Label field="subtitle" text="\(subtitle)" layout:below="title offset(4)" layout:leading="super" layout:trailing="super"/>
            </Component>
            """
        }
        let versions = [
            text("", subtitle: "Subtitle"), text(" layout:width=\"5000\"", subtitle: "Subtitle, longer"),
            text("", subtitle: "Subtitle, longer still"),
        ]
        var systems: SolvedLayoutSystems?
        for (number, version) in versions.enumerated() {
            let tree = XMLSyntaxTree.parse(version)
            let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
            guard let (reused, next) = LayoutCheck.layoutsAndSystems(document: document, tree: tree, reusing: systems), let next else {
                Issue.record("version \(number) was not laid out")
                return
            }
            let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: LayoutValueAnalyses(), limit: LayoutCheck.constraintLimit)
            guard let fresh = LayoutCheck.layouts(
                document: document, tree: tree, constraints: constraints, reusesSystems: false, isCancelled: { false })
            else {
                Issue.record("nothing was cancelled, yet no layouts")
                return
            }
            Self.expectAgreement(reused, fresh, in: document, text: version)
            #expect(reused.allSatisfy { !$0.solution.conflicts.isEmpty } == (number == 1))
            #expect(!next.last.hasConflicts && next.byGroup.values.allSatisfy { !$0.hasConflicts })
            if number == 1, let systems {
                // Nothing conflict-free was solved: the earlier version's systems stay.
                #expect(next.byGroup.count == systems.byGroup.count)
            }
            systems = next
        }
    }

    /// Versions solved each from the one before, through edits that add a contradiction and take
    /// it out again: each agrees with a fresh solve. A width of 5000 contradicts on every device
    /// (each system with the conflict moves to the next device); one of 600 only where the view
    /// has less room (a move from a system with that conflict to a wider root is built afresh).
    @Test(arguments: 0..<30 as Range<UInt64>)
    func solvingThroughAConflictingVersionGivesTheFreshAnswer(seed: UInt64) {
        var random = RandomLayoutDocument(seed: seed)
        let first = random.document()
        let conflicting = first.replacingOccurrences(of: "layout:id=\"v1\"", with: "layout:id=\"v1\" layout:width=\"5000\"")
        let narrow = first.replacingOccurrences(of: "layout:id=\"v1\"", with: "layout:id=\"v1\" layout:width=\":gte 600\"")
        var systems: SolvedLayoutSystems?
        for version in [first, conflicting, first.replacingOccurrences(of: "Title", with: "A longer title"), conflicting, narrow, first] {
            let tree = XMLSyntaxTree.parse(version)
            let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
            let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: LayoutValueAnalyses(), limit: LayoutCheck.constraintLimit)
            guard let (reused, next) = LayoutCheck.layoutsAndSystems(document: document, tree: tree, reusing: systems),
                  let fresh = LayoutCheck.layouts(
                    document: document, tree: tree, constraints: constraints, reusesSystems: false, isCancelled: { false })
            else {
                Issue.record("nothing was cancelled, yet no layouts")
                return
            }
            Self.expectAgreement(reused, fresh, in: document, text: version)
            if let next { systems = next }
        }
    }

    /// The server's stage solves the devices a conflicting version builds afresh side by side
    /// (`DeviceSolving.solveSideBySide`): through versions that add a contradiction on every
    /// device or on some, take it out and put it back, its layouts and the systems it keeps for
    /// the next version are exactly those of solving the devices in order, frame for frame.
    @Test(arguments: 0..<30 as Range<UInt64>)
    func solvingSideBySideGivesTheAnswerInOrder(seed: UInt64) async {
        var random = RandomLayoutDocument(seed: seed)
        let first = random.document()
        let everywhere = first.replacingOccurrences(of: "layout:id=\"v1\"", with: "layout:id=\"v1\" layout:width=\"5000\"")
        let somewhere = first.replacingOccurrences(of: "layout:id=\"v1\"", with: "layout:id=\"v1\" layout:width=\"[phone] 5000\"")
        let narrow = first.replacingOccurrences(of: "layout:id=\"v1\"", with: "layout:id=\"v1\" layout:width=\"600\"")
        var inOrder: SolvedLayoutSystems?, sideBySide: SolvedLayoutSystems?
        for version in [first, everywhere, first, somewhere, everywhere, narrow, everywhere] {
            let tree = XMLSyntaxTree.parse(version)
            let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
            let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: LayoutValueAnalyses(), limit: LayoutCheck.constraintLimit)
            guard let expected = LayoutCheck.layoutsAndSystems(document: document, tree: tree, reusing: inOrder),
                  var devices = LayoutCheck.deviceSolving(
                    document: document, tree: tree, constraints: constraints, styles: .empty, holds: nil, reusesSystems: true,
                    earlier: sideBySide),
                  let layouts = await devices.solveSideBySide(isCancelled: { false }),
                  let viaStage = await LayoutCheck.layoutsAndSystemsSideBySide(document: document, tree: tree, reusing: sideBySide)
            else {
                Issue.record("nothing was cancelled, yet no layouts")
                return
            }
            for found in [layouts, viaStage.layouts] {
                #expect(found.count == expected.layouts.count)
                for (one, other) in zip(found, expected.layouts) {
                    #expect(one.preset.identifier == other.preset.identifier)
                    #expect(one.solution.frames == other.solution.frames, "\(one.preset.identifier)\n\(version)")
                    #expect(one.solution.ambiguity == other.solution.ambiguity)
                    #expect(one.solution.ownAmbiguity == other.solution.ownAmbiguity)
                    #expect(one.solution.conflicts == other.solution.conflicts)
                }
            }
            #expect(devices.systems?.byGroup.keys.sorted(by: { "\($0)" < "\($1)" }) == expected.systems?.byGroup.keys.sorted(by: { "\($0)" < "\($1)" }))
            inOrder = expected.systems
            sideBySide = devices.systems
        }
    }

    /// With no earlier version, the first device of each later group of traits is solved
    /// afresh on the other core from the start; in its turn it takes that solve only where the
    /// system before it (another group's) cannot be changed into its own, as where the iPads
    /// add a width that contradicts, and changes that system otherwise. Either way its layouts
    /// are those of solving the devices in order, frame for frame.
    @Test func theFirstDeviceOfAGroupSolvedAfreshAheadGivesTheAnswerInOrder() async throws {
        var taken = 0, changed = 0
        for seed in 0..<12 as Range<UInt64> {
            var random = RandomLayoutDocument(seed: seed)
            let first = random.document()
            for width in ["[ipad] 5000", "[ipad] :gte 1"] {
                let version = first.replacingOccurrences(of: "layout:id=\"v1\"", with: "layout:id=\"v1\" layout:width=\"\(width)\"")
                let tree = XMLSyntaxTree.parse(version)
                let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
                let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: LayoutValueAnalyses(), limit: LayoutCheck.constraintLimit)
                let expected = try #require(LayoutCheck.layoutsAndSystems(document: document, tree: tree, reusing: nil))
                var devices = try #require(LayoutCheck.deviceSolving(
                    document: document, tree: tree, constraints: constraints, styles: .empty, holds: nil, reusesSystems: true, earlier: nil))
                let layouts = try #require(await devices.solveSideBySide(isCancelled: { false }))
                #expect(layouts.count == expected.layouts.count)
                for (one, other) in zip(layouts, expected.layouts) {
                    #expect(one.preset.identifier == other.preset.identifier)
                    #expect(one.solution.frames == other.solution.frames, "\(one.preset.identifier)\n\(version)")
                    #expect(one.solution.ambiguity == other.solution.ambiguity)
                    #expect(one.solution.conflicts == other.solution.conflicts)
                }
                // The iPads' contradicting width: the system before them cannot take it, so the
                // fresh solve made ahead is taken; elsewhere the previous device's is changed.
                let solves = layouts.compactMap(\.solve)
                let takenAhead = solves.filter { $0.solvedAhead && $0.start == .nothing }.count
                if width.hasSuffix("5000") { #expect(takenAhead >= 1, "seed \(seed)") }
                taken += takenAhead
                changed += solves.filter { !$0.solvedAhead && $0.start == .previousDevice }.count
            }
        }
        #expect(taken > 0 && changed > 0, "taken \(taken), changed \(changed)")
    }

    /// A screen (each device imposes its size, one group of traits): the first device starts
    /// from the earlier version's conflict-free system, which is built afresh where a new
    /// constraint contradicts (conflicts are found in installation order), and every later one
    /// moves the system of the one before. A contradiction on every device (a width of 5000) is rejected again on
    /// each later device, so each is moved with its conflict. A minimum width of 350 contradicts
    /// the title's edges only on the two narrowest phones (288 and 343 wide): the third (361)
    /// cannot be moved from a system with that rejection, so it is built afresh, and the ones
    /// after it move its system. One group of traits: nothing is solved ahead, and every
    /// answer is that of solving in order.
    @Test func aContradictionThatComesAndGoesWithTheScreenIsMovedOrBuiltAfresh() async throws {
        let screen = """
            <Component rootView="true">
              <Label field="title" text="Hi" layout:top="super inset(8)" layout:fillHorizontally="super inset(16)"/>
              <Label text="There" layout:below="title offset(8)" layout:fillHorizontally="super inset(16)"/>
            </Component>
            """
        let moved = SolveStrategy.movedRoot
        let versions: [(String, [SolveStrategy], [Bool])] = [
            (screen, [.afresh] + Array(repeating: moved, count: 6), [false, false, false, false, false, false, false]),
            (screen.replacingOccurrences(of: "text=\"Hi\"", with: "text=\"Hi\" layout:width=\"5000\""),
             [.afresh] + Array(repeating: moved, count: 6), [true, true, true, true, true, true, true]),
            (screen.replacingOccurrences(of: "text=\"Hi\"", with: "text=\"Hi\" layout:width=\":gte 350\""),
             [.afresh, moved, .afresh, moved, moved, moved, moved], [true, true, false, false, false, false, false]),
        ]
        var systems: SolvedLayoutSystems?, inOrder: SolvedLayoutSystems?
        for (version, strategies, conflicting) in versions {
            let tree = XMLSyntaxTree.parse(version)
            let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
            let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: LayoutValueAnalyses(), limit: LayoutCheck.constraintLimit)
            var devices = try #require(LayoutCheck.deviceSolving(
                document: document, tree: tree, constraints: constraints, styles: .empty, holds: nil, reusesSystems: true, earlier: systems))
            let layouts = try #require(await devices.solveSideBySide(isCancelled: { false }))
            let expected = try #require(LayoutCheck.layoutsAndSystems(document: document, tree: tree, reusing: inOrder))
            #expect(layouts.map { !$0.solution.conflicts.isEmpty } == conflicting)
            #expect(layouts.allSatisfy { $0.solve?.solvedAhead == false })
            #expect(layouts.map { $0.solve?.strategy } == strategies, "\(layouts.compactMap(\.solve))")
            #expect(layouts.map(\.solution.frames) == expected.layouts.map(\.solution.frames))
            #expect(layouts.map(\.solution.conflicts) == expected.layouts.map(\.solution.conflicts))
            systems = devices.systems
            inOrder = expected.systems
        }
    }

    /// The lanes of solves ahead give each device's solve from the start given; a caller that
    /// is cancelled gets nothing, and jobs not started yet are not run.
    @Test func solvesAheadGiveEachDevicesSolveOrNothingOnceCancelled() async throws {
        var random = RandomLayoutDocument(seed: 7)
        let text = random.document()
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
        let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: LayoutValueAnalyses(), limit: LayoutCheck.constraintLimit)
        let devices = try #require(LayoutCheck.deviceSolving(
            document: document, tree: tree, constraints: constraints, styles: .empty, holds: nil, reusesSystems: true, earlier: nil)).devices
        let jobs = devices.indices.map { SolvesAhead.Job(index: $0, device: devices[$0], start: nil) }
        let ahead = SolvesAhead()
        ahead.add(jobs)
        for index in devices.indices {
            #expect(ahead.has(index))
            let solution = try #require(await ahead.solution(of: index, isCancelled: { false }))
            let alone = try #require(ComponentLayout.solve(
                devices[index].scene, origins: devices[index].origins, preset: devices[index].preset, from: nil, isCancelled: { false }))
            #expect(solution.layout.solution.frames == alone.layout.solution.frames)
            #expect(solution.layout.solution.conflicts == alone.layout.solution.conflicts)
        }
        let cancelled = SolvesAhead()
        cancelled.stop()
        cancelled.add(jobs)
        #expect(await cancelled.solution(of: 0, isCancelled: { true }) == nil)
        let refused = SolvesAhead()
        refused.add(jobs)
        #expect(await refused.solution(of: 0, isCancelled: { true }) == nil)
    }

    static func expectAgreement(_ reused: [ComponentLayout], _ fresh: [ComponentLayout], in document: ReactantDocument, text: String) {
        #expect(reused.count == fresh.count)
        for (one, other) in zip(reused, fresh) {
            let context = one.preset.identifier + "\n" + text
            #expect(one.solution.ambiguity == other.solution.ambiguity, "\(context)")
            #expect(one.solution.conflicts == other.solution.conflicts, "\(context)")
            for (item, ambiguity) in one.solution.ambiguity.enumerated() where ambiguity.isEmpty {
                let (a, b) = (one.solution.frames[item], other.solution.frames[item])
                #expect(
                    isClose(a.x, b.x, tolerance: 1e-6) && isClose(a.y, b.y, tolerance: 1e-6)
                        && isClose(a.width, b.width, tolerance: 1e-6) && isClose(a.height, b.height, tolerance: 1e-6),
                    "item \(item) on \(one.preset.identifier): \(a) vs \(b)\n\(text)")
            }
        }
        #expect(LayoutDiagnostics.diagnostics(for: reused, in: document) == LayoutDiagnostics.diagnostics(for: fresh, in: document))
    }

    /// The seeds above make every kind of scene the reuse must handle.
    @Test func theSeedsCoverConditionsImposedSizesAndConflicts() {
        var conditional = 0, imposed = 0, conflicting = 0
        for seed in 0..<120 as Range<UInt64> {
            var random = RandomLayoutDocument(seed: seed)
            let text = random.document()
            if text.contains("[") { conditional += 1 }
            if text.contains("rootView=\"true\"") { imposed += 1 }
            let tree = XMLSyntaxTree.parse(text)
            let diagnostics = LayoutCheck.diagnostics(document: ReactantDocument(tree: tree, path: "/w/Screen.ui.xml"), tree: tree)
            if diagnostics.contains(where: { $0.code == LayoutDiagnostics.conflictCode }) { conflicting += 1 }
        }
        #expect(conditional > 60)
        #expect(imposed > 30)
        #expect(conflicting > 10)
    }
}

/// Seeded components made for the layout: a few views with constraints to the parent and the
/// previous sibling, conditions on size classes and idiom, priorities, fixed sizes that may
/// contradict, labels that wrap and stacks.
struct RandomLayoutDocument {
    var generator: SeededGenerator
    /// Fields made so far: each has a name of its own.
    var fields = 0

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &generator)] }
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }
    mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    static let conditions = ["[horizontal == compact] ", "[horizontal == regular] ", "[vertical == compact] ", "[pad] ", "[phone] ", "[landscape] "]

    mutating func condition() -> String { chance(40) ? pick(Self.conditions) : "" }

    mutating func priority() -> String { chance(25) ? " @" + pick(["high", "low", "750", "999"]) : "" }

    mutating func view(index: Int, previous: String?, depth: Int) -> [String] {
        let name = "v\(index)"
        var attributes = ["layout:id=\"\(name)\""]
        if let previous, chance(80) {
            attributes.append("layout:below=\"\(condition())id:\(previous) offset(\(number(0...20)))\(priority())\"")
        } else {
            attributes.append("layout:top=\"\(condition())super inset(\(number(0...20)))\(priority())\"")
        }
        switch number(0...4) {
        case 0: attributes.append("layout:fillHorizontally=\"\(condition())super inset(\(number(0...30)))\"")
        case 1:
            attributes.append("layout:leading=\"\(condition())super inset(\(number(0...12))); \(condition())super inset(\(number(20...48)))\"")
            attributes.append("layout:trailing=\":lte super inset(\(number(0...20)))\(priority())\"")
        case 2:
            attributes.append("layout:centerX=\"super\"")
            attributes.append("layout:width=\"\(condition())\(pick(["", ":lte ", ":gte "]))\(number(100...700))\(priority())\"")
        case 3: attributes.append("layout:centerX=\"super\"")
        default: attributes.append("layout:leading=\"\(condition())super\"")
        }
        if chance(35) { attributes.append("layout:height=\"\(condition())\(pick(["", ":gte "]))\(number(10...900))\(priority())\"") }
        if chance(20) { attributes.append("layout:bottom=\"\(condition())\(pick(["", ":lte "]))super inset(\(number(0...20)))\"") }
        // A view with a field is one code may place: what the scene leaves free of it is pinned.
        if chance(50) {
            attributes.append("field=\"f\(fields)\"")
            fields += 1
        }
        let indent = String(repeating: "  ", count: depth + 1)
        if depth < 2, chance(20) {
            let axis = pick(["vertical", "horizontal"])
            var lines = ["\(indent)<StackView axis=\"\(axis)\" spacing=\"\(number(0...12))\" \(attributes.joined(separator: " "))>"]
            for child in 0..<number(1...3) {
                lines.append("\(indent)  <Label text=\"\(pick(["Item", "A longer item title that wraps on a phone"])) \(child)\" numberOfLines=\"0\"/>")
            }
            lines.append("\(indent)</StackView>")
            return lines
        }
        if depth < 2, chance(20) {
            var lines = ["\(indent)<Container \(attributes.joined(separator: " "))>"]
            var previousChild: String?
            for child in 0..<number(1...3) {
                let childName = "\(name)c\(child)"
                lines += view(index: 0, previous: previousChild, depth: depth + 1).map {
                    $0.replacingOccurrences(of: "layout:id=\"v0\"", with: "layout:id=\"\(childName)\"")
                }
                previousChild = childName
            }
            lines.append("\(indent)</Container>")
            return lines
        }
        let text = pick(["Title", "Some text long enough to wrap when the screen is narrow, as on a small phone"])
        return ["\(indent)<Label text=\"\(text)\" numberOfLines=\"\(pick(["0", "1", "2"]))\" \(attributes.joined(separator: " "))/>"]
    }

    mutating func document() -> String {
        var lines = ["<Component xmlns:layout=\"http://schema.reactant.tech/layout\"\(chance(40) ? " rootView=\"true\"" : "")>"]
        var previous: String?
        for index in 1...number(2...9) {
            lines += view(index: index, previous: previous, depth: 0)
            previous = "v\(index)"
        }
        lines.append("</Component>")
        return lines.joined(separator: "\n")
    }
}

private func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double) -> Bool {
    abs(lhs - rhs) <= tolerance * max(1, abs(lhs), abs(rhs))
}
