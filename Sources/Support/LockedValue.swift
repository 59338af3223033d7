import Foundation

/// A value read and written under a lock.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value  // guarded by `lock`

    package init(_ value: Value) { stored = value }

    package var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
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
