import Foundation

/// Runs commands and measures their wall time, output discarded or captured.
enum CommandTimer {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs one command to completion, capturing both streams (through files, so neither
    /// pipe can fill and block the child).
    static func run(_ command: [String]) throws -> Output {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("check-benchmark-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stdoutURL = directory.appendingPathComponent("stdout"), stderrURL = directory.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdout = try FileHandle(forWritingTo: stdoutURL), stderr = try FileHandle(forWritingTo: stderrURL)
        let status = try execute(command, standardOutput: stdout, standardError: stderr)
        try stdout.close()
        try stderr.close()
        return Output(
            status: status,
            standardOutput: try String(contentsOf: stdoutURL, encoding: .utf8),
            standardError: try String(contentsOf: stderrURL, encoding: .utf8))
    }

    /// Wall time and processor time (user + system, over all threads) of one measurement.
    struct Timing {
        var wall: Duration
        var processor: Duration
    }

    /// Runs `commands` one after another, output discarded. Processor time comes from the
    /// finished children's resource usage, so it stays meaningful on a busy machine where
    /// wall time mostly measures the other processes. The children are spawned and waited for
    /// directly: `Process` notices an exit only at its next run-loop poll, which rounds every
    /// measurement up by tens of milliseconds.
    static func time(_ commands: [[String]]) throws -> Timing {
        let clock = ContinuousClock()
        let processorBefore = childrenProcessorTime()
        let start = clock.now
        for command in commands { try spawnAndWait(command) }
        return Timing(wall: clock.now - start, processor: childrenProcessorTime() - processorBefore)
    }

    /// Wall time, processor time and peak resident memory (KiB) of one run of `command`,
    /// output discarded: the child's own resource usage, from `wait4`.
    static func measure(_ command: [String]) throws -> (timing: Timing, peakKiB: Int) {
        let clock = ContinuousClock()
        let start = clock.now
        var usage = rusage()
        try spawnAndWait(command, usage: &usage)
        func duration(_ time: timeval) -> Duration { .seconds(time.tv_sec) + .microseconds(time.tv_usec) }
        return (Timing(wall: clock.now - start, processor: duration(usage.ru_utime) + duration(usage.ru_stime)), usage.ru_maxrss)
    }

    private static func spawnAndWait(_ command: [String]) throws {
        var usage = rusage()
        try spawnAndWait(command, usage: &usage)
    }

    /// Runs one command with its output sent to /dev/null and waits for it to exit.
    private static func spawnAndWait(_ command: [String], usage: inout rusage) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = command.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, arguments, environ)
        guard spawned == 0 else { throw UsageError("cannot run \(command[0]): error \(spawned)") }
        var status: Int32 = 0
        while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
    }

    private static func childrenProcessorTime() -> Duration {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func duration(_ time: timeval) -> Duration { .seconds(time.tv_sec) + .microseconds(time.tv_usec) }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }

    private static func execute(_ command: [String], standardOutput: FileHandle, standardError: FileHandle) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The absolute path of `name` on `PATH`.
    static func locate(_ name: String) throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw UsageError("\(name) not found on PATH")
    }

    /// `paths` split into consecutive batches whose arguments stay under `maximumBytes`, so
    /// no command line exceeds the system's limit.
    static func batches(of paths: [String], maximumBytes: Int) -> [[String]] {
        var result: [[String]] = [], current: [String] = [], size = 0
        for path in paths {
            if !current.isEmpty, size + path.utf8.count + 1 > maximumBytes {
                result.append(current)
                current = []
                size = 0
            }
            current.append(path)
            size += path.utf8.count + 1
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func median(_ times: [Duration]) -> Duration {
        let sorted = times.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3f s", Double(seconds) + Double(attoseconds) / 1e18)
    }
}
