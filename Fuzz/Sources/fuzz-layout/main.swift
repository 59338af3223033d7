import ConstraintGrammar
import FuzzDriver
import Foundation

/// A `layout:` value through the constraint grammar: the analysis, then what completion may
/// offer at every offset. Nothing may crash, and every range must lie inside the value.
/// Input: the attribute (1 byte), then the value.
exit(runFuzzer { data, size in
    var input = FuzzInput(bytes(data, size))
    let attributes = LayoutAttribute.all
    let attribute = attributes[input.byte() % attributes.count]
    let value = input.restAsText()
    let length = value.utf8.count
    let analysis = LayoutAnalysis.analyze(value, as: attribute)
    for diagnostic in analysis.diagnostics where diagnostic.range.lowerBound < 0 || diagnostic.range.upperBound > length {
        failure("\(diagnostic.code) at \(diagnostic.range) outside a value of \(length) bytes: \(value.debugDescription)")
    }
    for offset in 0...length {
        let context = CompletionContext.at(offset, in: value, for: attribute)
        if context.replacementRange.lowerBound < 0 || context.replacementRange.upperBound > length {
            failure("completion at \(offset) replaces \(context.replacementRange) of \(length) bytes: \(value.debugDescription)")
        }
    }
    return 0
})
