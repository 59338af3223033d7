// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "reactant-lsp",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "reactant-lsp", targets: ["reactant-lsp"]),
        .library(name: "ConstraintGrammar", targets: ["ConstraintGrammar"]),
        .library(name: "Simplex", targets: ["Simplex"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "SchemaModel", targets: ["SchemaModel"]),
        .library(name: "Support", targets: ["Support"]),
        .library(name: "XMLSyntax", targets: ["XMLSyntax"]),
        .library(name: "SourceFiles", targets: ["SourceFiles"]),
        .library(name: "SwiftBinding", targets: ["SwiftBinding"]),
        .library(name: "ReactantLSP", targets: ["ReactantLSP"]),
        .library(name: "ProtocolConversion", targets: ["ProtocolConversion"]),
        .library(name: "ReactantAnalysis", targets: ["ReactantAnalysis"]),
        .library(name: "ReactantLayout", targets: ["ReactantLayout"]),
        .library(name: "ReactantPreview", targets: ["ReactantPreview"]),
        .library(name: "ReactantCommands", targets: ["ReactantCommands"]),
        .library(name: "LanguageServerProtocol", targets: ["LanguageServerProtocol"]),
        .library(name: "JSONRPC", targets: ["JSONRPC"]),
        .library(name: "PreviewServer", targets: ["PreviewServer"]),
        .library(name: "LivePreview", targets: ["LivePreview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // libxml2, from the system (Debian: libxml2-dev).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),

        // glibc's allocator tuning (`mallopt`), for the server's executable alone.
        .systemLibrary(name: "CMalloc"),

        // The layout constraint language. Pure Swift; depends only on Support.
        .target(name: "ConstraintGrammar", dependencies: ["Support"]),

        // An incremental Cassowary-style simplex solver over plain linear constraints:
        // lexicographic priorities, minimal explanations of required conflicts, exact
        // ambiguity, edit variables. Knows nothing of views, so its cost and API are measured
        // alone (`simplex-benchmark`). Pure Swift, no dependencies.
        .target(name: "Simplex"),

        // The simplex core timed alone on chain-, stack- and conflict-shaped systems.
        .executableTarget(name: "simplex-benchmark", dependencies: ["Simplex"]),

        // Layouts solved as AutoLayout would, on the simplex: views with intrinsic sizes,
        // stack arrangements, safe areas, the sources of a view's freedom. Pure Swift; knows
        // nothing of XML, documents or the protocol.
        .target(name: "LayoutSolver", dependencies: ["Simplex", "Support"]),

        // Small shared helpers with no product knowledge: the diagnostic value, text hashing and
        // hash tables, bounded memos, the parallel map and lock/once helpers, the bounded edit
        // distance and spelling index behind did-you-mean suggestions, and `LineTable` (UTF-8
        // offsets to lines and columns).
        .target(name: "Support"),

        // XML text to a tolerant syntax tree with libxml2's well-formedness verdict; knows
        // nothing of Reactant UI, documents or the protocol.
        .target(name: "XMLSyntax", dependencies: ["CLibXML2", "Support"]),

        // Finding `*.ui.xml` / `*.styles.xml` files on disk, reading and decoding them.
        .target(name: "SourceFiles", dependencies: ["Support"]),

        // Swift sources to the classes and properties they declare, for checking `field` bindings;
        // knows nothing of XML, documents or the protocol.
        .target(
            name: "SwiftBinding",
            dependencies: [
                "Support",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),

        // The XSD schemas loaded into plain Swift values. The schema texts are embedded at build
        // time (EmbedSchemas), so the binary needs no files beside it.
        .target(name: "SchemaModel", dependencies: ["Support", "CLibXML2"], plugins: ["EmbedSchemas"]),
        .executableTarget(name: "embed-schemas"),
        .plugin(name: "EmbedSchemas", capability: .buildTool(), dependencies: ["embed-schemas"]),

        // LSP message types (Codable values); knows nothing of transport or server.
        .target(name: "LanguageServerProtocol"),

        // JSON-RPC 2.0 framing over byte streams.
        .target(name: "JSONRPC", dependencies: ["LanguageServerProtocol"]),

        // The analysis and editor engines: a document's analysis, completion, hover, navigation,
        // formatting and the Swift side. No protocol types: the server converts.
        .target(
            name: "ReactantAnalysis",
            dependencies: [
                "ConstraintGrammar",
                "SchemaModel",
                "XMLSyntax",
                "SourceFiles",
                "SwiftBinding",
                "Support",
            ]
        ),

        // The Reactant layout on the solver: a document's scene per device, how each device is
        // solved, what is reported of the solutions and the fixes verified by laying out again,
        // a view's frame for hover. Reads the analysis's model; no protocol types.
        .target(
            name: "ReactantLayout",
            dependencies: [
                "ReactantAnalysis",
                "LayoutSolver",
                "Simplex",
                "ConstraintGrammar",
                "SchemaModel",
                "XMLSyntax",
                "SwiftBinding",
                "Support",
            ]
        ),

        // A solved layout drawn: one device's screen as SVG or its frames as JSON, several
        // devices side by side, the names of the images written.
        .target(
            name: "ReactantPreview",
            dependencies: ["ReactantLayout", "ReactantAnalysis", "LayoutSolver", "SchemaModel", "XMLSyntax", "Support"]
        ),

        // The live preview's web server: a page per component on 127.0.0.1, frames pushed over
        // a WebSocket, a token on every request. Knows nothing of LSP, documents or layouts:
        // it serves the drawings it is given and reports what the page asks for.
        .target(
            name: "PreviewServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),

        // A document drawn for a live preview page (devices, theme, the views' boxes): what the
        // language server and `--preview-server` share between the drawing and the web server.
        .target(
            name: "LivePreview",
            dependencies: ["PreviewServer", "ReactantPreview", "ReactantLayout", "ReactantAnalysis", "XMLSyntax", "Support"]
        ),

        // The command-line jobs: `--check`, `--preview`, `--preview-server` and `--format`, on
        // the engines alone.
        .target(
            name: "ReactantCommands",
            dependencies: [
                "ReactantAnalysis", "ReactantLayout", "ReactantPreview", "LivePreview", "PreviewServer", "SchemaModel", "XMLSyntax",
                "SourceFiles", "SwiftBinding", "Support",
            ]
        ),

        // The only place product values become protocol values: UTF-8 ranges to positions in
        // the session's encoding (`DocumentPositions`), diagnostics, edits, symbols, completion
        // items, semantic tokens; Markdown to plain text. Files are never read here.
        .target(
            name: "ProtocolConversion",
            dependencies: ["ReactantAnalysis", "SwiftBinding", "XMLSyntax", "Support", "LanguageServerProtocol"]
        ),

        // The language server: transport, documents, the workspace, scheduling and the features.
        .target(
            name: "ReactantLSP",
            dependencies: [
                "ReactantAnalysis",
                "ReactantLayout",
                "ReactantPreview",
                "LivePreview",
                "PreviewServer",
                "ProtocolConversion",
                "ConstraintGrammar",
                "LayoutSolver",
                "SchemaModel",
                "XMLSyntax",
                "SourceFiles",
                "SwiftBinding",
                "Support",
                "LanguageServerProtocol",
                "JSONRPC",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The thin executable: server mode and `--check`.
        .executableTarget(
            name: "reactant-lsp",
            dependencies: [
                "ReactantLSP",
                "ReactantCommands",
                "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // What the test targets share: the fixture markup (cursor and ranges), whole-output
        // expectations with a diff, compact renderings of what the user sees, the corpus path,
        // the schema's completion labels, the reference edit distance.
        .target(name: "TestSupport", dependencies: ["LanguageServerProtocol"], path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),

        .testTarget(
            name: "ConstraintGrammarTests",
            dependencies: [
                "ConstraintGrammar",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "SimplexTests", dependencies: ["Simplex", "TestSupport"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "Simplex", "TestSupport"]),
        .testTarget(name: "SchemaModelTests", dependencies: ["SchemaModel", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LanguageServerProtocolTests", dependencies: ["LanguageServerProtocol"]),
        .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC", "TestSupport"]),

        // The analysis fixtures more than one of the test targets below read: a workspace of
        // fixture files analyzed as `--check` does and its expected diagnostics, the navigation
        // and hover fixture, the Swift binding checks' fixture, an app's resource files.
        .target(
            name: "AnalysisTestSupport",
            dependencies: ["ReactantAnalysis", "SchemaModel", "XMLSyntax", "SwiftBinding", "Support", "TestSupport"],
            path: "Tests/AnalysisTestSupport"
        ),
        // Documents laid out and the layout check's diagnostics, for the test targets from the
        // layout's on.
        .target(
            name: "LayoutTestSupport",
            dependencies: ["ReactantLayout", "ReactantAnalysis", "LayoutSolver", "XMLSyntax", "Support", "TestSupport"],
            path: "Tests/LayoutTestSupport"
        ),
        // The engines, the layout, the command-line jobs, the conversions and the server each
        // tested in a target of their own, which imports no module above the one it tests.
        .testTarget(
            name: "ReactantAnalysisTests",
            dependencies: [
                "ReactantAnalysis", "AnalysisTestSupport", "ConstraintGrammar", "SchemaModel",
                "XMLSyntax", "SwiftBinding", "Support", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ReactantLayoutTests",
            dependencies: [
                "ReactantLayout", "ReactantAnalysis", "AnalysisTestSupport", "LayoutTestSupport", "LayoutSolver",
                "SchemaModel", "XMLSyntax", "SwiftBinding", "Support", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ReactantPreviewTests",
            dependencies: [
                "ReactantPreview", "ReactantLayout", "ReactantAnalysis", "AnalysisTestSupport", "LayoutTestSupport",
                "LayoutSolver", "XMLSyntax", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ReactantCommandsTests",
            dependencies: [
                "ReactantCommands", "ReactantLayout", "ReactantAnalysis", "AnalysisTestSupport", "LayoutTestSupport",
                "LayoutSolver", "SchemaModel", "XMLSyntax", "SourceFiles", "SwiftBinding", "Support", "TestSupport",
            ]
        ),
        .testTarget(name: "ProtocolConversionTests", dependencies: ["ProtocolConversion"]),
        .testTarget(
            name: "ReactantLSPTests",
            dependencies: [
                "ReactantLSP", "ProtocolConversion", "ReactantLayout", "ReactantAnalysis", "AnalysisTestSupport",
                "ConstraintGrammar", "LayoutSolver", "SchemaModel", "XMLSyntax", "SourceFiles", "SwiftBinding", "Support",
                "LanguageServerProtocol", "JSONRPC", "TestSupport",
            ]
        ),
        // A loopback HTTP client that writes every header as asked, and a page's WebSocket as
        // a test holds it: for the preview server's tests and the end-to-end ones.
        .target(
            name: "PreviewTestSupport",
            dependencies: [
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/PreviewTestSupport"
        ),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "PreviewTestSupport", "TestSupport"]),
        .testTarget(
            name: "LivePreviewTests",
            dependencies: ["LivePreview", "PreviewServer", "ReactantPreview", "ReactantLayout", "ReactantAnalysis", "XMLSyntax"]
        ),
        .testTarget(name: "XMLSyntaxTests", dependencies: ["XMLSyntax", "TestSupport"]),
        .testTarget(name: "SupportTests", dependencies: ["Support", "TestSupport"]),
        .testTarget(name: "SourceFilesTests", dependencies: ["SourceFiles", "TestSupport"]),
        .testTarget(name: "SwiftBindingTests", dependencies: ["SwiftBinding", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["LanguageServerProtocol", "JSONRPC", "TestSupport", "PreviewTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
