import Dispatch

/// Frees large values (a replaced syntax tree, a check's memos) on a background queue of its
/// own, outside the task pool: the caller, or a continuation waiting for a pool thread, never
/// waits for tens of thousands of values to be released one by one.
package enum BackgroundRelease {
    private static let queue = DispatchQueue(label: "reactant-lsp.release", qos: .background)

    package static func release<Value: Sendable>(_ value: Value) {
        queue.async { withExtendedLifetime(value) {} }
    }
}
