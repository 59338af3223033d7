import Foundation

/// Where the tests find the package and the shared corpus.
public enum TestPaths {
    /// The package root: the directory holding Package.swift, two levels above this file.
    public static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The shared directory: `REACTANT_SHARED_DIR`, else `shared` beside the package's directory.
    public static let shared: String = ProcessInfo.processInfo.environment["REACTANT_SHARED_DIR"]
        ?? URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared").path

    /// The corpus of real Reactant UI files; the corpus tests are skipped when it is absent.
    public static let corpus: String = shared + "/corpus"

    public static var corpusExists: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: corpus, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The corpus's `*.ui.xml` and `*.styles.xml` files, relative to `corpus`, sorted; empty
    /// when the corpus is absent.
    public static func corpusFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: corpus) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".ui.xml") || $0.hasSuffix(".styles.xml") }
            .sorted()
    }
}
