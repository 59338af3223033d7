import Foundation
import LayoutSolver
import ReactantAnalysis
import ReactantLayout

/// Images in the preview's drawing: an asset's PNG or JPEG embedded in the SVG, placed in its
/// image view as the view's `contentMode` places it (UIKit's `UIView.ContentMode`; an image
/// view's default is `scaleToFill`). PDF images are not drawn: an SVG image cannot show one.
public enum PreviewImages {
    /// The host's reader of image files: a file of at most `maximumBytes`, else nothing (a
    /// preview is not worth a huge document).
    public static func read(_ path: String) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, size <= maximumBytes else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    public static let maximumBytes = 2 << 20

    /// An image file's bytes and its size in points.
    struct Drawn {
        let data: Data
        let size: AssetCatalog.ImageSize

        /// The media type the bytes' signature says, or nil for what an SVG image cannot show.
        var mediaType: String? {
            let bytes = [UInt8](data.prefix(4))
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
            if bytes.starts(with: [0xFF, 0xD8]) { return "image/jpeg" }
            return nil
        }

        /// The SVG `<image>` of this image in a view of `frame`, as `contentMode` places it.
        func element(in frame: Frame, contentMode: String?) -> String {
            guard let mediaType else { return "" }
            let format = LayoutDiagnostics.format
            var x = frame.x, y = frame.y, width = frame.width, height = frame.height
            var aspect = "none"
            switch contentMode ?? "scaleToFill" {
            case "scaleAspectFit": aspect = "xMidYMid meet"
            case "scaleAspectFill": aspect = "xMidYMid slice"
            case "scaleToFill", "redraw": break
            case let mode:
                // Not scaled: the image at its own size, aligned as the mode names.
                width = size.width
                height = size.height
                let lower = mode.lowercased()
                x = lower.hasSuffix("left") ? frame.x : lower.hasSuffix("right") ? frame.x + frame.width - width : frame.x + (frame.width - width) / 2
                y = lower.hasPrefix("top") ? frame.y : lower.hasPrefix("bottom") ? frame.y + frame.height - height : frame.y + (frame.height - height) / 2
            }
            return "<image x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(max(width, 0)))\" height=\"\(format(max(height, 0)))\" "
                + "preserveAspectRatio=\"\(aspect)\" href=\"data:\(mediaType);base64,\(data.base64EncodedString())\"/>"
        }
    }
}
