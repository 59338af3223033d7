import BenchmarkWorkspaces
import Foundation

/// The server opening generated workspaces of growing size, as an editor opening a large
/// app's repository: the time from `initialize` to the end of the scan's `$/progress`, the
/// server's peak and resident memory then, and `--check` on the same files for comparison.
/// Prints one row per size and the growth exponent fitted to the scan times (1 is linear).
enum WorkspaceScanSession {
    struct Row {
        let files: Int
        let scan: Duration
        let peakKiB: Int
        let residentKiB: Int
        let check: Duration
    }

    static func run(binary: URL, sizes: [Int]) throws {
        print("workspace scan (server: initialize → end of the scan's progress; memory from /proc)")
        print("   files     scan     peak RSS   RSS after    --check    scan/check")
        var rows: [Row] = []
        for size in sizes {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scan-benchmark-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            var generator = WorkspaceGenerator(fileCount: size, seed: 20_240_601)
            try generator.write(to: directory)
            let row = try measure(binary: binary, directory: directory, files: size)
            rows.append(row)
            print(String(format: "%8d %8.2f s %8d MB %8d MB %8.2f s %9.2f",
                         row.files, row.scan.seconds, row.peakKiB / 1024, row.residentKiB / 1024, row.check.seconds,
                         row.scan.seconds / row.check.seconds))
        }
        if rows.count > 1 {
            print(String(format: "growth exponent of the scan time (log-log least squares): %.2f", exponent(rows)))
        }
    }

    private static func measure(binary: URL, directory: URL, files: Int) throws -> Row {
        let client = try LanguageServerClient(binary: binary)
        let folder = directory.absoluteURL.absoluteString
        let (id, sentAt) = client.request("initialize", [
            "processId": NSNull(), "rootUri": folder,
            "capabilities": ["window": ["workDoneProgress": true], "workspace": ["configuration": true, "workspaceFolders": true]],
            "workspaceFolders": [["uri": folder, "name": "generated"]],
        ] as [String: Any])
        _ = try client.response(to: id, what: "the initialize response")
        client.notify("initialized", [String: Any]())
        guard let end = client.take(timeout: .seconds(900), where: { message in
            guard message["method"] as? String == "$/progress", let params = message["params"] as? [String: Any],
                  let value = params["value"] as? [String: Any] else { return false }
            return value["kind"] as? String == "end"
        }) else { throw LanguageServerClient.Failure.timedOut("the end of the scan's progress") }
        let memory = Self.memory(of: client.process.processIdentifier)
        client.stop()

        let check = Process()
        check.executableURL = binary
        check.arguments = ["--check", "--quiet", directory.path]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        let started = ContinuousClock.now
        try check.run()
        check.waitUntilExit()
        return Row(files: files, scan: sentAt.duration(to: end.receivedAt), peakKiB: memory.peak, residentKiB: memory.resident,
                   check: started.duration(to: .now))
    }

    /// VmHWM and VmRSS of a process, in KiB (Linux).
    static func memory(of pid: Int32) -> (peak: Int, resident: Int) {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Int {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return (field("VmHWM"), field("VmRSS"))
    }

    /// The slope of log(time) against log(files).
    static func exponent(_ rows: [Row]) -> Double {
        let xs = rows.map { log(Double($0.files)) }, ys = rows.map { log($0.scan.seconds) }
        let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
        let covariance = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        let variance = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
        return covariance / variance
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
