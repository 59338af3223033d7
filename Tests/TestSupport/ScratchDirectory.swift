import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where tests write files: under one folder per test process,
/// `$TMPDIR/reactant-lsp-tests/<pid>`. Each test removes what it made when it is done with it
/// (`CheckFixtureDirectory`, `defer`), failing or not; the process's folder goes when the
/// process exits, and the folders of test processes that never exited (crashed, killed at a
/// time limit) are removed by the next test process that writes one, so no run leaves
/// scratch files in the temporary directory.
package enum ScratchDirectory {
    /// A fresh path, `prefix-UUID` (plus `suffix`), in the process's folder; nothing is
    /// created there.
    package static func url(_ prefix: String, suffix: String = "") -> URL {
        processFolder.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
    }

    /// The same, created as an empty directory.
    package static func make(_ prefix: String) throws -> URL {
        let url = url(prefix)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    package static let root = FileManager.default.temporaryDirectory.appendingPathComponent("reactant-lsp-tests")

    private static let processFolder: URL = {
        removeFoldersOfEndedProcesses()
        let folder = root.appendingPathComponent(String(getpid()))
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { ScratchDirectory.removeProcessFolder() }
        return folder
    }()

    private static func removeProcessFolder() {
        try? FileManager.default.removeItem(at: root.appendingPathComponent(String(getpid())))
        rmdir(root.path)  // The last process out removes the root too; while others run, it fails.
    }

    /// Removes the folders named by a process id no process has any more (done once, by the
    /// first scratch path a process asks for).
    package static func removeFoldersOfEndedProcesses() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in names {
            guard let pid = pid_t(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
        }
    }
}
