/// What the preview pages show, as plain values the host fills in: the server draws nothing
/// itself and knows nothing of documents or layouts.

/// A screen the server may serve: the only ids a page or a socket is answered for.
public struct PreviewComponent: Codable, Hashable, Sendable {
    /// Opaque to the server and the page: a document's URI, a file's path in a folder…
    public var id: String
    /// What the gallery and the page's heading call it.
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// What one page asked to see: a device (or every device side by side) and a theme.
public struct PreviewOptions: Codable, Hashable, Sendable {
    /// A device's identifier, `all` for every device, or `nil` for the host's default.
    public var device: String?
    /// A theme of the app's description, or `nil` for its default.
    public var theme: String?

    public init(device: String? = nil, theme: String? = nil) {
        self.device = device
        self.theme = theme
    }

    /// The page's word for every device at once.
    public static let allDevices = "all"
}

/// One drawn state of a component, as a page receives it.
public struct PreviewFrame: Codable, Hashable, Sendable {
    public var component: PreviewComponent
    /// What the frame was drawn from, shown on the page (e.g. `version 4`).
    public var origin: String
    /// The devices and themes the pickers offer.
    public var devices: [PreviewChoice]
    public var themes: [PreviewChoice]
    /// What this frame shows of them.
    public var options: PreviewOptions
    /// One drawing per device shown; empty when `problem` says why nothing could be drawn.
    public var drawings: [PreviewDrawing]
    public var problem: String?

    public init(
        component: PreviewComponent, origin: String, devices: [PreviewChoice], themes: [PreviewChoice], options: PreviewOptions,
        drawings: [PreviewDrawing], problem: String? = nil
    ) {
        self.component = component
        self.origin = origin
        self.devices = devices
        self.themes = themes
        self.options = options
        self.drawings = drawings
        self.problem = problem
    }
}

/// An entry of a picker: the value sent back, and the words shown.
public struct PreviewChoice: Codable, Hashable, Sendable {
    public var value: String
    public var label: String

    public init(value: String, label: String) {
        self.value = value
        self.label = label
    }
}

/// One device's screen: an SVG document whose user space is the screen's points, and the
/// boxes of its views in the same space, which the page lays over it for hover and clicks.
public struct PreviewDrawing: Codable, Hashable, Sendable {
    public var device: String
    public var heading: String
    public var svg: String
    public var views: [PreviewViewBox]

    public init(device: String, heading: String, svg: String, views: [PreviewViewBox]) {
        self.device = device
        self.heading = heading
        self.svg = svg
        self.views = views
    }
}

/// A view's frame on one screen and what the page says of it on hover.
public struct PreviewViewBox: Codable, Hashable, Sendable {
    /// Stable within a frame across devices: the key of highlights and clicks.
    public var view: Int
    public var label: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// Lines shown on hover: the frame, then the view's constraints.
    public var details: [String]
    /// `ambiguous`, `broken` or `nil`, as the drawing marks the view.
    public var mark: String?
    /// Where its element starts, `Views/Screen.ui.xml:12:5`: what a page without an editor
    /// shows for a click.
    public var place: String?

    public init(
        view: Int, label: String, x: Double, y: Double, width: Double, height: Double, details: [String], mark: String? = nil,
        place: String? = nil
    ) {
        self.view = view
        self.label = label
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.details = details
        self.mark = mark
        self.place = place
    }
}
