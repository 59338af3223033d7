import Foundation

/// The shared corpus of real Reactant UI files, beside this package (`../shared/corpus`).
package enum SharedCorpus {
    package static let path = packageRoot + "/../shared/corpus"

    /// The corpus's `*.ui.xml` and `*.styles.xml` files, relative to `path`, sorted; empty when
    /// the corpus is absent.
    package static func files() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".ui.xml") || $0.hasSuffix(".styles.xml") }
            .sorted()
    }
}
