import LayoutSolver
import ReactantAnalysis
import Support

/// Devices solved ahead of their turn (`DeviceSolving.solveSideBySide`), in two lanes: a
/// thread outside the cooperative pool, started whenever jobs wait and none runs, and the
/// caller's, which helps with the jobs still waiting when it needs one's result. The server's
/// layout stage thus holds one pool thread, as when it solves the devices in order, and the
/// other core takes the rest.
final class SolvesAhead: Sendable {
    struct Job: Sendable {
        let index: Int
        let device: DeviceSolving.Device
        /// The system the solve starts from; nil: afresh.
        let start: LayoutSystem?
    }

    typealias Solution = (layout: ComponentLayout, system: LayoutSystem)

    private struct State {
        var waiting: [Job] = []
        /// Indices queued, running or done.
        var taken: Set<Int> = []
        var solutions: [Int: Solution] = [:]
        /// The outside lane while it runs (it stops when nothing waits).
        var outside: BackgroundResult<Void>?
    }

    private let state = LockedValue(State())
    /// Set once the caller is cancelled: the outside lane then stops at its next check.
    private let stopped = LockedValue(false)

    /// Queues jobs, in the order given, and starts the outside lane if none runs.
    func add(_ jobs: [Job]) {
        guard !jobs.isEmpty else { return }
        state.withLock { state in
            state.waiting += jobs
            state.taken.formUnion(jobs.map(\.index))
            if state.outside == nil {
                state.outside = BackgroundResult { [self] in runOutside() }
            }
        }
    }

    /// Whether a job for the device was queued (it may still wait, run or be done).
    func has(_ index: Int) -> Bool { state.value.taken.contains(index) }

    /// The solution of a queued device, once every queued job is done: the caller runs jobs
    /// still waiting, then waits for the outside lane's last one. Nil when cancelled.
    func solution(of index: Int, isCancelled: () -> Bool) async -> Solution? {
        while let job = take() {
            if isCancelled() {
                stop()
                return nil
            }
            run(job, isCancelled: isCancelled)
        }
        if let outside = state.value.outside {
            await withTaskCancellationHandler { await outside.value } onCancel: { stopped.value = true }
        }
        if stopped.value || isCancelled() { return nil }
        return state.value.solutions[index]
    }

    /// Stops the outside lane at its next check (the caller gave up, or was cancelled).
    func stop() { stopped.value = true }

    private func take() -> Job? {
        state.withLock { state in state.waiting.isEmpty ? nil : state.waiting.removeFirst() }
    }

    private func run(_ job: Job, isCancelled: () -> Bool) {
        if let solution = job.device.solve(from: job.start, isCancelled: isCancelled) { state.withLock { $0.solutions[job.index] = solution } }
    }

    private func runOutside() {
        while true {
            // Taking the last job and marking the lane stopped are one step, so `add` starts a
            // new lane for anything queued after.
            let job: Job? = state.withLock { state in
                if state.waiting.isEmpty || stopped.value {
                    state.outside = nil
                    return nil
                }
                return state.waiting.removeFirst()
            }
            guard let job else { return }
            run(job) { stopped.value }
        }
    }
}
