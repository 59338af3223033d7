import PropertyBased
import Testing
@testable import ConstraintGrammar

/// Random valid values survive print → parse unchanged. Each value is rendered twice from one
/// random model: canonically (as the printer writes) and with random whitespace; both must parse
/// without error and print to the canonical text.
struct RoundTripTests {
    /// A rendering of one random constraint list: the canonical text and a spaced-out variant.
    struct Sample: Sendable, CustomStringConvertible {
        let attribute: String
        let canonical: String
        let spaced: String
        var description: String { "\(attribute)=\"\(spaced)\"" }
    }

    /// Builds pieces of text with a random separator (any whitespace the generator skips) between them.
    struct Renderer {
        var canonical = ""
        var spaced = ""

        /// Appends `piece`; `gap` is whether the canonical form puts a space before it.
        mutating func add(_ piece: String, gap: Bool, rng: inout any SeededRandomNumberGenerator) {
            if gap && !canonical.isEmpty { canonical += " " }
            canonical += piece
            // Where the canonical form has a space the variant needs some whitespace, or words would merge.
            spaced += (gap ? [" ", "\n  ", "\t", "  \r\n"] : ["", "", " ", "\n"]).randomElement(using: &rng)! + piece
        }
    }

    static let sample = Generator<Sample, Shrink.None<Sample>>(
        run: { rng in makeSample(&rng) },
        shrink: { _ in Shrink.None() })

    static func makeSample(_ rng: inout any SeededRandomNumberGenerator) -> Sample {
        let attribute = LayoutAttribute.all.filter(\.isConstraint).randomElement(using: &rng)!
        // Only anchors the attribute's parts can be related to: any other is an error (`AnchorPairing`).
        let anchors = LayoutAnchor.allCases.filter { anchor in
            attribute.parts.allSatisfy { AnchorPairing.refusal(of: $0.anchor, to: anchor) == nil }
        }
        var renderer = Renderer()
        let count = Int.random(in: 1...4, using: &rng)
        var previousHadPriority = false
        for index in 0..<count {
            if index > 0 && !previousHadPriority { renderer.add(";", gap: false, rng: &rng) }
            previousHadPriority = addConstraint(&renderer, anchors: anchors, &rng)
        }
        return Sample(attribute: attribute.name, canonical: renderer.canonical, spaced: renderer.spaced)
    }

