import Foundation
import SourceFiles
import SwiftBinding
import XMLSyntax

/// `reactant-lsp --preview FILE [--size WxH | --device NAME] [--format svg|json] [--swift PATH…]`:
/// lays one file's root component out and prints the screen, with the styles of the
/// `.styles.xml` files under its folder. The `*.swift` files of the file's folder (and under each
/// `--swift` path) are read, as `--check` reads those under its paths, so the views held for
/// their Swift code are the same.
public enum PreviewCommand {
    public enum Format: String, CaseIterable, Sendable {
        case svg, json
    }

    public struct Options: Sendable {
        public var path: String
        /// `--size WIDTHxHEIGHT`: exactly that root size, no safe area.
        public var size: (width: Double, height: Double)?
        /// `--device NAME`, one of `DevicePreset.all`.
        public var device: String?
        public var format: Format
        /// `--swift PATH`: more Swift files or folders to read beside the file's folder.
        public var swiftPaths: [String]

        public init(
            path: String, size: (width: Double, height: Double)? = nil, device: String? = nil, format: Format = .svg,
            swiftPaths: [String] = []
        ) {
            self.path = path
            self.size = size
            self.device = device
            self.format = format
            self.swiftPaths = swiftPaths
        }
    }

    public struct Result: Sendable {
        public var output: String
        public var errors: String
        /// 0 printed; 1 the file defines no component to lay out; 2 a usage error or unreadable file.
        public var status: Int32
    }

    /// `WIDTHxHEIGHT` with positive, finite numbers (`375x667`, `320.5X568`).
    public static func parseSize(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000 else { return nil }
        return (width, height)
    }

    /// The style groups of the `.styles.xml` files under the previewed file's folder, where
    /// `--check` of that folder finds them too (files that do not read are left out).
    static func styleGroups(besides absolutePath: String) -> WorkspaceIndex {
        let folder = String(absolutePath[..<(absolutePath.lastIndex(of: "/") ?? absolutePath.startIndex)])
        let found = FileDiscovery.discover([folder.isEmpty ? "/" : folder], currentDirectory: "/", suffixes: [".styles.xml"]).files
        return WorkspaceIndex(found.compactMap { file in
            guard case .success(let read) = FileReader.read(file) else { return nil }
            return DocumentFacts(text: read.source.text, path: file.absolutePath)
        })
    }

    public static func run(_ options: Options) -> Result {
        let preset: DevicePreset
        if let size = options.size {
            preset = .custom(width: size.width, height: size.height)
        } else if let name = options.device {
            guard let known = DevicePreset.named(name) else {
                let names = DevicePreset.all.map(\.identifier).joined(separator: ", ")
                return Result(output: "", errors: "error: unknown device '\(name)'; known devices: \(names)\n", status: 2)
            }
            preset = known
        } else {
            preset = .defaultPreset
        }
        let absolute = options.path.hasPrefix("/") ? options.path : FileManager.default.currentDirectoryPath + "/" + options.path
        let text: String
        switch FileReader.read(DiscoveredFile(path: options.path, absolutePath: absolute)) {
        case .failure(let problem): return Result(output: "", errors: "error: \(problem)\n", status: 2)
        case .success(let file): text = file.source.text
        }
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: options.path)
        let styles = StyleLibrary(reachableFrom: document, path: options.path, in: styleGroups(besides: absolute))
        let swift: SwiftDeclarationIndex
        switch swiftDeclarations(besides: absolute, paths: options.swiftPaths) {
        case .failure(let problem): return Result(output: "", errors: "error: \(problem)\n", status: 2)
        case .success(let index): swift = index
        }
        let holds = FieldLayoutHolds(document: document, swift: swift)
        guard let layout = ComponentLayout.solve(
            document, tree: tree, preset: preset, rootSizeIsRequired: options.size == nil ? nil : true, styles: styles, holds: holds)
        else {
            let offset = tree.root?.name.range.lowerBound ?? 0
            let position = SourcePositions(text: text).position(of: offset)
            return Result(
                output: "",
                errors: "\(options.path):\(position.line + 1):\(position.characterColumn + 1): error: nothing to preview: "
                    + "the file's root is not a <Component> of a .ui.xml file\n",
                status: 1)
        }
        let preview = LayoutPreview(layout: layout, document: document, tree: tree, text: text, styles: styles)
        return Result(output: options.format == .json ? preview.json() : preview.svg(), errors: "", status: 0)
    }

    /// The declarations of the `*.swift` files in the folder of `file` (not below it) and under
    /// each of `paths`.
    static func swiftDeclarations(besides file: String, paths: [String]) -> Swift.Result<SwiftDeclarationIndex, PathProblem> {
        let folder = (file as NSString).deletingLastPathComponent
        var found: [DiscoveredFile] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        for name in names.sorted() where FileDiscovery.isSwift(name: name) && !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            found.append(DiscoveredFile(path: path, absolutePath: path))
        }
        if !paths.isEmpty {
            let discovery = FileDiscovery.discover(
                paths, currentDirectory: FileManager.default.currentDirectoryPath, suffixes: [FileDiscovery.swiftSuffix])
            if let problem = discovery.problems.first { return .failure(problem) }
            found += discovery.files
        }
        var index = SwiftDeclarationIndex()
        for file in found {
            guard case .success(let read) = FileReader.read(file) else { continue }
            index.update(path: file.absolutePath, with: SwiftSourceReader.read(read.source.text))
        }
        return .success(index)
    }
}
