import Foundation

/// The layout stage after an edit: the server publishes a version's quick diagnostics, waits
/// its debounce, solves the layout on every device and publishes the layout findings with the
/// rest. Each edit here replaces the document (so the positions of the typing script stay
/// valid before it) with one label's text made longer, which re-measures that label and
/// solves the layout again, every other edit also with a width that contradicts a title's
/// edges (a conflict: the generated document has no layout finding, and a stage that finds
/// nothing publishes nothing); and waits for the stage to end before the next edit.
///
/// Two figures: the stage's own duration as the server traces it (`$/logTrace`, "layout
/// diagnostics for … in …", the trace turned on for this part alone), and as the client sees it,
/// the layout publish's arrival less the quick publish's and the debounce (`slowDebounce`), which
/// also holds the wait for the server's queue.
enum LayoutStage {
    /// `DiagnosticsPipeline`'s wait between the quick publish and the layout stage.
    static let debounce = Duration.milliseconds(300)

    static func run(_ client: LanguageServerClient, document: GeneratedDocument, edits: Int, firstVersion: Int) throws {
        guard edits > 0 else { return }
        client.notify("$/setTrace", ["value": "messages"])
        defer { client.notify("$/setTrace", ["value": "off"]) }
        let original = document.text
        let sections = original.components(separatedBy: #"text="Subtitle "#).count - 1
        // Per kind of edit: a longer text alone (index 0), and with a conflict (1).
        var traced: [[Duration]] = [[], []], published: [Duration] = []
        var noFindings = 0, missing = 0
        for edit in 0..<edits {
            let version = firstVersion + edit
            let section = (edit * 7) % max(sections, 1)
            var text = original.replacingOccurrences(
                of: #"text="Subtitle \#(section)""#, with: #"text="Subtitle \#(section), now a longer line of text \#(edit)""#)
            if edit % 2 == 1 {
                // A width the title's edges contradict: a conflict on every device, so findings to publish.
                text = text.replacingOccurrences(of: #"field="title\#(section)""#, with: #"field="title\#(section)" layout:width="5000""#)
            }
            client.notify(
                "textDocument/didChange",
                ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
            guard let quick = client.take(timeout: .seconds(5), where: isDiagnostics(of: version)) else {
                missing += 1
                continue
            }
            let prefix = "layout diagnostics for \(uri) version \(version):"
            guard let trace = client.take(timeout: .seconds(60), where: { message in
                guard message["method"] as? String == "$/logTrace", let params = message["params"] as? [String: Any],
                      let line = params["message"] as? String else { return false }
                return line.hasPrefix(prefix)
            }), let line = (trace.body["params"] as? [String: Any])?["message"] as? String else {
                missing += 1
                continue
            }
            if let seconds = serverSeconds(line) { traced[edit % 2].append(.nanoseconds(Int64(seconds * 1e9))) }
            let findings = line.dropFirst(prefix.count).split(separator: " ").first.flatMap { Int($0) } ?? 0
            if findings == 0 {
                noFindings += 1
            } else if let slow = client.take(timeout: .seconds(2), where: isDiagnostics(of: version)) {
                published.append(quick.receivedAt.duration(to: slow.receivedAt) - debounce)
            }
            client.discard { $0["method"] as? String == "$/logTrace" }
        }
        print("")
        report("layout stage after an edit of a text, as the server traces it", traced[0], target: .milliseconds(100))
        report("layout stage after an edit of a text and a conflicting width, as the server traces it", traced[1], target: .milliseconds(100))
        // In order: the first edit after the typing script, slower than the rest, shows apart.
        for (kind, durations) in traced.enumerated() {
            let each = durations.map { String(format: "%.0f", Double($0.components.attoseconds) / 1e15 + Double($0.components.seconds) * 1000) }
            print("  \(kind == 0 ? "text edits" : "conflicting edits"), each in order (ms): \(each.joined(separator: ", "))")
        }
        if published.isEmpty {
            print("layout findings published after the layout stage starts: none published (\(noFindings) edits had no layout findings)")
        } else {
            report("layout findings published after the layout stage starts (quick publish + debounce → layout publish)",
                   published, target: .milliseconds(100))
        }
        if missing > 0 { print("  \(missing) edits got no diagnostics or no layout stage for their version in time") }
    }

    /// The seconds of a traced duration ("… in 0.0123 seconds").
    static func serverSeconds(_ line: String) -> Double? {
        guard let range = line.range(of: " in ", options: .backwards) else { return nil }
        let rest = line[range.upperBound...]
        guard let number = rest.split(separator: " ").first, let value = Double(number) else { return nil }
        return rest.hasSuffix("ms") ? value / 1000 : value
    }
}
