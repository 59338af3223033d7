import Foundation

/// The `.editorconfig` properties that apply to one file, as the EditorConfig specification
/// (editorconfig.org) resolves them, so the formatter agrees with the editors and tools that
/// read the same file: every `.editorconfig` from the file's folder up to a `root = true` one
/// (or the file system's root), sections whose glob matches the file's path, later and closer
/// sections winning. Keys are lowercased; values are lowercased too, since the properties read
/// here (`indent_style`, `indent_size`, `tab_width`, `max_line_length`) are case-insensitive.
public enum EditorConfig {
    /// One parsed `.editorconfig`: whether it is a root, and its sections in file order.
    public struct File: Equatable, Sendable {
        public var isRoot: Bool
        public var sections: [(glob: String, properties: [String: String])]

        public static func == (lhs: File, rhs: File) -> Bool {
            lhs.isRoot == rhs.isRoot && lhs.sections.elementsEqual(rhs.sections) { $0.glob == $1.glob && $0.properties == $1.properties }
        }

        /// INI lines as the specification reads them: `;` and `#` start comment lines, `[glob]`
        /// opens a section, `key = value` sets a property (in the preamble only `root`).
        public init(parsing text: String) {
            isRoot = false
            sections = []
            for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
                let line = rawLine.trimmingCharacters(in: .whitespaces)
                guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix(";") else { continue }
                if line.hasPrefix("["), line.hasSuffix("]") {
                    sections.append((glob: String(line.dropFirst().dropLast()), properties: [:]))
                    continue
                }
                guard let equals = line.firstIndex(of: "=") else { continue }
                let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
                let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).lowercased()
                if sections.isEmpty {
                    if key == "root" { isRoot = value == "true" }
                } else {
                    sections[sections.count - 1].properties[key] = value
                }
            }
        }
    }

    /// The properties for the file at the absolute `path`; `read` returns a folder's
    /// `.editorconfig` text (the path of the `.editorconfig` it is given), `nil` when there is none.
    public static func properties(forFile path: String, read: (String) -> String?) -> [String: String] {
        var folders: [String] = []
        var folder = parent(of: path)
        while let current = folder {
            folders.append(current)
            folder = current == "/" ? nil : parent(of: current)
        }
        // Farthest first, so that closer files' sections override.
        var files: [(folder: String, file: File)] = []
        for folder in folders {
            guard let text = read(folder == "/" ? "/.editorconfig" : folder + "/.editorconfig") else { continue }
            let file = File(parsing: text)
            files.insert((folder, file), at: 0)
            if file.isRoot { break }
        }
        var result: [String: String] = [:]
        for (folder, file) in files {
            let relative = String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
            for section in file.sections where EditorConfigGlob.matches(section.glob, relativePath: relative) {
                result.merge(section.properties) { _, new in new }
            }
        }
        return result
    }

    static func parent(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
