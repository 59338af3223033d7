import Foundation

/// The files of an app's resources as tests write them: a description or a catalog's
/// `Contents.json`, and a PNG of which only the header is read (its size).
package enum AppResourceFiles {
    package static func write(_ text: String, to path: URL) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: path)
    }

    package static func writePNG(width: UInt8, height: UInt8, to path: URL) throws {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, width, 0, 0, 0, height, 8, 2, 0, 0, 0]
        try Data(png).write(to: path)
    }
}
