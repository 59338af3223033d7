// Runs one .ui.xml or .styles.xml through the generator's own Tokenizer and Generator, the way
// its `generate` command does, and prints a last line `RESULT OK`, or `RESULT ERROR <what it threw>`
// (the generator's own warnings go to standard output before it).
//
//   driver [--description APP.xml] [--styles GROUP.styles.xml]... [--deployment N] [--emit] FILE
//
// --styles: the style groups of the same input folder (the generator loads every .styles.xml
// under --inputPath into one global context before it generates anything).
// --description: the application description (themes, colors, images, fonts).
// --emit: print the generated Swift after the verdict.
import Foundation
import Generator
import Tokenizer

struct Failure: Error, CustomStringConvertible { let description: String }

// The generate command's own checks, which live outside the Tokenizer/Generator modules.
let forbiddenNames: Set<String> = ["RootView", "UIView", "UIViewController", "self", "switch",
                                   "if", "else", "guard", "func", "class", "ViewBase", "ControllerBase", "for"]

var args = Array(CommandLine.arguments.dropFirst())
var descriptionPath: String?
var stylePaths: [String] = []
var deployment = 11
var emit = false
var file: String?
while !args.isEmpty {
    let arg = args.removeFirst()
    switch arg {
    case "--description": descriptionPath = args.removeFirst()
    case "--styles": stylePaths.append(args.removeFirst())
    case "--deployment": deployment = Int(args.removeFirst()) ?? 11
    case "--emit": emit = true
    default: file = arg
    }
}
guard let file = file else {
    FileHandle.standardError.write("usage: driver [--description APP.xml] [--styles FILE]... [--emit] FILE\n".data(using: .utf8)!)
    exit(2)
}

func read(_ path: String) throws -> XMLIndexer {
    SWXMLHash.parse(try Data(contentsOf: URL(fileURLWithPath: path)))
}

func run() throws -> String {
    let description: ApplicationDescription
    if let path = descriptionPath {
        guard let node = try read(path)["Application"].element else {
            return "" // the generate command prints a warning and generates nothing
        }
        description = try ApplicationDescription(node: node)
        // GenerateCommand.theme(): every themed item must exist in every theme.
        func checkAll<T>(_ container: ThemeContainer<T>) throws {
            for item in container.allItemNames.sorted() {
                for theme in description.themes where container[theme: theme, item: item] == nil {
                    throw Failure(description: "Missing item `\(item) in theme \(theme).")
                }
            }
        }
        try checkAll(description.colors)
        try checkAll(description.images)
        try checkAll(description.fonts)
    } else {
        description = ApplicationDescription()
    }

    var groups: [(path: String, group: StyleGroup)] = []
    var paths = stylePaths
    if file.hasSuffix(".styles.xml") && !paths.contains(file) { paths.append(file) }
    for path in paths {
        let group: StyleGroup = try read(path)["styleGroup"].value()
        groups.append((path, group))
    }
    let global = GlobalContext(applicationDescription: description, currentTheme: description.defaultTheme,
                               styleSheets: groups.map { $0.group })
    func configuration(_ path: String) -> GeneratorConfiguration {
        GeneratorConfiguration(minimumMajorVersion: deployment, localXmlPath: path, isLiveEnabled: false,
                               swiftVersion: .swift4_1, defaultModifier: .internal)
    }
    var output = ""
    // Every style group is generated (a failure in any fails the whole run); report this file's own.
    for (index, entry) in groups.enumerated() {
        let code = try StyleGenerator(context: StyleGroupContext(globalContext: global, group: entry.group),
                                      configuration: configuration(entry.path)).generate(imports: index == 0)
        if entry.path == file { output += code }
    }
    guard file.hasSuffix(".ui.xml") else { return output }

    let xml = try read(file)
    guard let node = xml["Component"].element else {
        return "" // skipped without a word
    }
    let definition: ComponentDefinition
    if let type: String = xml["Component"].value(ofAttribute: "type") {
        definition = try ComponentDefinition(node: node, type: type)
    } else {
        definition = try ComponentDefinition(node: node, type: componentType(from: file))
    }
    if forbiddenNames.contains(definition.type) {
        throw Failure(description: "Invalid Component type at path: \(file) - do not use keywords.")
    }
    for inner in definition.componentDefinitions {
        output += try UIGenerator(componentContext: ComponentContext(globalContext: global, component: inner),
                                  configuration: configuration(file)).generate(imports: false)
    }
    return output
}

do {
    let code = try run()
    if emit { print(code) }
    print("RESULT OK")
} catch {
    let message = "\(error)".replacingOccurrences(of: "\n", with: " ")
    print("RESULT ERROR \(message)")
}
