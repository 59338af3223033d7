import Support
import Foundation
import SourceFiles
import SchemaModel
import SwiftBinding
import XMLSyntax
import ReactantAnalysis
import ReactantLayout
import ReactantPreview

/// `reactant-lsp --preview FILE [--size WxH | --device NAME|all] [--format svg|json] [--swift PATH…]`:
/// lays one file's root component out and prints the screen, with the styles of the
/// `.styles.xml` files under its folder; `--device all` draws every built-in device side by side
/// in one SVG. `--preview PATH… --output DIR` writes one image per `.ui.xml` file under the paths
/// and device (every device unless `--device` or `--size` names one), named by
/// `PreviewOutputName`, for a CI job to attach to a pull request. The `*.swift` files of each
/// file's folder (and under each `--swift` path) are read, as `--check` reads those under its
/// paths, so the views held for their Swift code are the same.
public enum PreviewCommand {
    public typealias Format = PreviewFormat

    /// What `--device` takes for every built-in device at once.
    public static let allDevices = "all"

    public struct Options: Sendable {
        /// One file, or with `outputDirectory` files and folders.
        public var paths: [String]
        /// `--size WIDTHxHEIGHT`: exactly that root size, no safe area.
        public var size: (width: Double, height: Double)?
        /// `--device NAME`, one of `DevicePreset.all` or `all`.
        public var device: String?
        public var format: Format
        /// `--swift PATH`: more Swift files or folders to read beside the file's folder.
        public var swiftPaths: [String]
        /// `--output DIR`: write one image per file and device there instead of printing one.
        public var outputDirectory: String?
        /// `--theme NAME`: themed images and fonts read in that theme of the app's description
        /// instead of its default.
        public var theme: String?

        public var path: String { paths.first ?? "" }

        public init(
            path: String, size: (width: Double, height: Double)? = nil, device: String? = nil, format: Format = .svg,
            swiftPaths: [String] = []
        ) {
            self.init(paths: [path], size: size, device: device, format: format, swiftPaths: swiftPaths)
        }

        public init(
            paths: [String], size: (width: Double, height: Double)? = nil, device: String? = nil, format: Format = .svg,
            swiftPaths: [String] = [], outputDirectory: String? = nil, theme: String? = nil
        ) {
            self.theme = theme
            self.paths = paths
            self.size = size
            self.device = device
            self.format = format
            self.swiftPaths = swiftPaths
            self.outputDirectory = outputDirectory
        }
    }

    public struct Result: Sendable {
        public var output: String
        public var errors: String
        /// 0 printed (or written); 1 the file defines no component to lay out, or (one file
        /// printed) it has errors: the preview is printed all the same, the errors on standard
        /// error; 2 a usage error or an unreadable file (or, with `--output`, one that could not
        /// be written). With `--output`, errors in the files are reported, and the images
        /// written, with status 0.
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

    /// The devices to lay out on: the `--size` given, the named device, every device for
    /// `all` (and, writing to a folder, when none is named), else the default.
    static func presets(_ options: Options) -> Swift.Result<[DevicePreset], PreviewProblem> {
        if let size = options.size { return .success([.custom(width: size.width, height: size.height)]) }
        guard let name = options.device else {
            return .success(options.outputDirectory == nil ? [.defaultPreset] : DevicePreset.all)
        }
        if name.lowercased() == allDevices { return .success(DevicePreset.all) }
        guard let known = DevicePreset.named(name) else {
            let names = DevicePreset.all.map(\.identifier).joined(separator: ", ")
            return .failure(PreviewProblem("error: unknown device '\(name)'; known devices: \(names), or \(allDevices)"))
        }
        return .success([known])
    }

    struct PreviewProblem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// A file read and parsed once, to be laid out on each device.
    struct LoadedFile {
        let path: String
        let text: String
        let tree: XMLSyntaxTree
        let document: ReactantDocument
        let styles: StyleLibrary
        let holds: FieldLayoutHolds
        let absolutePath: String
        /// The `.styles.xml` files beside it, for the errors' references.
        let styleIndex: WorkspaceIndex

