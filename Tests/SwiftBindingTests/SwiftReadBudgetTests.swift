import SwiftBinding
import Testing

/// Reading a Swift file within its budget: a file not read in time comes back empty and
/// marked incomplete, and the index says which files are. The budget is injected (`.none`
/// gives no time at all), so nothing here depends on a clock.
@Suite struct SwiftReadBudgetTests {
    static let source = """
        final class GreeterView: ViewBase<Void, Void> {
            let title = UILabel()
        }
        """

    @Test func aFileReadInTimeIsComplete() async {
        let file = await SwiftSourceReader.read(Self.source)
        #expect(file.isReadCompletely)
        #expect(file.types.map(\.qualifiedName) == ["GreeterView"])
    }

    @Test func aFileNotReadInTimeIsEmptyAndIncomplete() async {
        let file = await SwiftSourceReader.read(Self.source, budget: .none)
        #expect(!file.isReadCompletely)
        #expect(file.types.isEmpty && file.extensions.isEmpty && file.properties.isEmpty)
        #expect(file.layoutReach == .none)
        // The same text is read again when given time: no time is no verdict on the text.
        #expect(await SwiftSourceReader.read(Self.source).isReadCompletely)
    }

    @Test func theLimitGrowsWithTheSize() {
        let budget = SwiftReadBudget(base: .seconds(2), perKilobyte: .milliseconds(100))
        #expect(budget.limit(forByteCount: 0) == .seconds(2))
        #expect(budget.limit(forByteCount: 8192) == .milliseconds(2800))
        #expect(budget.limit(forByteCount: 102_400) == .seconds(12))
        #expect(SwiftReadBudget.standard == budget)
        #expect(SwiftReadBudget.none.limit(forByteCount: 1 << 20) == .zero)
    }

    @Test func theIndexKnowsWhichFilesAreIncomplete() async {
        var index = SwiftDeclarationIndex(files: [
            "Greeter.swift": await SwiftSourceReader.read(Self.source),
            "Stalled.swift": await SwiftSourceReader.read(Self.source + "\n", budget: .none),
        ])
        #expect(index.incompletePaths == ["Stalled.swift"])
        #expect(index.type(named: "GreeterView")?.path == "Greeter.swift")
        index.update(path: "Stalled.swift", with: await SwiftSourceReader.read("class Other {}"))
        #expect(index.incompletePaths.isEmpty)
        index.update(path: "Greeter.swift", with: SwiftFileDeclarations(isReadCompletely: false))
        #expect(index.incompletePaths == ["Greeter.swift"])
        index.remove(path: "Greeter.swift")
        #expect(index.incompletePaths.isEmpty)
    }
}
