import Foundation

/// An Xcode asset catalog (`NAME.xcassets`): the images (`NAME.imageset`) and colors
/// (`NAME.colorset`) `UIImage(named:)` and `UIColor(named:)` find in it, each folder described
/// by its `Contents.json`. A group folder whose `Contents.json` says `provides-namespace`
/// prefixes its assets' names (`Icons/star`).
public struct AssetCatalog: Hashable, Sendable {
    public struct Image: Hashable, Sendable {
        /// The `.imageset` folder.
        public let path: String
        /// The size in points of the image file Contents.json lists at the lowest scale (its
        /// pixels over the scale), when the file is a PNG, JPEG or PDF that could be read.
        public let size: ImageSize?
        /// That file, when it is a PNG or a JPEG (what a drawing can show).
        public let bitmapFile: String?

        public init(path: String, size: ImageSize?, bitmapFile: String? = nil) {
            self.path = path
            self.size = size
            self.bitmapFile = bitmapFile
        }
    }

    public struct ImageSize: Hashable, Sendable {
        public let width: Double
        public let height: Double
    }

    public struct Color: Hashable, Sendable {
        /// The `.colorset` folder.
        public let path: String
        /// What `UIColor(named:)` gives with no trait asked for, where that can be read (`ShownColor`).
        public let color: ShownColor?
    }

    public let path: String
    public let images: [String: Image]
    public let colors: [String: Color]

    public init(path: String, images: [String: Image], colors: [String: Color]) {
        self.path = path
        self.images = images
        self.colors = colors
    }

    /// Reads the catalog at `path` (its folders and `Contents.json` files, and the header of
    /// one image file per image set).
    public static func read(at path: String) -> AssetCatalog {
        var images: [String: Image] = [:]
        var colors: [String: Color] = [:]
        var pending: [(folder: String, namespace: String, depth: Int)] = [(path, "", 0)]
        let files = FileManager.default
        while let (folder, namespace, depth) = pending.popLast() {
            guard depth < 16, let entries = try? files.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.sorted() {
                let child = folder + "/" + entry
                var isDirectory: ObjCBool = false
                guard files.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if entry.hasSuffix(".imageset") {
                    let name = namespace + String(entry.dropLast(".imageset".count))
                    let file = imageFile(inSet: child)
                    images[name] = Image(path: child, size: file?.size, bitmapFile: file?.isBitmap == true ? file?.path : nil)
                } else if entry.hasSuffix(".colorset") {
                    let color = contentsJSON(in: child).flatMap(ShownColor.ofColorSet)
                    colors[namespace + String(entry.dropLast(".colorset".count))] = Color(path: child, color: color)
                } else if !entry.contains(".") {
                    // A group; other `.kind` folders (app icons, launch images, stacks) hold no named image.
                    let contents = contentsJSON(in: child)
                    let properties = contents?["properties"] as? [String: Any]
                    let providesNamespace = properties?["provides-namespace"] as? Bool ?? false
                    pending.append((child, providesNamespace ? namespace + entry + "/" : namespace, depth + 1))
                }
            }
        }
        return AssetCatalog(path: path, images: images, colors: colors)
    }

    static func contentsJSON(in folder: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"), data.count < 1 << 20 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The image set's file at the lowest scale whose header could be read, with its size in
    /// points and whether it is a bitmap (PNG or JPEG; else a PDF).
    static func imageFile(inSet folder: String) -> (path: String, size: ImageSize, isBitmap: Bool)? {
        guard let entries = contentsJSON(in: folder)?["images"] as? [[String: Any]] else { return nil }
        let files = entries.compactMap { entry -> (file: String, scale: Double)? in
            guard let file = entry["filename"] as? String, !file.contains("/") else { return nil }
            let scaleText = (entry["scale"] as? String)?.trimmingCharacters(in: CharacterSet(charactersIn: "x")) ?? "1"
            return (file, Double(scaleText) ?? 1)
        }.sorted { $0.scale < $1.scale }
        for (file, scale) in files where scale > 0 {
            let path = folder + "/" + file
            guard let pixels = ImageHeader.pixelSize(ofFileAt: path) else { continue }
            let isBitmap = !file.lowercased().hasSuffix(".pdf")
            return (path, ImageSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale), isBitmap)
        }
        return nil
    }
}

/// The pixel size written in a PNG's or JPEG's header, or a vector PDF's page size in points
/// (its first `/MediaBox`, as Xcode renders a single-scale PDF image set), read from the
/// file's first bytes without decoding the image.
enum ImageHeader {
    static func pixelSize(ofFileAt path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1 << 16) else { return nil }
        return pixelSize(of: [UInt8](data))
    }

    static func pixelSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        if bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] {
            return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
        }
        if bytes.starts(with: Array("%PDF".utf8)) { return mediaBox(in: bytes) }
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            var offset = 2
            while offset + 9 < bytes.count {
                guard bytes[offset] == 0xFF else { return nil }
                let marker = bytes[offset + 1]
                if marker == 0xFF { offset += 1; continue }
                let length = bigEndian(bytes, offset + 2, 2)
                // Start-of-frame markers (not DHT, JPG or DAC) carry height then width.
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return (bigEndian(bytes, offset + 7, 2), bigEndian(bytes, offset + 5, 2))
                }
                guard length >= 2 else { return nil }
                offset += 2 + length
            }
        }
        return nil
    }

    /// `/MediaBox [x0 y0 x1 y1]`: the page's width and height, rounded to whole points.
    private static func mediaBox(in bytes: [UInt8]) -> (width: Int, height: Int)? {
        let key = Array("/MediaBox".utf8)
        guard let start = (0...max(0, bytes.count - key.count)).first(where: { bytes[$0..<($0 + key.count)].elementsEqual(key) })
        else { return nil }
        var index = start + key.count
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        let end = bytes[index...].firstIndex(of: UInt8(ascii: "]")) ?? bytes.count
        let numbers = String(decoding: bytes[(index + 1)..<end], as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let width = (numbers[2] - numbers[0]).rounded(), height = (numbers[3] - numbers[1]).rounded()
        guard width > 0, height > 0, width < 1e6, height < 1e6 else { return nil }
        return (Int(width), Int(height))
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
