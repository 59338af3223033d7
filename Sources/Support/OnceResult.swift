import Foundation

/// A result set once and read by any number of callers. A caller is suspended until it is set:
/// it holds no thread meanwhile, so a few cooperative threads serve any number of waiters.
package final class OnceResult<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()  // guards both fields
    private var result: Value?
    private var waiters: [CheckedContinuation<Value, Never>] = []

    package init() {}

    /// Sets the result and wakes every waiter; it must be set once only.
    package func set(_ value: Value) {
        lock.lock()
        precondition(result == nil, "a OnceResult is set once")
        result = value
        let woken = waiters
        waiters = []
        lock.unlock()
        for waiter in woken { waiter.resume(returning: value) }
    }

    /// The result if it is set already.
    package var finished: Value? { lock.withLock { result } }

    /// The result, once set; the caller is suspended until then. Not cancellable: whatever
    /// sets the result finishes anyway, and its result is the caller's to use.
    package var value: Value {
        get async {
            if let result = finished { return result }
            return await withCheckedContinuation { continuation in
                lock.lock()
                // Set between `finished` and this lock: nothing would resume a waiter added now.
                if let result {
                    lock.unlock()
                    continuation.resume(returning: result)
                    return
                }
                waiters.append(continuation)
                lock.unlock()
            }
        }
    }
}
