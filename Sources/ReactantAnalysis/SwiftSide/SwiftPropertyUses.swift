import SwiftBinding

/// Where a bound property is declared and used in Swift files, as far as syntax can tell
/// without the compiler, and what it cannot tell: what references show and what a rename of
/// the field changes in Swift.
///
/// A use is certain inside the declaring class, its workspace subclasses and their extensions
/// (`x`, `self.x`, `super.x`), unless a local of that name is declared there too; a member
/// access on another base (`target.x`, `\.x`) is certain only when no other type of the
/// workspace declares a property of that name and no UIKit view is known to have one.
public struct SwiftPropertyUses: Hashable, Sendable {
    /// One certain occurrence: the declaration (or an override) or a use.
    public struct Occurrence: Hashable, Sendable {
        public let location: SwiftLocation
        public let isDeclaration: Bool
    }

    /// An occurrence that may or may not be the property.
    public enum Doubt: Hashable, Sendable {
        /// `base.x` where other types have an `x` too (named; empty when only UIKit's may).
        case memberAccess(SwiftLocation, base: String, otherDeclarers: [String])
        /// A bare `x` in a type that also declares a local or parameter `x` (the range is the
        /// local's declaration): which bare uses are the property's is a question of scopes.
        case shadowed(SwiftLocation, enclosingType: String)
    }

    public private(set) var occurrences: [Occurrence] = []
    public private(set) var doubts: [Doubt] = []

    /// - Parameters:
    ///   - files: the text of every Swift file to search (those without the name are skipped
    ///     unparsed), by path.
    ///   - externalMemberNames: names that classes outside the workspace are known to declare
    ///     (the UIKit properties the schema lists): a member access with such a name may be theirs.
    public init(
        of bound: BoundProperty, in files: [(path: String, text: String)], index: SwiftDeclarationIndex,
        externalMemberNames: Set<String>
    ) {
        let name = bound.name
        let owners = Self.owners(of: bound.property.declaringType, in: index)
        func isOwner(_ enclosingType: String?) -> Bool {
            guard let enclosingType else { return false }
            return owners.contains(index.type(named: enclosingType)?.declaration.qualifiedName ?? enclosingType)
        }
        let otherDeclarers = Self.declarers(of: name, in: index).subtracting(owners).sorted()
        let memberAccessIsCertain = otherDeclarers.isEmpty && !externalMemberNames.contains(name)

        for (path, text) in files.sorted(by: { $0.path < $1.path }) {
            let found = SwiftIdentifierOccurrences.find(name, in: text)
            // Locals and parameters named like the property, by the type they are written in.
            let shadowing = Dictionary(grouping: found.filter {
                $0.kind == .declaration(.variable) || $0.kind == .declaration(.parameter)
            }, by: { $0.enclosingType ?? "" })
            var reportedShadows = Set<String>()
            for occurrence in found {
                let location = SwiftLocation(path: path, range: occurrence.range)
                switch occurrence.kind {
                case .declaration(.property) where isOwner(occurrence.enclosingType):
                    occurrences.append(Occurrence(location: location, isDeclaration: true))
                case .selfMember where isOwner(occurrence.enclosingType):
                    occurrences.append(Occurrence(location: location, isDeclaration: false))
                case .reference where isOwner(occurrence.enclosingType):
                    let enclosing = occurrence.enclosingType ?? ""
                    if let local = shadowing[enclosing]?.first {
                        if reportedShadows.insert(enclosing).inserted {
                            doubts.append(.shadowed(SwiftLocation(path: path, range: local.range), enclosingType: enclosing))
                        }
                    } else {
                        occurrences.append(Occurrence(location: location, isDeclaration: false))
                    }
                case .memberAccess(let base) where base == "super" && isOwner(occurrence.enclosingType):
                    occurrences.append(Occurrence(location: location, isDeclaration: false))
                case .memberAccess(let base):
                    if memberAccessIsCertain {
                        occurrences.append(Occurrence(location: location, isDeclaration: false))
                    } else {
                        doubts.append(.memberAccess(location, base: base, otherDeclarers: otherDeclarers))
                    }
                case .keyPathComponent:
                    if memberAccessIsCertain {
                        occurrences.append(Occurrence(location: location, isDeclaration: false))
                    } else {
                        doubts.append(.memberAccess(location, base: "\\", otherDeclarers: otherDeclarers))
                    }
                default:
                    continue
                }
            }
        }
    }

    /// The class declaring the property and every workspace class inheriting from it, by
    /// qualified name: in these, `x` and `self.x` are the property.
    static func owners(of declaringType: String, in index: SwiftDeclarationIndex) -> Set<String> {
        var owners: Set<String> = [declaringType]
        for file in index.files.values {
            for type in file.types where type.kind == .class && !owners.contains(type.qualifiedName) {
                if index.isSubclass(type.qualifiedName, of: declaringType) { owners.insert(type.qualifiedName) }
            }
        }
        return owners
    }

    /// Every type of the workspace that declares a property `name`, by qualified name (the
    /// extended type as written, for an extension of a type no file declares).
    static func declarers(of name: String, in index: SwiftDeclarationIndex) -> Set<String> {
        var declarers = Set<String>()
        for file in index.files.values {
            for property in file.properties where property.name == name {
                switch property.owner {
                case .typeDeclaration(let qualifiedName):
                    declarers.insert(qualifiedName)
                case .extensionDeclaration(let extendedType):
                    declarers.insert(index.type(named: extendedType)?.declaration.qualifiedName ?? SwiftTypeName.path(of: extendedType))
                }
            }
        }
        return declarers
    }
}
