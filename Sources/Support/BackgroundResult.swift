import Dispatch

/// Work started on another thread now, whose result is waited for when needed: lets two
/// independent stages of one document's preparation use both cores. The work runs on a
/// Dispatch queue, outside the cooperative pool, so awaiting it never takes a pool thread
/// from the work it waits for.
package final class BackgroundResult<Value: Sendable>: Sendable {
    private let result = OnceResult<Value>()

    package init(qos: DispatchQoS.QoSClass = .userInitiated, _ work: @escaping @Sendable () -> Value) {
        let result = result
        DispatchQueue.global(qos: qos).async { result.set(work()) }
    }

    /// The result, once the work has finished; the caller is suspended until then.
    package var value: Value {
        get async { await result.value }
    }
}
