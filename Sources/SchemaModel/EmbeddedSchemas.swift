/// The schema texts compiled into the binary by the EmbedSchemas build plugin (which adds the
/// `files` list), so the product finds them wherever it is installed.
enum EmbeddedSchemas {
    struct File: Sendable {
        var name: String
        var text: String
    }
}
