// swift-tools-version: 6.1
// Coverage-guided fuzz targets (libFuzzer) for reactant-lsp, one per input surface. Kept in a
// package of their own: they build with `-sanitize=fuzzer,address`, which
// the product's own build must not use. Run one with `Fuzz/run.sh <target> [seconds]`.
import Foundation
import PackageDescription

// A path dependency is identified by its directory's name, which depends on the checkout.
let product = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "reactant-lsp-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // libFuzzer's driver, shared by the targets.
        .target(name: "FuzzDriver"),
        .executableTarget(name: "fuzz-syntax", dependencies: ["FuzzDriver", .product(name: "XMLSyntax", package: product)]),
        .executableTarget(name: "fuzz-incremental", dependencies: ["FuzzDriver", .product(name: "XMLSyntax", package: product)]),
        .executableTarget(
            name: "fuzz-layout", dependencies: ["FuzzDriver", .product(name: "ConstraintGrammar", package: product)]),
        .executableTarget(
            name: "fuzz-analysis",
            dependencies: [
                "FuzzDriver", .product(name: "ReactantAnalysis", package: product), .product(name: "SchemaModel", package: product),
            ]),
        .executableTarget(
            name: "fuzz-solve",
            dependencies: [
                "FuzzDriver", .product(name: "ReactantAnalysis", package: product),
                .product(name: "ReactantLayout", package: product), .product(name: "ReactantPreview", package: product),
                .product(name: "XMLSyntax", package: product),
            ]),
        .executableTarget(name: "fuzz-swift", dependencies: ["FuzzDriver", .product(name: "SwiftBinding", package: product)]),
        .executableTarget(name: "fuzz-jsonrpc", dependencies: ["FuzzDriver", .product(name: "JSONRPC", package: product)]),
    ],
    swiftLanguageModes: [.v6]
)
