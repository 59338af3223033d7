import Support

extension DidYouMean {
    /// ` (did you mean 'x'?)` or an empty string, for appending to the analysis's messages.
    static func clause(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
