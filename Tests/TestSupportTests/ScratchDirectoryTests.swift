import Foundation
import TestSupport
import Testing

/// Scratch files live in a folder per test process; a process that ended without removing its
/// folder (crashed, killed) has it removed by the next.
@Suite struct ScratchDirectoryTests {
    @Test func theFolderOfAnEndedProcessIsRemovedAndALiveOneKept() throws {
        let live = ScratchDirectory.url("live")
        try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: live) }
        // A process that has ended (and been waited for): its id names no process.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        let left = ScratchDirectory.root.appendingPathComponent(String(ended.processIdentifier))
        try FileManager.default.createDirectory(at: left.appendingPathComponent("check-fixture-x"), withIntermediateDirectories: true)

        ScratchDirectory.removeFoldersOfEndedProcesses()
        #expect(!FileManager.default.fileExists(atPath: left.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
    }
}
