internal import SwiftSyntax

/// The type a property's initializer certainly has, when it is a plain call of a type's
/// initializer: `UILabel()`, `UILabel(frame: .zero)`, `UILabel.init()`, `Module.UILabel()`,
/// `PlainTableView<Cell>(cellFactory: Cell.init)`.
///
/// Anything else is unknown: `.init()` names no type, `makeLabel()` is a function whose result
/// the reader cannot see, and an immediately called closure returns what its body says. A name
/// is taken for a type when it starts with an upper-case letter, Swift's naming convention;
/// without the compiler there is no better test.
enum InitializerTypeInference {
    static func type(of initializer: ExprSyntax) -> String? {
        guard let call = initializer.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
            guard let base = member.base else { return nil }
            callee = base
        }
        return typeName(of: callee)
    }

    /// The name a type expression spells: identifiers joined by dots, with generic arguments.
    private static func typeName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard reference.argumentNames == nil, startsWithUpperCase(reference.baseName) else { return nil }
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base, let baseName = typeName(of: base),
                member.declName.argumentNames == nil, startsWithUpperCase(member.declName.baseName)
            else { return nil }
            return baseName + "." + member.declName.baseName.text
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            guard let baseName = typeName(of: specialization.expression) else { return nil }
            return baseName + WrittenSyntax.text(of: specialization.genericArgumentClause)
        }
        if let type = expression.as(TypeExprSyntax.self) {
            return WrittenSyntax.text(of: type.type)
        }
        return nil
    }

    private static func startsWithUpperCase(_ token: TokenSyntax) -> Bool {
        guard case .identifier(let text) = token.tokenKind else { return false }
        return text.first?.isUppercase ?? false
    }
}
