import Foundation

/// Work started on another thread now, whose result is waited for when needed: lets two
/// independent stages of one document's preparation use both cores.
package final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Value?  // written once before `done` is left, read after waiting on it

    package init(qos: DispatchQoS.QoSClass = .userInitiated, _ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global(qos: qos).async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The result, once the work has finished.
    package var value: Value {
        done.wait()
        return result!
    }
}
