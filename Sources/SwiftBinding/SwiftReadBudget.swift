/// How long reading one Swift file may take before it is given up, in proportion to its size.
///
/// SwiftParser has no bound of its own on its work: text it backtracks through (open brackets
/// past `BracketDepthLimit`'s reach, or whatever else a later finding shows) can take minutes
/// on a few kilobytes, and the server reads every `*.swift` file of the workspace. It offers no
/// hook to count its steps or stop it, so the bound is the processor time of the thread it
/// runs on (`DeadlineWork`; a loaded machine does not stretch it as it does wall time, which
/// bounds the wait only at 20 times the budget). The standard budget is far above what any
/// real file needs, so only a file the parser cannot read in bounded time meets it: that file
/// is read as incomplete.
public struct SwiftReadBudget: Hashable, Sendable {
    /// The time any file gets.
    public var base: Duration
    /// The time each further kilobyte (1,024 UTF-8 bytes) adds.
    public var perKilobyte: Duration

    public init(base: Duration, perKilobyte: Duration) {
        self.base = base
        self.perKilobyte = perKilobyte
    }

    /// 2 s, and 0.1 s more per kilobyte: 8 KB gets 2.8 s, 100 KB 12 s.
    public static let standard = SwiftReadBudget(base: .seconds(2), perKilobyte: .milliseconds(100))

    /// No time at all: nothing is read, every file is incomplete (what tests drive).
    public static let none = SwiftReadBudget(base: .zero, perKilobyte: .zero)

    /// The time a text of `byteCount` UTF-8 bytes gets.
    public func limit(forByteCount byteCount: Int) -> Duration {
        base + perKilobyte * (Double(byteCount) / 1024)
    }
}
