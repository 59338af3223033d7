import Testing
@testable import SchemaModel

@Suite struct LoadingTests {
    @Test func embeddedSchemasLoad() throws {
        let schema = try Schema(sources: SchemaSource.embedded)
        #expect(schema.roots.map(\.name).sorted() == ["Component", "styleGroup"])
    }
}