        /// The file's own errors, as `--check` prints them (XML, schema, constraints, its own
        /// references), each with its source line; empty when there is none. Errors that depend
        /// on other `.ui.xml` files (a component type defined elsewhere) are `--check`'s.
        func errorReport() async -> (text: String, count: Int) {
            let prepared = PreparedDocument(text: text, path: path)
            let index = styleIndex.updating(prepared.facts)
            let analyzed = DocumentAnalyzer.standard(schema: Schema.embedded).analyze(prepared, workspace: index)
            let errors = analyzed.findings.filter { $0.diagnostic.severity == .error && !$0.isCrossFile }.map(\.diagnostic)
            guard !errors.isEmpty else { return ("", 0) }
            let report = await CheckReport(
                files: [(SourceFile(path: path, absolutePath: absolutePath, text: text), errors)],
                warningsAsErrors: false, quiet: true, currentDirectory: "")
            return (TextFormatter(useColors: false).format(report.files[0], in: report), errors.count)
        }

        /// Nil when the file's root is not a component to lay out.
        func preview(on preset: DevicePreset, sizeIsRequired: Bool) -> LayoutPreview? {
            guard let layout = ComponentLayout.solve(
                document, tree: tree, preset: preset, rootSizeIsRequired: sizeIsRequired ? true : nil, styles: styles, holds: holds)
            else { return nil }
            return LayoutPreview(layout: layout, document: document, tree: tree, text: text, styles: styles, imageData: PreviewImages.read)
        }

        /// `path:line:column: error: nothing to preview: …`, on the root element's name: the
        /// file's root is no component, or its layout is not solved (past the check's limits).
        var nothingToPreview: String {
            let offset = tree.root?.name.range.lowerBound ?? 0
            let position = LineTable(text).columns(of: offset)
            let reason = LayoutCheck.notSolvedReason(document: document, tree: tree).map {
                "the component has \($0); past that its layout is not solved"
            }
            return "\(path):\(position.line + 1):\(position.characterColumn + 1): error: nothing to preview: "
                + (reason ?? "the file's root is not a <Component> of a .ui.xml file") + "\n"
        }
    }

    static func load(_ file: DiscoveredFile, swift: SwiftDeclarationIndex, theme: String?) -> Swift.Result<LoadedFile, PreviewProblem> {
        switch FileReader.read(file) {
        case .failure(let problem): return .failure(PreviewProblem("error: \(problem)"))
        case .success(let read):
            let text = read.source.text
            let tree = XMLSyntaxTree.parse(text)
            let document = ReactantDocument(tree: tree, path: file.path)
            var styleIndex = styleGroups(besides: file.absolutePath)
            // The app's resources by scope, as `--check` finds them: its image sizes and theme fonts.
            styleIndex.resources = ApplicationResourceDiscovery.resourceSet(
                forDocuments: [(file.path, file.absolutePath)], root: FileManager.default.currentDirectoryPath)
            if let theme {
                guard var app = styleIndex.resources.resources(forDocumentAt: file.path), let description = app.description else {
                    return .failure(PreviewProblem("error: --theme \(theme): no application description serves \(file.path)"))
                }
                guard description.themeNames.contains(theme) else {
                    return .failure(PreviewProblem(
                        "error: --theme \(theme): \(description.path) declares the themes \(description.themeNames.joined(separator: ", "))"))
                }
                app.theme = theme
                styleIndex.resources = ApplicationResourceSet(explicit: app)
            }
            let styles = StyleLibrary(reachableFrom: document, path: file.path, in: styleIndex)
            return .success(LoadedFile(path: file.path, text: text, tree: tree, document: document, styles: styles,
                                       holds: FieldLayoutHolds(document: document, swift: swift),
                                       absolutePath: file.absolutePath, styleIndex: styleIndex))
        }
    }

    public static func run(_ options: Options) async -> Result {
        let presets: [DevicePreset]
        switch Self.presets(options) {
        case .failure(let problem): return Result(output: "", errors: problem.message + "\n", status: 2)
        case .success(let found): presets = found
        }
        if let directory = options.outputDirectory { return await write(options, presets: presets, to: directory) }
        if presets.count > 1, options.format == .json {
            return Result(output: "", errors: "error: --device all draws one SVG; use --format json with one device, or --output DIR\n", status: 2)
        }
        let absolute = options.path.hasPrefix("/") ? options.path : FileManager.default.currentDirectoryPath + "/" + options.path
        let swift: SwiftDeclarationIndex
        switch await swiftDeclarations(besides: absolute, paths: options.swiftPaths) {
        case .failure(let problem): return Result(output: "", errors: "error: \(problem)\n", status: 2)
        case .success(let index): swift = index
        }
        let file: LoadedFile
        switch load(DiscoveredFile(path: options.path, absolutePath: absolute), swift: swift, theme: options.theme) {
        case .failure(let problem): return Result(output: "", errors: problem.message + "\n", status: 2)
        case .success(let loaded): file = loaded
        }
        var previews: [LayoutPreview] = []
        for preset in presets {
            guard let preview = file.preview(on: preset, sizeIsRequired: options.size != nil) else {
                return Result(output: "", errors: file.nothingToPreview, status: 1)
            }
            previews.append(preview)
        }
        // A file with errors is drawn as far as it reads, and says so: its errors on standard
        // error, as `--check` prints them, and exit status 1.
        let (errors, count) = await file.errorReport()
        let problems = count == 0 ? "" : errors + Self.drawnDespite(count, in: file.path)
        let status: Int32 = count == 0 ? 0 : 1
        if previews.count > 1 { return Result(output: MultiDevicePreview(previews: previews).svg(), errors: problems, status: status) }
        let preview = previews[0]
        return Result(output: options.format == .json ? preview.json() : preview.svg(), errors: problems, status: status)
    }