    /// Adds one non-empty constraint, naming only `anchors`; returns whether it ended with a priority.
    static func addConstraint(
        _ renderer: inout Renderer, anchors: [LayoutAnchor], _ rng: inout any SeededRandomNumberGenerator
    ) -> Bool {
        let names = ["title", "icon2", "Label", "equal", "by"]
        var wroteSomething = false
        if Bool.random(using: &rng) {
            renderer.add("[" + condition(&rng, depth: 0) + "]", gap: true, rng: &rng)
            wroteSomething = true
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            renderer.add(names.randomElement(using: &rng)!, gap: true, rng: &rng)
            renderer.add("=", gap: true, rng: &rng)
            wroteSomething = true
        }
        if Bool.random(using: &rng) {
            renderer.add(":" + RelationSpelling.all.randomElement(using: &rng)!.name, gap: true, rng: &rng)
            wroteSomething = true
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            renderer.add(number(&rng), gap: true, rng: &rng)
        } else {
            var target = ""
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: target = TargetKeyword.allCases.randomElement(using: &rng)!.rawValue
            case 1: target = names.randomElement(using: &rng)!
            case 2: target = "id:" + names.randomElement(using: &rng)!
            default: break
            }
            // `center` accepts no written anchor: its two parts lie on different axes.
            if target.isEmpty && !wroteSomething && anchors.isEmpty { target = TargetKeyword.super.rawValue }
            if !target.isEmpty { renderer.add(target, gap: true, rng: &rng) }
            if let anchor = anchors.randomElement(using: &rng), Bool.random(using: &rng) || (target.isEmpty && !wroteSomething) {
                renderer.add("." + anchor.rawValue, gap: target.isEmpty, rng: &rng)
            }
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let kind = ConstraintModifierKind.allCases.randomElement(using: &rng)!.rawValue
                renderer.add(kind, gap: true, rng: &rng)
                renderer.add("(", gap: false, rng: &rng)
                if Bool.random(using: &rng) {
                    renderer.add("by", gap: false, rng: &rng)
                    renderer.add(":", gap: false, rng: &rng)
                    renderer.add(number(&rng, positive: true), gap: true, rng: &rng)
                } else {
                    renderer.add(number(&rng, positive: true), gap: false, rng: &rng)
                }
                renderer.add(")", gap: false, rng: &rng)
            }
        }
        guard Bool.random(using: &rng) else { return false }
        renderer.add("@", gap: true, rng: &rng)
        let priority = Bool.random(using: &rng)
            ? PriorityName.allCases.randomElement(using: &rng)!.rawValue
            : String(Int.random(in: 1...1000, using: &rng))
        renderer.add(priority, gap: false, rng: &rng)
        return true
    }

    static func number(_ rng: inout any SeededRandomNumberGenerator, positive: Bool = false) -> String {
        let whole = String(Int.random(in: positive ? 1...500 : -500...500, using: &rng))
        return Bool.random(using: &rng) ? whole : whole + "." + String(Int.random(in: 0...99, using: &rng))
    }

    /// A condition the generator accepts (canonical spacing).
    static func condition(_ rng: inout any SeededRandomNumberGenerator, depth: Int) -> String {
        let logical = ["phone", "iPad", "tv", "carplay", "landscape", "portrait", "true", "false", "horizontal"]
        let choice = Int.random(in: 0..<(depth > 2 ? 4 : 7), using: &rng)
        switch choice {
        case 0: return logical.randomElement(using: &rng)!
        case 1: return "!" + logical.randomElement(using: &rng)!
        case 2:
            let axis = ["horizontal", "vertical"].randomElement(using: &rng)!
            let sizeClass = ["compact", "regular"].randomElement(using: &rng)!
            let op = ["==", "!="].randomElement(using: &rng)!
            return Bool.random(using: &rng) ? "\(axis) \(op) \(sizeClass)" : "\(sizeClass) \(op) \(axis)"
        case 3:
            let op = [":lt", ":lte", ":gt", ":gte", "=="].randomElement(using: &rng)!
            return "\(["width", "height"].randomElement(using: &rng)!) \(op) \(number(&rng))"
        case 4: return "(" + condition(&rng, depth: depth + 1) + ")"
        case 5: return condition(&rng, depth: depth + 1) + " and " + condition(&rng, depth: depth + 1)
        default: return condition(&rng, depth: depth + 1) + " OR " + condition(&rng, depth: depth + 1)
        }
    }

    @Test func randomValidValuesSurvivePrintAndParse() async {
        await propertyCheck(count: 500, input: Self.sample) { sample in
            for text in [sample.canonical, sample.spaced] {
                let analysis = analyze(text, sample.attribute)
                #expect(!analysis.hasErrors, "\(text): \(analysis.diagnostics.map(\.message))")
                guard case .constraints(let list) = analysis.syntax else { return }
                let printed = ConstraintPrinter.print(list)
                #expect(printed == sample.canonical)
                // Parsing the printed text gives the same constraints again.
                #expect(analyze(printed, sample.attribute).constraints.map(\.constant) == analysis.constraints.map(\.constant))
                #expect(analyze(printed, sample.attribute).constraints.map(\.target) == analysis.constraints.map(\.target))
                // One constraint per line reads the same as the line it was printed on.
                let lines = ConstraintPrinter.lines(list)
                #expect(lines.joined(separator: " ") == printed)
                let split = analyze(lines.joined(separator: "\n    "), sample.attribute)
                #expect(split.constraints.map(\.constant) == analysis.constraints.map(\.constant))
                #expect(split.constraints.map(\.target) == analysis.constraints.map(\.target))
            }
        }
    }

    @Test func linesEndAfterEachSeparatorThatEndsContent() {
        func lines(_ text: String) -> [String] {
            guard case .constraints(let list) = analyze(text, "edges").syntax else { return [] }
            return ConstraintPrinter.lines(list)
        }
        #expect(lines("super  inset(10) @high;:gte  safeAreaLayoutGuide;;super") == ["super inset(10) @high;", ":gte safeAreaLayoutGuide;;", "super"])
        #expect(lines(";super;") == [";", "super;"])
        #expect(lines("") == [""])
    }
}
