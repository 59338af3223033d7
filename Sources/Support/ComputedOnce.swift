/// A value computed at most once, by the first caller, and shared by every caller.
///
/// The computation runs on the first caller's thread, outside any lock, and must not itself
/// wait (gather what it needs before asking): so whoever computes is always running, and
/// whoever waits is released once it ends. A caller arriving during the computation never
/// blocks its thread: `value(_:) async` suspends it (a request on a cooperative thread holds
/// none), and `valueWithoutWaiting(_:)`, for synchronous code, computes a copy of its own.
package final class ComputedOnce<Value: Sendable>: Sendable {
    private enum Stage: Sendable {
        case notStarted
        case computing(OnceResult<Value>)
        case finished(Value)
    }

    /// What a caller found when it asked.
    private enum Claim {
        case finished(Value)
        /// Another caller computes; its result arrives here.
        case computing(OnceResult<Value>)
        /// This caller computes and sets the result here.
        case claimed(OnceResult<Value>)
    }

    private let stage = LockedValue(Stage.notStarted)

    package init() {}

    /// Already computed: for a value its owner has at hand when it makes the stage.
    package init(_ value: Value) {
        stage.value = .finished(value)
    }

    /// The value, computed by this caller if no other has started; a caller arriving while
    /// another computes is suspended until the value is there.
    package func value(_ compute: () -> Value) async -> Value {
        switch claim() {
        case .finished(let value): return value
        case .computing(let result): return await result.value
        case .claimed(let result): return publish(compute(), to: result)
        }
    }

    /// The same for a synchronous caller that must not wait: while another computes, this
    /// caller computes a copy of its own (not kept). For a cheap stage asked from inside a
    /// synchronous engine (completion's model, asked only when a completion needs it).
    package func valueWithoutWaiting(_ compute: () -> Value) -> Value {
        switch claim() {
        case .finished(let value): return value
        case .computing: return compute()
        case .claimed(let result): return publish(compute(), to: result)
        }
    }

    /// The value if some caller has computed it.
    package var finishedValue: Value? {
        if case .finished(let value) = stage.value { return value }
        return nil
    }

    private func claim() -> Claim {
        stage.withLock { stage in
            switch stage {
            case .finished(let value): return .finished(value)
            case .computing(let result): return .computing(result)
            case .notStarted:
                let result = OnceResult<Value>()
                stage = .computing(result)
                return .claimed(result)
            }
        }
    }

    private func publish(_ value: Value, to result: OnceResult<Value>) -> Value {
        stage.value = .finished(value)
        result.set(value)
        return value
    }
}
