/// What hover adds for a field bound to a Swift property: the declaration as written, and
/// where it is.
enum SwiftFieldHover {
    static func markdown(_ bound: BoundProperty) -> String {
        let property = bound.property
        let file = property.path.split(separator: "/").last.map(String.init) ?? property.path
        var text = "```swift\n\(property.property.declarationLine)\n```\n"
        text += property.declaringType == bound.componentClass
            ? "Declared in `\(bound.componentClass)`"
            : "Inherited by `\(bound.componentClass)` from `\(property.declaringType)`"
        return text + " (`\(file)`, line \(property.property.nameRange.start.line + 1))."
    }
}
