import JSONRPC
import LanguageServerProtocol
import ReactantAnalysis
import ReactantLayout
import ReactantPreview

/// `reactant/preview`: the solved screen of an open document, for an editor to show beside
/// the XML (the VS Code extension's "Reactant: Preview Layout" command).
public struct PreviewFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(PreviewRequest.self) { [workspace] request, context in
            let snapshot = try context.document(request.textDocument.uri)
            let state = workspace.snapshot(for: context)
            let preset: DevicePreset
            if let size = request.size {
                guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
                      size.width <= 100_000, size.height <= 100_000 else {
                    throw ResponseError.invalidParams("size must be positive points, e.g. 375×667")
                }
                preset = .custom(width: size.width, height: size.height)
            } else if let name = request.device {
                guard let known = DevicePreset.named(name) else {
                    throw ResponseError.invalidParams(
                        "unknown device '\(name)'; known devices: \(DevicePreset.all.map(\.identifier).joined(separator: ", "))")
                }
                preset = known
            } else {
                preset = DevicePreset.named(state.settings.layoutDevice) ?? .defaultPreset
            }
            let analyzed = await state.analyzed(snapshot)
            try Task.checkCancellation()
            let styles = StyleLibrary(reachableFrom: analyzed.document, path: analyzed.path, in: state.index)
            guard let layout = ComponentLayout.solve(
                analyzed.document, tree: analyzed.syntax.tree, preset: preset, rootSizeIsRequired: request.size == nil ? nil : true,
                styles: styles, holds: FieldLayoutHolds(document: analyzed.document, swift: state.index.swift), values: state.layoutValues)
            else {
                if let reason = LayoutCheck.notSolvedReason(document: analyzed.document, tree: analyzed.syntax.tree, values: state.layoutValues) {
                    throw ResponseError.invalidParams("the layout is not solved: the component has \(reason)")
                }
                throw ResponseError.invalidParams("the document defines no component to lay out")
            }
            let preview = LayoutPreview(
                layout: layout, document: analyzed.document, tree: analyzed.syntax.tree, text: analyzed.text, styles: styles,
                imageData: PreviewImages.read)
            let format = request.format ?? .svg
            return PreviewResult(format: format, content: format == .json ? preview.json() : preview.svg(), device: preset.identifier)
        }
    }
}

/// `reactant/preview` params: the document, and a device or an exact size (else the
/// `reactant.layout.device` setting), and the format.
public struct PreviewRequest: RequestType, Hashable {
    public static let method = "reactant/preview"
    public typealias Response = PreviewResult

    public struct Size: Codable, Hashable, Sendable {
        public var width: Double
        public var height: Double
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    public var textDocument: TextDocumentIdentifier
    public var device: String?
    public var size: Size?
    public var format: PreviewFormat?

    public init(textDocument: TextDocumentIdentifier, device: String? = nil, size: Size? = nil, format: PreviewFormat? = nil) {
        self.textDocument = textDocument
        self.device = device
        self.size = size
        self.format = format
    }
}

/// The drawing (`svg`) or frames (`json`) of the solved screen, and the device used.
public struct PreviewResult: Codable, Hashable, Sendable {
    public var format: PreviewFormat
    public var content: String
    public var device: String
}

extension PreviewFormat: Codable {}