    /// The line after a file's errors: the preview was made all the same, from what reads.
    static func drawnDespite(_ count: Int, in path: String) -> String {
        "\(path): \(TextFormatter.counted(count, "error")): the preview shows what could be read; views whose place is not known are not drawn\n"
    }

    /// `--output DIR`: every `.ui.xml` file under the paths on every preset, one file each;
    /// prints the paths written, one a line. A file whose root is no component is skipped with
    /// a note, as the generator skips it.
    static func write(_ options: Options, presets: [DevicePreset], to directory: String) async -> Result {
        let manager = FileManager.default
        let discovery = FileDiscovery.discover(options.paths, currentDirectory: manager.currentDirectoryPath, suffixes: [".ui.xml"])
        if let problem = discovery.problems.first { return Result(output: "", errors: "error: \(problem)\n", status: 2) }
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return Result(output: "", errors: "error: \(directory): cannot create the output folder\n", status: 2)
        }
        var output = "", errors = "", status: Int32 = 0
        var written: [String: String] = [:]  // name: the file it shows
        var declarations: [String: SwiftDeclarationIndex] = [:]  // per folder
        for discovered in discovery.files {
            let folder = (discovered.absolutePath as NSString).deletingLastPathComponent
            let swift: SwiftDeclarationIndex
            if let known = declarations[folder] {
                swift = known
            } else {
                switch await swiftDeclarations(besides: discovered.absolutePath, paths: options.swiftPaths) {
                case .failure(let problem): return Result(output: output, errors: errors + "error: \(problem)\n", status: 2)
                case .success(let index): swift = index
                }
                declarations[folder] = swift
            }
            let file: LoadedFile
            switch load(discovered, swift: swift, theme: options.theme) {
            case .failure(let problem):
                errors += problem.message + "\n"
                status = 2
                continue
            case .success(let loaded): file = loaded
            }
            // The file's errors are reported, its images written all the same; the exit status
            // stays for what could not be written (the check step is what fails on errors).
            let (fileErrors, count) = await file.errorReport()
            if count > 0 { errors += fileErrors + Self.drawnDespite(count, in: discovered.path) }
            for preset in presets {
                guard let preview = file.preview(on: preset, sizeIsRequired: options.size != nil) else {
                    errors += file.nothingToPreview.replacingOccurrences(of: ": error: nothing to preview:", with: ": note: skipped:")
                    break
                }
                let name = PreviewOutputName.fileName(path: discovered.path, device: preset.identifier, extension: options.format.rawValue)
                if let other = written[name] {
                    errors += "error: \(discovered.path) and \(other) would both be written to \(name); rename one\n"
                    status = 2
                    continue
                }
                written[name] = discovered.path
                let target = (directory as NSString).appendingPathComponent(name)
                let contents = options.format == .json ? preview.json() : preview.svg()
                guard manager.createFile(atPath: target, contents: Data(contents.utf8)) else {
                    errors += "error: \(target): cannot be written\n"
                    status = 2
                    continue
                }
                output += target + "\n"
            }
        }
        return Result(output: output, errors: errors, status: status)
    }

    /// The declarations of the `*.swift` files in the folder of `file` (not below it) and under
    /// each of `paths`.
    static func swiftDeclarations(besides file: String, paths: [String]) async -> Swift.Result<SwiftDeclarationIndex, PathProblem> {
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
            index.update(path: file.absolutePath, with: await SwiftSourceReader.read(read.source.text))
        }
        return .success(index)
    }
}
