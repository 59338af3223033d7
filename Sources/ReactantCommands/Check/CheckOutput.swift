import Foundation
import ReactantAnalysis

/// Where `--check` writes, and what it knows about those places: the only effects of the
/// command besides reading files. Tests pass closures that collect the text.
public struct CheckOutput: Sendable {
    public var writeStandardOutput: @Sendable (String) -> Void
    public var writeStandardError: @Sendable (String) -> Void
    /// ANSI colours in the text format.
    public var useColors: Bool
    /// Standard error is a terminal, so a progress indicator can redraw itself there.
    public var showProgress: Bool

    public init(
        writeStandardOutput: @escaping @Sendable (String) -> Void,
        writeStandardError: @escaping @Sendable (String) -> Void,
        useColors: Bool = false,
        showProgress: Bool = false
    ) {
        self.writeStandardOutput = writeStandardOutput
        self.writeStandardError = writeStandardError
        self.useColors = useColors
        self.showProgress = showProgress
    }

    /// The process's standard output and error: colours when standard output is a terminal
    /// and `NO_COLOR` is unset or empty, progress when standard error is a terminal.
    public static func standardStreams(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> CheckOutput {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return CheckOutput(
            writeStandardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeStandardError: { FileHandle.standardError.write(Data($0.utf8)) },
            useColors: isatty(STDOUT_FILENO) == 1 && !noColor,
            showProgress: isatty(STDERR_FILENO) == 1
        )
    }
}
