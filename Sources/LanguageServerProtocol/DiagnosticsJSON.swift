// Diagnostics written as JSON by hand: the server publishes a document's whole set after every
// keystroke, hundreds of diagnostics for a large file, and writing them must not cost as much
// as finding them.

extension Location: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("range")
        range.writeJSON(to: &writer)
        writer.key("uri")
        writer.string(uri)
        writer.endObject()
    }
}

extension DiagnosticRelatedInformation: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("location")
        location.writeJSON(to: &writer)
        writer.key("message")
        writer.string(message)
        writer.endObject()
    }
}

extension LSPDiagnostic: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) throws {
        writer.beginObject()
        writer.member("code", code)
        if let data {
            writer.key("data")
            try writer.encoded(data)
        }
        writer.member("message", message)
        writer.key("range")
        range.writeJSON(to: &writer)
        try writer.member("relatedInformation", relatedInformation)
        writer.member("severity", severity?.rawValue)
        writer.member("source", source)
        if let tags {
            writer.key("tags")
            writer.beginArray()
            for tag in tags { writer.int(tag.rawValue) }
            writer.endArray()
        }
        writer.endObject()
    }
}

extension PublishDiagnosticsNotification: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) throws {
        writer.beginObject()
        try writer.member("diagnostics", diagnostics)
        writer.key("uri")
        writer.string(uri)
        writer.member("version", version)
        writer.endObject()
    }
}
