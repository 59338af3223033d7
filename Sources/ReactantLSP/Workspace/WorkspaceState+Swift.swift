import SwiftBinding
import ReactantAnalysis

/// The Swift files of the workspace state: open documents' declarations win over the disk
/// copies, as for Reactant UI files. A change reaches the index at once; it makes the open
/// documents stale only when the declarations' shape changed (`SwiftFileDeclarations.shape`),
/// so typing inside a function body re-analyzes nothing.
extension WorkspaceState {
    /// An open Swift document's new declarations (`nil`: it was closed, and the disk copy, if
    /// one was read, counts again). Returns the open documents made stale.
    mutating func recordSwiftDocument(_ declarations: SwiftFileDeclarations?, path: String) -> [String] {
        swiftOpen[path] = declarations
        return commitSwift(path: path, declarations: declarations ?? swiftDisk[path])
    }

    /// A disk read of a Swift file ended (`nil`: the file is gone), unless the read is not
    /// kept (`DiskRead`); an open document keeps its declarations in the index.
    mutating func finishSwiftDiskRead(_ read: DiskRead<SwiftFileDeclarations>) -> [String] {
        guard keeps(read) else { return [] }
        return finishSwiftRead(read.path, declarations: read.contents)
    }

    /// The disk copy of a Swift file is now `declarations`.
    mutating func finishSwiftRead(_ path: String, declarations: SwiftFileDeclarations?) -> [String] {
        swiftDisk[path] = declarations
        guard swiftOpen[path] == nil else { return [] }
        return commitSwift(path: path, declarations: declarations)
    }

    private mutating func commitSwift(path: String, declarations: SwiftFileDeclarations?) -> [String] {
        let old = index.swift.files[path]
        guard old != declarations else { return [] }
        replaceSwift(path: path, with: declarations)
        guard old?.shape != declarations?.shape else { return [] }
        return invalidateComponents()
    }
}
