internal import SwiftSyntax

/// The walk behind ``SwiftLayoutReach``: every name referenced in the file, classified by how
/// the expression around it uses the value (see `touches(_:isSelf:firstMember:followsValue:)`), recorded
/// against the innermost type or extension.
final class LayoutReachCollector: SyntaxVisitor {
    /// Base names of the types and extensions being walked, innermost last.
    private var types: [String] = []
    /// Stored or computed member properties whose initializer or accessors are being walked,
    /// with their type: any layout touched there is the property's.
    private var properties: [(type: String, name: String)] = []
    private(set) var reach = SwiftLayoutReach()

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(SwiftTypeName.baseName(of: WrittenSyntax.text(of: node.extendedType)))
    }

    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        types.append(name)
        return .visitChildren
    }

    // MARK: Member properties

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let type = types.last, let name = memberPropertyName(node) {
            properties.append((type, name))
            // A view of this class gets an intrinsic size the file does not know.
            if name == "intrinsicContentSize" { reach.touchingOwnLayout.insert(type) }
        }
        return .visitChildren
    }

    override func visitPost(_ node: PatternBindingSyntax) {
        if types.last != nil, memberPropertyName(node) != nil { properties.removeLast() }
    }

    /// The name a binding declares when it is a member of the innermost type (not a local).
    private func memberPropertyName(_ node: PatternBindingSyntax) -> String? {
        guard let identifier = node.pattern.as(IdentifierPatternSyntax.self),
              let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
              variable.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
        return identifier.identifier.text
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Constraints a class installs in its own update pass.
        if let type = types.last, node.name.text == "updateConstraints", node.parent?.is(MemberBlockItemSyntax.self) == true {
            reach.touchingOwnLayout.insert(type)
        }
        return .visitChildren
    }

    // MARK: Uses

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        // `String.self`, `.init`; a type's static member (`UIView.animate`) is no view of a
        // field; `#selector(tap)` names a method.
        if case .keyword = node.baseName.tokenKind, name != "self" { return .skipChildren }
        if name.first?.isUppercase == true || Self.isInSelector(node) { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `base.name`: a use of the member through its base.
            guard let base = member.base, !Self.isLayoutMember(name), name != "self" else { return .skipChildren }
            if Self.isSelf(base) {
                if touches(ExprSyntax(member), isSelf: false) { record(selfUse: name) }
            } else if touches(ExprSyntax(member), isSelf: false, followsValue: false) {
                // Through another receiver only a layout member counts: any member of any
                // object (`item.title`, `label.text`) is written so, and held by name.
                reach.touchedThroughOthers.insert(name)
                recordInProperty()
            }
        } else if name == "self" {
            if touches(ExprSyntax(node), isSelf: true) { recordOwn() }
        } else if Self.isLayoutMember(name) {
            // `snp.makeConstraints`, `frame = …` inside a type: its own layout.
            if touches(ExprSyntax(node), isSelf: true, firstMember: name) { recordOwn() }
        } else if touches(ExprSyntax(node), isSelf: false) {
            record(selfUse: name)
        }
        return .skipChildren
    }

    private static func isInSelector(_ node: DeclReferenceExprSyntax) -> Bool {
        var current = node.parent
        for _ in 0..<4 {
            guard let parent = current else { return false }
            if let macro = parent.as(MacroExpansionExprSyntax.self) {
                return ["selector", "keyPath"].contains(macro.macroName.text)
            }
            current = parent.parent
        }
        return false
    }

    /// `self`, also as `self?` or `self!` (in a closure that captured it weakly).
    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        if let wrapped = expression.as(OptionalChainingExprSyntax.self) { return isSelf(wrapped.expression) }
        if let wrapped = expression.as(ForceUnwrapExprSyntax.self) { return isSelf(wrapped.expression) }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    private static func isLayoutMember(_ name: String) -> Bool {
        LayoutMemberNames.touchingOnAnyUse.contains(name) || LayoutMemberNames.touchingWhenAssigned.contains(name)
    }

    /// A name used through `self`, explicit or implicit: a property of the innermost type
    /// (outside any type, a local or a global, reached only by being passed, which its use
    /// where it was passed records).
    private func record(selfUse name: String) {
        // `$0`: a closure's parameter, no property (it counts for the property it initializes).
        if let type = types.last, !name.hasPrefix("$") { reach.touchedBySelf[type, default: []].insert(name) }
        recordInProperty()
    }

    private func recordOwn() {
        if let type = types.last { reach.touchingOwnLayout.insert(type) }
        recordInProperty()
    }

    /// Layout touched inside a member property's initializer or accessors (`let title =
    /// UILabel().then { $0.snp… }`) is that property's.
    private func recordInProperty() {
        if let (type, name) = properties.last { reach.touchedBySelf[type, default: []].insert(name) }
    }

    /// Whether the expression around `use` may touch the layout of the view `use` evaluates to.
    ///
    /// Walks out through member accesses, unwrapping and subscripts: a layout member used
    /// (`snp`, an anchor) touches; one assigned through (`frame.origin.x += 1`) touches; a
    /// method called on the view itself touches unless it is known to leave layout alone; a
    /// comparison does not; the view itself used as a value (passed, stored, returned, put in
    /// a collection) touches. For `self` (`isSelf`), only its own layout members count: its
    /// other members are uses of those, classified where they are named.
    /// - Parameter firstMember: the layout member an implicit-`self` use names.
    /// - Parameter followsValue: false counts only layout members used or assigned through,
    ///   not the value passed, assigned or sent a method.
    private func touches(_ use: ExprSyntax, isSelf: Bool, firstMember: String? = nil, followsValue: Bool = true) -> Bool {
        let isSelf = isSelf || !followsValue
        var node = Syntax(use)
        var members: [String] = firstMember.map { [$0] } ?? []
        var assignedThrough = firstMember.map { LayoutMemberNames.touchingWhenAssigned.contains($0) } ?? false
        if let firstMember, LayoutMemberNames.touchingOnAnyUse.contains(firstMember) { return true }
        while let parent = node.parent {
            if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == node.id {
                let name = access.declName.baseName.text
                if isSelf, members.isEmpty, !Self.isLayoutMember(name) { return false }
                if LayoutMemberNames.touchingOnAnyUse.contains(name) { return true }
                if LayoutMemberNames.touchingWhenAssigned.contains(name) { assignedThrough = true }
                members.append(name)
                node = parent
            } else if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
                node = parent
            } else if let subscripted = parent.as(SubscriptCallExprSyntax.self), subscripted.calledExpression.id == node.id {
                node = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                // A method of the view itself may do anything to it; the method of a member
                // (`rx.tap.subscribe`) acts on that member.
                guard members.count == 1, !isSelf else { return false }
                return !LayoutMemberNames.leavingLayoutAlone.contains(members[0])
            } else if parent.is(InOutExprSyntax.self) {
                return members.isEmpty ? !isSelf : assignedThrough
            } else if let list = parent.as(ExprListSyntax.self) {
                return touchesInSequence(node, of: list, members: members, assignedThrough: assignedThrough, isSelf: isSelf)
            } else {
                // Passed, stored, returned, captured in a literal, or a statement of its own.
                return members.isEmpty && !isSelf
            }
        }
        return false
    }

    /// `node` as an operand of an unfolded operator sequence (`a.b = c`, `x === y`).
    private func touchesInSequence(
        _ node: Syntax, of list: ExprListSyntax, members: [String], assignedThrough: Bool, isSelf: Bool
    ) -> Bool {
        // The node's own index and its neighbours': a search of the list per operand would make
        // a long sequence (`a + b + c …`) quadratic.
        guard let element = node.as(ExprSyntax.self), let position = list.index(of: element) else {
            return members.isEmpty && !isSelf
        }
        let after = list.index(after: position)
        let next = after != list.endIndex ? list[after] : nil
        let previous = position != list.startIndex ? list[list.index(before: position)] : nil
        let nextOperator = next?.as(BinaryOperatorExprSyntax.self)?.operator.text
        if next?.is(AssignmentExprSyntax.self) == true || nextOperator.map(LayoutMemberNames.assigns) == true {
            // Assigned to: the property itself (`x = UILabel()`), or through a layout member.
            return members.isEmpty ? !isSelf : assignedThrough
        }
        let previousOperator = previous?.as(BinaryOperatorExprSyntax.self)?.operator.text
        if [nextOperator, previousOperator].contains(where: { $0.map(LayoutMemberNames.comparisons.contains) == true }) {
            return false
        }
        // An operand or an assigned value: the view itself goes elsewhere.
        return members.isEmpty && !isSelf
    }
}
