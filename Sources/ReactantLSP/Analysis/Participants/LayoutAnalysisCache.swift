import ConstraintGrammar
import Foundation

/// Analyses of `layout:` values kept across passes and documents: a value's analysis depends
/// only on the value and its attribute, and almost every keystroke leaves all values but one
/// unchanged, while `--check` meets the same `super inset(16)` in file after file. Bounded: when
/// it holds `capacity` values it starts afresh, so memory cannot grow with the edits made.
final class LayoutAnalysisCache: @unchecked Sendable {
    struct Key: Hashable {
        let attribute: String
        let value: String
    }

    private let lock = NSLock()
    private var analyses: [Key: LayoutAnalysis] = [:]  // guarded by `lock`
    let capacity: Int

    init(capacity: Int = 50_000) {
        self.capacity = capacity
    }

    /// The analysis of `value` as `attribute`, computed outside the lock on a miss.
    func analysis(of value: String, as attribute: LayoutAttribute) -> LayoutAnalysis {
        let key = Key(attribute: attribute.name, value: value)
        if let known = lock.withLock({ analyses[key] }) { return known }
        let analysis = LayoutAnalysis.analyze(value, as: attribute)
        lock.withLock {
            if analyses.count >= capacity { analyses.removeAll(keepingCapacity: true) }
            analyses[key] = analysis
        }
        return analysis
    }

    var count: Int { lock.withLock { analyses.count } }
}
