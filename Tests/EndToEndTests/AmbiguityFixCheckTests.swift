import Foundation
import Testing

/// `--check --format json` carries an ambiguous view's verified fix, as CI tools and scripts
/// read it: the constraints that hold it where it is drawn.
@Suite struct AmbiguityFixCheckTests {
    @Test func theJSONOutputCarriesTheAmbiguousViewsVerifiedFix() throws {
        let fixture = try CheckFixture(["Bar.ui.xml": """
            <Component rootView="true">
                <ActivityIndicator indicatorStyle="gray"/>
            </Component>

            """])
        let run = try fixture.check("--format", "json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.compactMap { $0["code"] as? String } == ["layout.ambiguous"])
        let warning = try #require(entries.first)
        let fixes = try #require(warning["fixes"] as? [[String: Any]])
        #expect(fixes.map { $0["title"] as? String } == [
            #"Place this ActivityIndicator with `layout:leading="super"` and `layout:top="super"`: "#
                + "This ActivityIndicator is 20×20 at (0, 0) on iPhone SE",
        ])
        #expect(fixes.map { $0["file"] as? String } == ["Bar.ui.xml"])
        #expect(fixes.map { $0["newText"] as? String } == [#" layout:leading="super" layout:top="super""#])
        // After `indicatorStyle="gray"` (line 1, character 44).
        let ranges = fixes.compactMap { $0["range"] as? [String: [String: Int]] }
        #expect(ranges == [["start": ["line": 1, "character": 44], "end": ["line": 1, "character": 44]]])
    }
}
