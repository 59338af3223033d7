import Support

/// `field`, `style` and `layout:*` on a file's root `<Component>` are silently ignored by the
/// generator (the root is the component itself: nothing binds or places it), so a warning.
public struct RootComponentCheck: AnalysisParticipant {
    public init() {}

    public func findings(in context: AnalysisContext) -> [Finding] {
        guard context.document.kind == .component, let root = context.tree.root else { return [] }
        return root.attributes.compactMap { attribute in
            let name = attribute.name.qualified
            let reason: String
            if name == "field" {
                reason = "the root component is not a view of another component, so there is nothing to bind"
            } else if name == "style" {
                reason = "the generator applies no style to the root component"
            } else if attribute.name.hasLayoutPrefix {
                reason = "the root component is laid out by whoever uses it, not by its own file"
            } else {
                return nil
            }
            return Finding(Diagnostic(.ignoredRootAttribute, .warning, "'\(name)' on the root Component is ignored: \(reason)",
                                      range: attribute.name.range))
        }
    }
}
