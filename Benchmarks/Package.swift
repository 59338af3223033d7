// swift-tools-version: 6.3
// Benchmarks for reactant-lsp, kept in their own package so that the product's build and tests
// do not pull in the benchmark framework. Run from this directory:
//   swift package benchmark                       (in-process benchmarks, ordo-one/benchmark)
//   swift package benchmark --target SyntaxBenchmarks   (one of them)
//   swift run -c release check-benchmark          (--check vs xmllint on 2,000 generated files)
//   swift run -c release server-benchmark         (stdio latency of the language server)
//   swift run -c release swift-binding-benchmark  (reading 5,000 Swift files into the index)
//   swift run -c release layout-benchmark         (solving a component's layout per device)
//   swift run -c release layout-systems ...       (the layout check's systems as JSON, for kiwisolver)
import Foundation
import PackageDescription

// A path dependency is identified by its directory's name, which depends on the checkout.
let product = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "reactant-lsp-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The generated workspaces and the seeded generator the benchmarks share.
        .target(name: "BenchmarkWorkspaces", path: "BenchmarkWorkspaces"),
        // Times `reactant-lsp --check` (the release binary, run as a process) beside xmllint.
        .executableTarget(name: "check-benchmark", dependencies: ["BenchmarkWorkspaces"], path: "CheckBenchmark"),
        // Solving one component's layout per device, for 10, 100 and 1,000 views.
        .executableTarget(
            name: "layout-benchmark",
            dependencies: [
                .product(name: "ReactantAnalysis", package: product),
                .product(name: "ReactantLayout", package: product),
                .product(name: "XMLSyntax", package: product),
            ],
            path: "LayoutBenchmark"
        ),
        // The layout check's linear systems of a generated workspace, as JSON for other solvers
        // (scripts/kiwi-side-by-side.py).
        .executableTarget(
            name: "layout-systems",
            dependencies: [
                "BenchmarkWorkspaces",
                .product(name: "ReactantAnalysis", package: product),
                .product(name: "ReactantLayout", package: product),
                .product(name: "LayoutSolver", package: product),
                .product(name: "Simplex", package: product),
                .product(name: "XMLSyntax", package: product),
            ],
            path: "LayoutSystems"
        ),
        .executableTarget(
            name: "ConstraintGrammarBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ConstraintGrammar", package: product),
            ],
            path: "Benchmarks/ConstraintGrammarBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SyntaxBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "XMLSyntax", package: product),
                // The analysis and navigation figures that used to be timed in tests.
                .product(name: "ReactantAnalysis", package: product),
            ],
            path: "Benchmarks/SyntaxBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SchemaModelBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SchemaModel", package: product),
            ],
            path: "Benchmarks/SchemaModelBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DidYouMeanBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ReactantAnalysis", package: product),
            ],
            path: "Benchmarks/DidYouMeanBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Not an ordo-one benchmark: generated Swift files read from disk into a
        // SwiftDeclarationIndex, timed in process (run under `/usr/bin/time -v` for peak memory).
        .executableTarget(
            name: "swift-binding-benchmark",
            dependencies: [
                "BenchmarkWorkspaces",
                .product(name: "SwiftBinding", package: product),
                .product(name: "Support", package: product),
            ],
            path: "SwiftBindingBenchmark"
        ),
        .executableTarget(
            name: "LayoutSolverBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Simplex", package: product),
            ],
            path: "Benchmarks/LayoutSolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Not an ordo-one benchmark: a client that launches the release binary and times it over stdio.
        .executableTarget(name: "server-benchmark", dependencies: ["BenchmarkWorkspaces"], path: "Sources/ServerBenchmark"),
    ]
)
