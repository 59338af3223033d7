import Support

/// A `field` inside an `anonymous="true"` component: the generator writes that component's
/// class itself, `final class T: ViewBase<Void, Void> {}`, so the `target.x` it generates for
/// the field names a property no one can declare. Decided from the document alone.
public struct AnonymousComponentFieldCheck: AnalysisParticipant {
    public init() {}

    public func findings(in context: AnalysisContext) -> [Finding] {
        context.document.scopes.filter(\.isAnonymous).flatMap { scope in
            scope.fields.map { field in
                Finding(Diagnostic(.fieldInAnonymousComponent, .error,
                    "'\(field.name)' cannot be bound: the class of an anonymous component is generated with an empty body; "
                        + "remove 'field' or anonymous=\"true\"",
                    range: field.range))
            }
        }
    }
}
