// swift-tools-version:5.9
import PackageDescription
let v5: [SwiftSetting] = [.unsafeFlags(["-swift-version", "5", "-suppress-warnings"])]
let package = Package(
    name: "generator-harness",
    targets: [
        .target(name: "AppKit", swiftSettings: v5),
        .target(name: "CoreGraphics", swiftSettings: v5),
        .target(name: "Common", dependencies: ["CoreGraphics"], swiftSettings: v5),
        .target(name: "Tokenizer", dependencies: ["Common", "AppKit", "CoreGraphics"], swiftSettings: v5),
        .target(name: "Generator", dependencies: ["Tokenizer"], swiftSettings: v5),
        .executableTarget(name: "driver", dependencies: ["Tokenizer", "Generator"], swiftSettings: v5),
    ]
)
