import Foundation
import Testing

/// `--check --format json` carries a conflict's verified fixes, as CI tools and scripts read
/// them: the constraint UIKit breaks lowered to `@high` or removed.
@Suite struct ConflictFixCheckTests {
    @Test func theJSONOutputCarriesTheConflictsVerifiedFixes() throws {
        let fixture = try CheckFixture(["Bar.ui.xml": """
            <Component rootView="true">
                <View field="bar" layout:edges="super" layout:width="200"/>
            </Component>

            """])
        let run = try fixture.check("--format", "json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.compactMap { $0["code"] as? String } == ["layout.conflict"])
        let conflict = try #require(entries.first)
        let fixes = try #require(conflict["fixes"] as? [[String: Any]])
        #expect(fixes.map { $0["title"] as? String } == [
            "Lower `200` (layout:width on `bar`) to `@high`: `bar` is 320×568 at (0, 0) on iPhone SE",
            "Remove `200` (layout:width on `bar`): `bar` is 320×568 at (0, 0) on iPhone SE",
        ])
        #expect(fixes.map { $0["file"] as? String } == ["Bar.ui.xml", "Bar.ui.xml"])
        #expect(fixes.map { $0["newText"] as? String } == [" @high", ""])
        // Lowering inserts after `200` (line 1, characters 57–60); removing takes the attribute
        // with the blank before it (characters 42–61).
        let ranges = fixes.compactMap { $0["range"] as? [String: [String: Int]] }
        #expect(ranges == [
            ["start": ["line": 1, "character": 60], "end": ["line": 1, "character": 60]],
            ["start": ["line": 1, "character": 42], "end": ["line": 1, "character": 61]],
        ])
    }
}
