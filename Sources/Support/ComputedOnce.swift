import Foundation

/// A value computed at most once, by the first caller; callers arriving during the
/// computation wait for it.
package final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
    private let computing = NSLock()  // held while the value is computed
    private let reading = NSLock()
    private var value: Value?  // guarded by `reading`, written only under `computing`

    package init() {}

    package func value(_ compute: () -> Value) -> Value {
        if let done = finishedValue { return done }
        return computing.withLock {
            if let done = finishedValue { return done }
            let computed = compute()
            reading.withLock { value = computed }
            return computed
        }
    }

    package var finishedValue: Value? { reading.withLock { value } }
}
