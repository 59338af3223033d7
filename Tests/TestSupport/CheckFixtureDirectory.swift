import Foundation

/// A scratch directory of fixture files, removed when the test is done with it.
package final class CheckFixtureDirectory {
    package let path: String

    package init(_ files: [String: String] = [:]) throws {
        path = try ScratchDirectory.make("check-fixture").path
        for (name, text) in files { try write(name, Data(text.utf8)) }
    }

    package func write(_ name: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    package func write(_ name: String, bytes: [UInt8]) throws { try write(name, Data(bytes)) }

    package func symlink(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + name, withDestinationPath: destination)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
