import Foundation
import Testing
import TestSupport

/// Views bound to a `field` as `--check` and `--preview` lay them out: the Swift files read
/// beside the file decide which are held for their code, and both commands agree.
@Suite(.hangGuard) struct FieldLayoutEndToEndTests {
    /// `card` has no height; `title` is placed on its own.
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" rootView="true">
          <View field="card" layout:leading="super inset(16)" layout:top="super inset(20)" layout:width="100"/>
          <Label field="title" text="Hi" layout:top="super inset(200)" layout:leading="super inset(16)"/>
        </Component>

        """

    static let untouching = """
        final class Screen: ViewBase<Void, Void> {
            let card = UIView()
            let title = UILabel()
            override func update() { title.text = "Hello" }
        }

        """

    static let constraining = """
        final class Screen: ViewBase<Void, Void> {
            let card = UIView()
            let title = UILabel()
            override func setupConstraints() { card.snp.makeConstraints { $0.height.equalTo(50) } }
        }

        """

    /// `code@line` (0-based, where the range starts) of each entry of a `--format json` report.
    static func found(_ run: CheckFixture.Run) throws -> [String] {
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        return entries.map { entry in
            let start = (entry["range"] as? [String: Any])?["start"] as? [String: Any]
            return "\(entry["code"] as? String ?? "?")@\(start?["line"] as? Int ?? -1)"
        }
    }

    /// Views of the preview's JSON: field → ambiguous axes, and the card's frame.
    static func preview(_ run: CheckFixture.Run) throws -> (ambiguous: [String: [String]], card: [String: Double]) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        var ambiguous: [String: [String]] = [:]
        for view in views { ambiguous[view["field"] as? String ?? "?"] = view["ambiguous"] as? [String] }
        let card = try #require(views.first { $0["field"] as? String == "card" }?["frame"] as? [String: Double])
        return (ambiguous, card)
    }

    @Test func aFieldNoCodeLaysOutIsReportedByCheckAndDrawnSoByPreview() throws {
        let fixture = try CheckFixture(["Views/Screen.ui.xml": Self.screen, "Views/Screen.swift": Self.untouching])
        let check = try fixture.check("--format", "json")
        #expect(try Self.found(check) == ["layout.ambiguous@2"])
        #expect(check.status == 0)

        let preview = try Self.preview(fixture.run(["--preview", "Views/Screen.ui.xml", "--device", "iphone-8", "--format", "json"]))
        #expect(preview.ambiguous == ["card": ["vertical"], "title": []])
    }

    @Test func aFieldTheClassConstrainsIsHeldByBoth() throws {
        let fixture = try CheckFixture(["Views/Screen.ui.xml": Self.screen, "Views/Screen.swift": Self.constraining])
        #expect(try Self.found(fixture.check("--format", "json")).isEmpty)
        let preview = try Self.preview(fixture.run(["--preview", "Views/Screen.ui.xml", "--device", "iphone-8", "--format", "json"]))
        #expect(preview.ambiguous == ["card": [], "title": []])
        // Held where the file leaves it free: no height.
        #expect(preview.card == ["x": 16, "y": 20, "width": 100, "height": 0])
    }

    /// The Swift file in another folder: `--check` reads it when its folder is checked too,
    /// `--preview` when `--swift` names it.
    @Test func swiftElsewhereIsReadWhenNamed() throws {
        let fixture = try CheckFixture(["UI/Screen.ui.xml": Self.screen, "Code/Screen.swift": Self.untouching])
        #expect(try Self.found(fixture.check("UI", "--format", "json")).isEmpty)
        #expect(try Self.found(fixture.check("UI", "Code", "--format", "json")) == ["layout.ambiguous@2"])
        let alone = try Self.preview(fixture.run(["--preview", "UI/Screen.ui.xml", "--device", "iphone-8", "--format", "json"]))
        #expect(alone.ambiguous["card"] == [])
        let named = try Self.preview(fixture.run(
            ["--preview", "UI/Screen.ui.xml", "--device", "iphone-8", "--format", "json", "--swift", "Code"]))
        #expect(named.ambiguous["card"] == ["vertical"])
    }

    /// Swift files that declare no `Screen`: the fields are held, and one note says why.
    @Test func anUnknownClassIsNotedOnce() throws {
        let fixture = try CheckFixture(["Views/Screen.ui.xml": Self.screen, "Views/Other.swift": "final class Other {}\n"])
        let run = try fixture.check("--format", "json")
        #expect(try Self.found(run).contains("layout.fields-unchecked@1"))
        #expect(try Self.found(run).filter { $0.hasPrefix("layout.") } == ["layout.fields-unchecked@1"])
    }

    @Test func swiftPathsAreOnlyForPreview() throws {
        let fixture = try CheckFixture(["Views/Screen.ui.xml": Self.screen])
        let run = try fixture.run(["--check", "Views", "--swift", "Views"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--swift is only meaningful with --preview"))
    }
}
