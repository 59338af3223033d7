/// Work that runs once its key has been quiet for a while: the one debouncer of the server
/// (diagnostics per document, the pull refresh, open Swift documents' declarations). Each
/// `schedule` for a key cancels that key's pending work, and its task if the work has started,
/// and waits again, so a burst of changes runs the work once, after the last of them.
///
/// The wait is a cancellable `Task.sleep`: nothing polls, and a cancelled wait ends at once.
/// The work runs in the same task, so a later `schedule` or `cancel` cancels it part way too
/// (it checks `Task.isCancelled` where stopping is worth it).
public final class Debouncer<Key: Hashable & Sendable>: Sendable {
    private let delay: Duration
    private struct Pending: Sendable {
        var next: UInt64 = 0
        var tasks: [Key: (id: UInt64, task: Task<Void, Never>)] = [:]
    }
    private let pending = LockedValue(Pending())

    public init(delay: Duration) {
        self.delay = delay
    }

    /// Runs `work` once `delay` has passed with no other `schedule` or `cancel` for `key`.
    public func schedule(_ key: Key, _ work: @escaping @Sendable () async -> Void) {
        let delay = delay
        pending.withLock { pending in
            pending.tasks[key]?.task.cancel()
            let id = pending.next
            pending.next += 1
            let task = Task {
                do { try await Task.sleep(for: delay) } catch { return }
                await work()
                self.finished(key, id: id)
            }
            pending.tasks[key] = (id, task)
        }
    }

    /// Cancels the key's pending work, whether it waits or runs.
    public func cancel(_ key: Key) {
        pending.withLock { $0.tasks.removeValue(forKey: key) }?.task.cancel()
    }

    /// Whether work is waiting or running for `key`.
    public func isPending(_ key: Key) -> Bool {
        pending.withLock { $0.tasks[key] != nil }
    }

    private func finished(_ key: Key, id: UInt64) {
        pending.withLock { pending in
            if pending.tasks[key]?.id == id { pending.tasks.removeValue(forKey: key) }
        }
    }
}
