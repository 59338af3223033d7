import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of suites that wait for servers, pipes or background tasks: a guard
    /// against a hang, not a deadline. Tests wait for events, never for timers, so a loaded
    /// machine makes them slower, not failing; this limit only ends one that can never finish.
    public static var hangGuard: Self { .timeLimit(.minutes(10)) }
}
