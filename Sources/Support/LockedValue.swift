import Foundation

/// A value read and written under a lock: the one way state is shared between tasks and
/// threads outside an actor (see ARCHITECTURE.md, "Concurrency"). The lock is held only for
/// the closure given, which must not block or wait.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value  // guarded by `lock`

    package init(_ value: Value) { stored = value }

    package var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Runs `body` on the value under the lock: a read-modify-write no other caller can split.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&stored) }
    }
}

extension LockedValue {
    /// The value, leaving `nil` in its place.
    package func take<Wrapped>() -> Value where Value == Wrapped? {
        lock.withLock {
            defer { stored = nil }
            return stored
        }
    }
}
