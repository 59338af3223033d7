import Foundation
import Support
import ReactantAnalysis

/// A one-line `reading 120/2000 files` indicator redrawn in place on standard error, for
/// large trees on a terminal only; redraws at most every 100 ms. Safe to call from any task.
final class ProgressIndicator: Sendable {
    /// Trees smaller than this finish before an indicator would be worth drawing.
    static let minimumFiles = 200

    private let write: @Sendable (String) -> Void
    private let total: Int
    /// When the line was last drawn, and whether it is showing.
    private let line = LockedValue((lastDrawn: ContinuousClock.Instant?.none, drawn: false))

    init(total: Int, write: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.write = write
    }

    func update(_ phase: String, done: Int) {
        line.withLock { line in
            let now = ContinuousClock.now
            if let lastDrawn = line.lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
            line = (now, true)
            write("\r\u{1B}[2Kreactant-lsp: \(phase) \(done)/\(total) files")
        }
    }

    /// Erases the line so the real output starts clean.
    func finish() {
        line.withLock { line in
            if line.drawn { write("\r\u{1B}[2K") }
            line.drawn = false
        }
    }
}
