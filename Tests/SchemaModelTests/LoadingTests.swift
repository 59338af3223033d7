import Foundation
import TestSupport
import Testing
@testable import SchemaModel

@Suite struct LoadingTests {
    @Test func embeddedSchemasLoadWithBothRoots() throws {
        let schema = try Schema(sources: SchemaSource.embedded)
        #expect(SchemaSource.embedded.map(\.name) == ["layout.xsd", "tools.xsd", "ui.xsd"])
        #expect(schema.roots.map(\.name).sorted() == ["Component", "styleGroup"])
    }

    @Test func everyElementAndAttributeIsDocumented() throws {
        var seen = Set<String>()
        var undocumented: [String] = []
        func visit(_ element: ElementDeclaration, path: String) {
            guard seen.insert(path).inserted, path.split(separator: "/").count < 6 else { return }
            if element.documentation == nil { undocumented.append(path) }
            for attribute in element.attributes where attribute.documentation == nil {
                undocumented.append("\(path)@\(attribute.name)")
            }
            for child in element.children { visit(child, path: "\(path)/\(child.name)") }
        }
        for root in Schema.embedded.roots { visit(root, path: root.name) }
        #expect(seen.count > 500)
        #expect(undocumented.isEmpty, "\(undocumented.prefix(20))")
    }

    @Test func extraSchemaAddsAnElementThroughASubstitutionGroup() throws {
        let head = """
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:ui="http://schema.reactant.tech/ui"
                       targetNamespace="http://schema.reactant.tech/ui" elementFormDefault="qualified">
              <xs:element name="Gauge" substitutionGroup="ui:Extension" type="ui:GaugeElement">
                <xs:annotation><xs:documentation>A gauge of the app.</xs:documentation></xs:annotation>
              </xs:element>
              <xs:complexType name="GaugeElement">
                <xs:attribute name="level" type="ui:Float"/>
                <xs:attributeGroup ref="ui:ViewBinding"/>
              </xs:complexType>
            </xs:schema>
            """
        let schema = try Schema(sources: SchemaSource.embedded + [SchemaSource(name: "gauge.xsd", text: head)])
        let gauge = try #require(schema.root(named: "Component")?.child(named: "Container")?.child(named: "Gauge"))
        #expect(gauge.documentation == "A gauge of the app.")
        #expect(gauge.attribute(named: "level")?.type.name == "Float")
        #expect(gauge.attribute(named: "layout:leading") != nil)
        #expect(gauge.validate("x", forAttribute: "level")?.isInvalid == true)
        // Without the extra schema the tag is unknown there.
        #expect(Schema.embedded.root(named: "Component")?.child(named: "Container")?.child(named: "Gauge") == nil)
    }

    @Test func schemaFilesAndDirectoriesLoadFromDisk() throws {
        let directory = try ScratchDirectory.make("schema-load")
        defer { try? FileManager.default.removeItem(at: directory) }
        let extra = """
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:example" elementFormDefault="qualified">
              <xs:element name="Catalog"><xs:annotation><xs:documentation>A catalog.</xs:documentation></xs:annotation></xs:element>
            </xs:schema>
            """
        try extra.write(to: directory.appending(path: "catalog.xsd"), atomically: true, encoding: .utf8)
        try "ignored".write(to: directory.appending(path: "notes.txt"), atomically: true, encoding: .utf8)
        let schema = try Schema.load(adding: [directory])
        #expect(schema.root(named: "Catalog")?.documentation == "A catalog.")
        #expect(schema.root(named: "Component") != nil)
        #expect(throws: SchemaLoadError.self) { try Schema.load(adding: [directory.appending(path: "missing.xsd")]) }
    }

    @Test(arguments: [
        ("<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:element name=\"A\" type=\"Missing\"/></xs:schema>", "no type `Missing`"),
        ("<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:element name=\"A\"/><xs:element name=\"A\"/></xs:schema>", "already declared"),
        ("<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:simpleType name=\"T\"><xs:restriction base=\"xs:string\"><xs:pattern value=\"(\"/></xs:restriction></xs:simpleType><xs:attribute name=\"a\" type=\"T\"/></xs:schema>", "cannot compile the pattern"),
        ("<schema/>", "not xs:schema"),
        ("<xs:schema", "Couldn't find end of Start Tag"),
        ("", "empty"),
    ])
    func brokenSchemasAreReportedWithTheirReason(text: String, reason: String) {
        #expect {
            try Schema(sources: [SchemaSource(name: "broken.xsd", text: text)])
        } throws: { error in
            (error as? SchemaLoadError).map { $0.document == "broken.xsd" && $0.message.contains(reason) } ?? false
        }
    }

    @Test func externalEntitiesAreNeitherLoadedNorExpanded() throws {
        let secret = ScratchDirectory.url("schema-secret", suffix: ".txt")
        try "TOPSECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE xs:schema [<!ENTITY leak SYSTEM "\(secret.absoluteString)"><!ENTITY inner "INNER">]>
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
              <xs:element name="A"><xs:annotation><xs:documentation>before &leak; &inner; after</xs:documentation></xs:annotation></xs:element>
            </xs:schema>
            """
        let schema = try Schema(sources: [SchemaSource(name: "entities.xsd", text: text)])
        let documentation = try #require(schema.root(named: "A")?.documentation)
        #expect(!documentation.contains("TOPSECRET"))
        #expect(!documentation.contains("INNER"))
        #expect(documentation.hasPrefix("before"))
    }
}
