import Support
import ReactantAnalysis

/// What completion offers from other files, built once per `completionGeneration` and shared
/// by the workspace and every snapshot of it: in a large workspace, sorting the type names
/// costs more than the completion, so a request that builds it leaves it for the next.
final class CompletionWorkspaceMemo: Sendable {
    private let latest = LockedValue<(generation: Int, value: CompletionWorkspace)?>(nil)

    /// The value built at `generation`, built now if none is kept for it. A value built at an
    /// older generation (a request still reading an older snapshot) never replaces a newer one.
    func value(at generation: Int, build: () -> CompletionWorkspace) -> CompletionWorkspace {
        if let known = latest.value, known.generation == generation { return known.value }
        let built = build()
        latest.withLock { kept in if (kept?.generation ?? .min) <= generation { kept = (generation, built) } }
        return built
    }
}
